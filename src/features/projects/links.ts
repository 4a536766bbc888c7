/** Where a project's details page is. */
export const projectHref = (id: number) => `/dashboard/projects/details/${id}`;

/** Where its phase editor is. */
export const phaseEditorHref = (id: number) => `/dashboard/projects/details/${id}/phase`;
