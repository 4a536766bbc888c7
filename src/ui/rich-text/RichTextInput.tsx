import { useEffect } from 'react';
import { RichTextEditor, type RichTextEditorLabels } from '@mantine/tiptap';
import '@mantine/tiptap/styles.css';
import { useEditor } from '@tiptap/react';
import { StarterKit } from '@tiptap/starter-kit';
import { useLingui } from '@lingui/react/macro';

export interface RichTextInputProps {
  value: string;
  onChange(html: string): void;
  /** The ids of the field's label and of its error, which the editable area is named and described by. */
  labelledBy: string;
  describedBy?: string;
  invalid: boolean;
  disabled: boolean;
  lang?: string;
}

/**
 * The rich-text editor: paragraphs, bold, italic, underline, strike, two heading levels, lists,
 * quotes and links, which is what the server keeps (server/src/rich-text/sanitise.ts); no code
 * blocks, rules or images, which it would drop. Loaded on its own, with its styles, when a form
 * that writes rich text first opens (an FAQ answer, a position's texts).
 */
export function RichTextInput({ value, onChange, labelledBy, describedBy, invalid, disabled, lang }: RichTextInputProps) {
  const { t } = useLingui();
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [3, 4] },
        codeBlock: false,
        horizontalRule: false,
        // StarterKit's link (@tiptap/extension-link): never followed while editing.
        link: { openOnClick: false, autolink: true, protocols: ['http', 'https', 'mailto'], defaultProtocol: 'https' },
      }),
    ],
    content: value,
    editable: !disabled,
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    // The editor says it was updated for more than a change of its text (turned editable, say):
    // passed on, the form would drop the field's error as if it had been edited.
    onUpdate: ({ editor: changed, transaction }) => {
      if (transaction.docChanged) onChange(changed.isEmpty ? '' : changed.getHTML());
    },
  });

  // The editable area is named, described and marked refused as an input would be.
  useEffect(() => {
    editor?.setOptions({
      editorProps: {
        attributes: {
          role: 'textbox',
          'aria-multiline': 'true',
          'aria-labelledby': labelledBy,
          ...(describedBy && { 'aria-describedby': describedBy }),
          'aria-invalid': String(invalid),
          ...(lang && { lang }),
        },
      },
    });
  }, [editor, labelledBy, describedBy, invalid, lang]);

  // Without an update: the text did not change, and an update would clear the field's error.
  useEffect(() => editor?.setEditable(!disabled, false), [editor, disabled]);

  const labels: Partial<RichTextEditorLabels> = {
    boldControlLabel: t`Bold`,
    italicControlLabel: t`Italic`,
    underlineControlLabel: t`Underline`,
    strikeControlLabel: t`Strikethrough`,
    clearFormattingControlLabel: t`Clear formatting`,
    h3ControlLabel: t`Heading`,
    h4ControlLabel: t`Subheading`,
    bulletListControlLabel: t`Bulleted list`,
    orderedListControlLabel: t`Numbered list`,
    blockquoteControlLabel: t`Quote`,
    linkControlLabel: t`Link`,
    unlinkControlLabel: t`Remove link`,
    linkEditorInputLabel: t`Link address`,
    linkEditorInputPlaceholder: 'https://example.com',
    linkEditorExternalLink: t`Opens in a new tab`,
    linkEditorInternalLink: t`Opens in the same tab`,
    linkEditorSave: t`Save link`,
    undoControlLabel: t`Undo`,
    redoControlLabel: t`Redo`,
  };

  return (
    <RichTextEditor editor={editor} labels={labels} data-invalid={invalid || undefined}>
      <RichTextEditor.Toolbar>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.Bold />
          <RichTextEditor.Italic />
          <RichTextEditor.Underline />
          <RichTextEditor.Strikethrough />
          <RichTextEditor.ClearFormatting />
        </RichTextEditor.ControlsGroup>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.H3 />
          <RichTextEditor.H4 />
        </RichTextEditor.ControlsGroup>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.BulletList />
          <RichTextEditor.OrderedList />
          <RichTextEditor.Blockquote />
        </RichTextEditor.ControlsGroup>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.Link />
          <RichTextEditor.Unlink />
        </RichTextEditor.ControlsGroup>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.Undo />
          <RichTextEditor.Redo />
        </RichTextEditor.ControlsGroup>
      </RichTextEditor.Toolbar>
      <RichTextEditor.Content mih={140} />
    </RichTextEditor>
  );
}
