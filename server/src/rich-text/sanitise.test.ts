import { describe, expect, it } from 'vitest';
import { richTextToPlain, sanitiseRichText } from './sanitise';

describe('rich text', () => {
  it('keeps what the editor writes', () => {
    const html = '<p>Calls are <strong>answered</strong> in <em>English</em></p><ul><li>one</li></ul>';
    expect(sanitiseRichText(html)).toBe(html);
  });

  it('removes scripts, event attributes, styles and javascript: links', () => {
    const html =
      '<p onclick="steal()" style="color:red">Hi<script>steal()</script></p><a href="javascript:steal()">x</a><img src=x onerror=steal()>';
    expect(sanitiseRichText(html)).toBe('<p>Hi</p><a rel="noopener noreferrer nofollow">x</a>');
  });

  it('marks links so they do not vouch for the site they lead to', () => {
    expect(sanitiseRichText('<a href="https://example.com" target="_blank">site</a>')).toBe(
      '<a href="https://example.com" rel="noopener noreferrer nofollow">site</a>',
    );
  });

  it('gives the plain text for search and e-mail', () => {
    expect(richTextToPlain('<p>Two   <strong>words</strong></p><p>and more</p>')).toBe('Two words and more');
  });
});
