import { vi } from 'vitest';

/**
 * Makes the page `width` CSS pixels wide for media queries (jsdom has no `matchMedia`), so a
 * component's `useMediaQuery(theme.breakpoints...)` sees a phone or a desktop. Undone by the
 * `vi.unstubAllGlobals()` after every test (test/render.tsx).
 */
export function setViewportWidth(width: number): void {
  const matches = (query: string) =>
    [...query.matchAll(/\((min|max)-width:\s*([\d.]+)px\)/g)].every(([, side, value]) =>
      side === 'min' ? width >= Number(value) : width <= Number(value),
    );
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
