/** Whether an editor's HTML holds no text at all (an empty paragraph, spaces): the server refuses it as missing. */
export const isBlankRichText = (html: string) =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;|\u00a0/g, ' ')
    .trim() === '';
