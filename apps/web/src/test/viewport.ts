import { vi } from 'vitest';

/**
 * Makes the page `width` CSS pixels wide for media queries (jsdom has no `matchMedia`), so a
 * component's `useMediaQuery(theme.breakpoints...)` sees a phone or a desktop. Undone by the
 * `vi.unstubAllGlobals()` after every test (test/render.tsx).
 */
export function setViewportWidth(width: number): void {
  // Only widths: any other feature (prefers-reduced-motion…) is a browser without a preference.
  const matches = (query: string) => {
    const widths = [...query.matchAll(/\((min|max)-width:\s*([\d.]+)px\)/g)];
    return (
      widths.length > 0 &&
      widths.every(([, side, value]) =>
        side === 'min' ? width >= Number(value) : width <= Number(value),
      )
    );
  };
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: matches(query),
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  }));
}
