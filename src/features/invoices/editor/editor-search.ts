/** The editor's address: a draft to edit, or what a new invoice starts from. */
export interface EditorSearch {
  id?: number;
}

export const parseEditorSearch = (search: Record<string, unknown>): EditorSearch => {
  const id = Number(search.id);
  return Number.isInteger(id) && id > 0 ? { id } : {};
};
