import { describe, expect, it } from 'vitest';
import { DEFAULT_THEME } from '@mantine/core';
import { theme } from '@/theme';
import { accessibleColors, contrast, DIMMED, PLACEHOLDER } from './theme-contrast';

const resolved = accessibleColors({ ...DEFAULT_THEME, ...theme, colors: DEFAULT_THEME.colors } as never);
const { gray, dark } = DEFAULT_THEME.colors;
const colorNames = Object.keys(DEFAULT_THEME.colors).filter((name) => name !== 'dark');

describe('the theme’s colours read at WCAG AA (4.5:1)', () => {
  it('dimmed text on the page, cards and light grey surfaces of both schemes', () => {
    for (const surface of ['#ffffff', gray[0], gray[1], gray[2]]) expect(contrast(DIMMED.light, surface)).toBeGreaterThanOrEqual(4.5);
    for (const surface of [dark[7], dark[6], dark[5]]) expect(contrast(DIMMED.dark, surface)).toBeGreaterThanOrEqual(4.5);
  });

  it('placeholders on the inputs of both schemes', () => {
    for (const surface of ['#ffffff', gray[0]]) expect(contrast(PLACEHOLDER.light, surface)).toBeGreaterThanOrEqual(4.5);
    for (const surface of [dark[7], dark[6]]) expect(contrast(PLACEHOLDER.dark, surface)).toBeGreaterThanOrEqual(4.5);
  });

  it.each(colorNames)('%s: light badges and avatars, and coloured text', (name) => {
    const shades = DEFAULT_THEME.colors[name]!;
    expect(contrast(resolved.light[`--mantine-color-${name}-light-color`]!, shades[1])).toBeGreaterThanOrEqual(4.5);
    expect(contrast(resolved.light[`--mantine-color-${name}-text`]!, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrast(resolved.dark[`--mantine-color-${name}-text`]!, dark[7])).toBeGreaterThanOrEqual(4.5);
  });

  it('white on the primary colour’s filled controls', () => {
    expect(contrast('#ffffff', DEFAULT_THEME.colors.indigo[7])).toBeGreaterThanOrEqual(4.5);
    expect(contrast('#ffffff', DEFAULT_THEME.colors.indigo[8])).toBeGreaterThanOrEqual(4.5);
  });
});
