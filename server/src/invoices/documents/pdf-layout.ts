/*
 * The page the invoice is drawn on (A4, points) and what drawing with pdfkit's standard fonts needs:
 * Helvetica writes Windows-1252 only, so text is kept to what it can show.
 */

export const PAGE = { width: 595.28, height: 841.89, margin: 50 } as const;
export const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;
/** Where content stops: the page number sits below. */
export const CONTENT_BOTTOM = PAGE.height - PAGE.margin - 20;

export const FONT = { regular: 'Helvetica', bold: 'Helvetica-Bold' } as const;
export const SIZE = { title: 22, heading: 10, body: 9, small: 8 } as const;
export const COLOR = { text: '#1f2328', muted: '#59636e', rule: '#d1d9e0', mark: '#cf222e', paid: '#1a7f37' } as const;

/** The characters beyond Latin-1 that Windows-1252 (and so the standard fonts) has. */
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

/**
 * Text the standard fonts can draw: Intl's narrow and thin spaces become plain ones, and any other
 * character they lack a `?`, rather than a broken glyph code in the file.
 */
export function pdfText(text: string): string {
  return [...text.replace(/[\u2000-\u200a\u202f\u205f]/g, ' ').replace(/[\u200b-\u200d\u2060\ufeff]/g, '')]
    .map((char) => (char.charCodeAt(0) <= 0xff || WIN_ANSI_EXTRA.has(char) ? char : '?'))
    .join('');
}

/** The table of lines: each column's left edge and width, and how its text is aligned. */
export const LINE_COLUMNS = (() => {
  const widths = { description: 182, quantity: 40, unitPrice: 75, discount: 58, tax: 55 };
  const amount = CONTENT_WIDTH - Object.values(widths).reduce((sum, width) => sum + width, 0);
  let x: number = PAGE.margin;
  const column = (width: number, align: 'left' | 'right') => {
    const placed = { x, width, align };
    x += width;
    return placed;
  };
  return {
    description: column(widths.description, 'left'),
    quantity: column(widths.quantity, 'right'),
    unitPrice: column(widths.unitPrice, 'right'),
    discount: column(widths.discount, 'right'),
    tax: column(widths.tax, 'right'),
    amount: column(amount, 'right'),
  };
})();
/** The space between a column's text and its neighbour's. */
export const CELL_GAP = 6;
