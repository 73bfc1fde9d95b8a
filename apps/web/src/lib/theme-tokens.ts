/**
 * Solace's colours, defined once. The theme (app/theme.ts) is built from them, and shared
 * components that style outside the palette (the dark footer) read them here, since components
 * may not import from app/.
 */

/** A soft teal primary and sage accents: calm rather than clinical. */
export const teal = { main: '#2B6B63', light: '#5E9A90', dark: '#1E4F49', contrastText: '#FFFFFF' };
export const sage = { main: '#4A6B52', light: '#8AA790', dark: '#34503B', contrastText: '#FFFFFF' };
export const focusRing = '#1E4F49';

export const surfaces = {
  /** Tinted band behind alternating home sections. */
  tint: '#E6F0EC',
  /** Deep footer background; its texts are #E9F2EF (10.6:1) and #C9DED8 (8.6:1). */
  footer: '#1E3B38',
  footerText: '#E9F2EF',
  footerMuted: '#C9DED8',
  border: '#E3DDD3',
};
