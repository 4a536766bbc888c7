import { darken, DEFAULT_THEME, lighten, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

/** WCAG's relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/** WCAG's contrast ratio of two #rrggbb colours. */
export function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const toHex = (color: string) => {
  const rgb = color
    .match(/\d+(\.\d+)?/g)!
    .slice(0, 3)
    .map((n) => Math.round(Number(n)));
  return `#${rgb.map((n) => n.toString(16).padStart(2, '0')).join('')}`;
};

/** `color` made darker (or lighter) in small steps until it reads at AA (4.5:1, with a margin) on every one of `backgrounds`. */
export function readableOn(color: string, backgrounds: string[], direction: 'darker' | 'lighter'): string {
  let result = color.startsWith('#') ? color : toHex(color);
  for (let step = 0; step < 40 && backgrounds.some((bg) => contrast(result, bg) < 4.6); step += 1)
    result = toHex(direction === 'darker' ? darken(result, 0.06) : lighten(result, 0.06));
  return result;
}

/** Dimmed text that reads at AA on the page, cards and light grey surfaces of each scheme. */
export const DIMMED = { light: '#5f666d', dark: '#a6a6a6' };
/** Placeholders, a shade lighter than dimmed text so they do not pass for values, still at AA on inputs. */
export const PLACEHOLDER = { light: '#6c737b', dark: '#969696' };

/**
 * Colour variables that pass WCAG AA in both schemes, set at the source rather than page by page:
 * dimmed text; coloured text (`c="red"`, links); and the text of light badges, avatars and alerts
 * on their tinted background, which Mantine's defaults leave below 4.5:1 (teal.9 on teal.1 is 3.9:1).
 */
export const accessibleColors: CSSVariablesResolver = (theme) => {
  const light: Record<string, string> = { '--mantine-color-dimmed': DIMMED.light, '--mantine-color-placeholder': PLACEHOLDER.light };
  const dark: Record<string, string> = { '--mantine-color-dimmed': DIMMED.dark, '--mantine-color-placeholder': PLACEHOLDER.dark };
  for (const [name, shades] of Object.entries(theme.colors) as [string, MantineColorsTuple][]) {
    if (name === 'dark') continue;
    light[`--mantine-color-${name}-light-color`] = readableOn(shades[9], [shades[1], '#ffffff'], 'darker');
    light[`--mantine-color-${name}-text`] = readableOn(shades[8], ['#ffffff', DEFAULT_THEME.colors.gray[1]], 'darker');
    dark[`--mantine-color-${name}-text`] = readableOn(shades[4], [DEFAULT_THEME.colors.dark[7], DEFAULT_THEME.colors.dark[5]], 'lighter');
  }
  return { variables: {}, light, dark };
};
