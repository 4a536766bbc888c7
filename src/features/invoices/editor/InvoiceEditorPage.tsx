import type { EditorSearch } from './editor-search';

export function InvoiceEditorPage(_props: { search: EditorSearch }) {
  return null;
}
