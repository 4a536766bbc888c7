import sanitizeHtml from 'sanitize-html';

/**
 * What the rich-text editor may produce and the public pages show: paragraphs, emphasis, lists,
 * small headings, quotes and links. Anything else (scripts, styles, event attributes, images,
 * `javascript:` links) is removed before the text is stored, so a page shows it as it is.
 */
const RULES: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'a', 'ul', 'ol', 'li', 'h3', 'h4', 'blockquote', 'code'],
  allowedAttributes: { a: ['href'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  // A link written by staff leads off the site: it must not hand the page to it, nor vouch for it.
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer nofollow' }) },
  disallowedTagsMode: 'discard',
};

export function sanitiseRichText(html: string): string {
  return sanitizeHtml(html, { ...RULES, allowedAttributes: { a: ['href', 'rel'] } }).trim();
}

/** The text of a rich text without its markup: for search, previews and e-mails. */
export function richTextToPlain(html: string): string {
  // A block's end is a word break, or the last word of a paragraph runs into the next one.
  const spaced = html.replace(/<\/(p|li|h3|h4|blockquote)>|<br\s*\/?>/gi, ' ');
  return sanitizeHtml(spaced, { allowedTags: [], allowedAttributes: {} }).replace(/\s+/g, ' ').trim();
}
