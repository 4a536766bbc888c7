import { Anchor, Badge, createTheme, type MantineThemeOverride } from '@mantine/core';

const base = {
  primaryColor: 'indigo',
  // Filled controls: indigo.7 under white text reads at 4.9:1 (indigo.6 at 4.3:1); light fills get dark text.
  primaryShade: { light: 7, dark: 8 },
  autoContrast: true,
  // Where white and near-black text read alike on a fill; either side of it, the better one is chosen.
  luminanceThreshold: 0.18,
  // A link is told from the text around it by more than its colour (WCAG 1.4.1): underlined.
  components: {
    Anchor: Anchor.extend({ defaultProps: { underline: 'always' } }),
    // A badge is a short label (a status, an outcome): as wide as its text, never cut to "…PLETADO"
    // by a squeezed table column. One that may be cut says so (RoleBadge).
    Badge: Badge.extend({ defaultProps: { miw: 'max-content' } }),
  },
  defaultRadius: 'md',
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
} satisfies MantineThemeOverride;

// Headings shrink on narrow screens when the "responsive font sizes" setting is on (the default).
const responsiveHeadings = {
  h1: { fontSize: 'clamp(1.75rem, 1.3rem + 1.6vw, 2.125rem)' },
  h2: { fontSize: 'clamp(1.4rem, 1.1rem + 1.1vw, 1.625rem)' },
  h3: { fontSize: 'clamp(1.2rem, 1rem + 0.7vw, 1.375rem)' },
  h4: { fontSize: 'clamp(1.05rem, 0.95rem + 0.4vw, 1.125rem)' },
};

export function buildTheme(responsiveFontSizes = true) {
  return createTheme(responsiveFontSizes ? { ...base, headings: { sizes: responsiveHeadings } } : base);
}

export const theme = buildTheme();
