/** The editor's address: a draft to edit, or the business and project a new invoice starts from. */
export interface EditorSearch {
  id?: number;
  organisation?: number;
  project?: number;
}

const positiveId = (value: unknown): number | undefined => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 && id <= 2_147_483_647 ? id : undefined;
};

/** The address's search as the editor reads it; anything else in it is dropped. A project needs its business. */
export const parseEditorSearch = (search: Record<string, unknown>): EditorSearch => {
  const id = positiveId(search.id);
  if (id) return { id };
  const organisation = positiveId(search.organisation);
  if (!organisation) return {};
  const project = positiveId(search.project);
  return project ? { organisation, project } : { organisation };
};
