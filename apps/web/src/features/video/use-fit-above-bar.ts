import { useLayoutEffect, useState, type RefObject } from 'react';

/** Below this the picture is too small to be worth it: the page scrolls instead. */
const SMALLEST = 180;
const GAP = 8;

/**
 * The tallest the other person's video may be so that, on the unscrolled page, it ends above the
 * fixed control bar. Measured, not guessed in CSS: what sits above the video (header, times,
 * status, a warning) and the bar's own height (it wraps on a phone) differ from page to page.
 */
export function useFitAboveBar(
  video: RefObject<HTMLElement | null>,
  bar: RefObject<HTMLElement | null>,
): number | undefined {
  const [maxHeight, setMaxHeight] = useState<number>();
  useLayoutEffect(() => {
    const measure = () => {
      const box = video.current;
      if (!box) return;
      const topInPage = box.getBoundingClientRect().top + window.scrollY;
      const barTop = bar.current?.getBoundingClientRect().top ?? window.innerHeight;
      const room = Math.floor(barTop - topInPage - GAP);
      setMaxHeight(Math.max(SMALLEST, room));
    };
    measure();
    window.addEventListener('resize', measure);
    // A warning appearing above, or the bar wrapping, moves the edges without a window resize.
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(document.body);
    if (bar.current) observer?.observe(bar.current);
    return () => {
      window.removeEventListener('resize', measure);
      observer?.disconnect();
    };
  }, [video, bar]);
  return maxHeight;
}
