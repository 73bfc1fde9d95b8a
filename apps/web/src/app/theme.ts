import { alpha, createTheme } from '@mui/material/styles';
import { activeLanguage } from '@solace/shared';
import { focusRing, sage, surfaces, teal } from '../lib/theme-tokens';

/** The Hindi build draws Devanagari (its font, its line heights). */
const hindi = activeLanguage() === 'hi';

const focusOutline = { outline: `3px solid ${focusRing}`, outlineOffset: 2 };

/**
 * Solace's one theme: a soft teal primary, sage accents and a warm linen background, chosen to
 * feel calm rather than clinical. Every text/background pair here keeps a contrast of at least
 * 4.5:1 (primary on white 6.2, secondary text on the background 6.4).
 */
export const theme = createTheme({
  palette: {
    mode: 'light',
    primary: teal,
    secondary: sage,
    background: { default: '#F6F3EE', paper: '#FFFFFF' },
    text: { primary: '#1E2A2C', secondary: '#4B5B5D' },
    divider: surfaces.border,
    error: { main: '#B3261E' },
    success: { main: '#2E7D4F' },
  },
  shape: { borderRadius: 12 },
  // A person who asked their system for less motion gets none from MUI (WCAG 2.3.3): dialogs,
  // drawers and menus appear at once, no ripples, still progress indicators and skeletons.
  motion: { reducedMotion: 'system' },
  typography: {
    fontFamily: hindi
      ? "'Inter Variable', 'Noto Sans Devanagari Variable', Inter, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif"
      : "'Inter Variable', Inter, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
    // Devanagari hangs its vowel signs above and below the line: taller lines for headings, and
    // no tightened letter spacing (it breaks the joins of conjuncts).
    h1: {
      fontSize: 'clamp(2rem, 4.5vw, 3.25rem)',
      fontWeight: 700,
      ...(hindi ? { lineHeight: 1.4 } : { letterSpacing: '-0.02em' }),
    },
    h2: {
      fontSize: 'clamp(1.6rem, 3vw, 2.25rem)',
      fontWeight: 700,
      ...(hindi ? { lineHeight: 1.4 } : { letterSpacing: '-0.015em' }),
    },
    h3: { fontSize: '1.25rem', fontWeight: 650, lineHeight: 1.35 },
    h4: { fontSize: '1.125rem', fontWeight: 650, lineHeight: 1.4 },
    subtitle1: { lineHeight: 1.6 },
    body1: { lineHeight: 1.7 },
    body2: { lineHeight: 1.65 },
    button: { textTransform: 'none', fontWeight: 600, letterSpacing: 0 },
  },
  components: {
    MuiCssBaseline: {
      styleOverrides: {
        html: { scrollBehavior: 'smooth' },
        '@media (prefers-reduced-motion: reduce)': {
          html: { scrollBehavior: 'auto' },
          // Toasts come and go at once. Not `none`: a toast waits for its animation's end event.
          '.Toastify .Toastify--animate, .Toastify .Toastify--animate-icon': {
            animationDuration: '1ms',
          },
        },
        // Headings a hash link scrolls to must not hide under the sticky bar.
        'section[id], footer[id], h1[id], h2[id]': { scrollMarginTop: 88 },
        'a:focus-visible, [tabindex]:focus-visible': focusOutline,
        '#main:focus': { outline: 'none' },
        // Toasts in Solace's type and colours (set on the container so they beat the :root ones).
        '.Toastify': {
          '--toastify-font-family': 'inherit',
          '--toastify-text-color-light': '#1E2A2C',
          '--toastify-icon-color-success': '#2E7D4F',
          '--toastify-icon-color-error': '#B3261E',
          '--toastify-icon-color-info': '#2B6B63',
          '--toastify-color-progress-success': '#2E7D4F',
          '--toastify-color-progress-error': '#B3261E',
          '--toastify-color-progress-light': '#2B6B63',
        },
      },
    },
    MuiButtonBase: {
      styleOverrides: { root: { '&.Mui-focusVisible': focusOutline } },
    },
    // The outline above marks keyboard focus; MUI's pulsing focus ripple on top of it is noise.
    MuiButton: {
      defaultProps: { disableElevation: true, disableFocusRipple: true },
      styleOverrides: {
        root: { borderRadius: 999, paddingInline: 20 },
        sizeLarge: { paddingBlock: 12, paddingInline: 28, fontSize: '1rem' },
      },
    },
    MuiIconButton: { defaultProps: { disableFocusRipple: true } },
    MuiLink: {
      defaultProps: { underline: 'hover' },
      styleOverrides: { root: { fontWeight: 500, '&:focus-visible': focusOutline } },
    },
    MuiCard: {
      defaultProps: { elevation: 0 },
      styleOverrides: {
        root: {
          borderRadius: 16,
          border: `1px solid ${surfaces.border}`,
          boxShadow: `0 1px 2px ${alpha('#1E2A2C', 0.04)}, 0 8px 24px ${alpha('#1E2A2C', 0.05)}`,
        },
      },
    },
    MuiAlert: { styleOverrides: { root: { borderRadius: 12 } } },
    MuiChip: { styleOverrides: { root: { fontWeight: 600 } } },
  },
});
