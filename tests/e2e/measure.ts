import type { Page } from 'playwright-core';

/**
 * The fields of the page's main area whose text (value, else placeholder) does not fit the room
 * inside their padding and icons, measured in the field's own font.
 */
export function cutFields(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const measure = document.createElement('canvas').getContext('2d')!;
    return [...document.querySelectorAll<HTMLInputElement>('main input[placeholder]')]
      .filter((input) => {
        const style = getComputedStyle(input);
        measure.font = style.font;
        const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        return measure.measureText(input.value || input.placeholder).width > room;
      })
      .map((input) => input.value || input.placeholder);
  });
}
