// The brand theme: deep navy with warm gold accents. Text colours keep WCAG AA contrast on their
// backgrounds; gold is a fill or an accent on navy, never small text on white (too little contrast),
// for which `accentText` (a darker gold) exists.
import { css } from 'styled-components';

const systemFonts =
  "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Helvetica Neue', Arial, sans-serif, 'Apple Color Emoji', 'Segoe UI Emoji'";

export const theme = {
  colors: {
    primary: '#0f1f3d',
    primaryHover: '#1c3461',
    primaryContrast: '#ffffff',
    accent: '#c9a227',
    accentHover: '#b08a17',
    accentContrast: '#0f1f3d',
    accentText: '#7a5a06',
    accentSoft: '#f6efd9',
    background: '#ffffff',
    surface: '#f8f6f1',
    surfaceAlt: '#efe9dc',
    text: '#1a2233',
    textMuted: '#4a5568',
    textOnDark: '#f5f1e6',
    textOnDarkMuted: '#c8cfdc',
    border: '#ddd6c6',
    success: '#067647',
    danger: '#b42318',
    dangerSoft: '#fef3f2',
    warning: '#b54708',
    info: '#175cd3',
    overlay: 'rgba(8, 16, 32, 0.6)',
  },
  fonts: {
    body: systemFonts,
    heading: systemFonts,
    mono: "ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace",
  },
  fontSizes: {
    xs: '0.75rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.25rem',
    '2xl': '1.5rem',
    '3xl': '1.875rem',
    '4xl': '2.25rem',
    '5xl': '3rem',
  },
  fontWeights: { regular: 400, medium: 500, semibold: 600, bold: 700 },
  lineHeights: { tight: 1.2, normal: 1.5, relaxed: 1.7 },
  space: {
    xxs: '0.125rem',
    xs: '0.25rem',
    sm: '0.5rem',
    md: '1rem',
    lg: '1.5rem',
    xl: '2rem',
    '2xl': '3rem',
    '3xl': '4rem',
  },
  radii: { sm: '4px', md: '8px', lg: '12px', xl: '20px', pill: '999px', round: '50%' },
  shadows: {
    sm: '0 1px 2px rgba(15, 31, 61, 0.08)',
    md: '0 4px 12px rgba(15, 31, 61, 0.12)',
    lg: '0 12px 32px rgba(15, 31, 61, 0.18)',
  },
  /** Minimum widths in px (sm 640 is also the spec's wide-screen breakpoint). */
  breakpoints: { sm: 640, md: 768, lg: 1024, xl: 1280 },
  zIndices: { header: 100, dropdown: 200, overlay: 300, modal: 400, toast: 500 },
  layout: { maxWidth: '1200px', headerHeight: '64px' },
  transitions: { fast: '150ms ease', normal: '250ms ease' },
} as const;

export type AppTheme = typeof theme;
export type Breakpoint = keyof AppTheme['breakpoints'];

/** Media queries from the theme breakpoints: `${media.up('md')} { ... }`. */
export const media = {
  up: (bp: Breakpoint) => `@media (min-width: ${theme.breakpoints[bp]}px)`,
  down: (bp: Breakpoint) => `@media (max-width: ${theme.breakpoints[bp] - 0.02}px)`,
};

/** A focus ring visible on both light and navy backgrounds (navy line inside a gold halo). */
export const focusRing = css`
  outline: 2px solid ${theme.colors.primary};
  outline-offset: 2px;
  box-shadow: 0 0 0 4px ${theme.colors.accent};
`;

/** Hides content visually while keeping it for screen readers. */
export const visuallyHidden = css`
  position: absolute;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0, 0, 0, 0);
  white-space: nowrap;
  border: 0;
`;
