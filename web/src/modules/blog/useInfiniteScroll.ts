import { useEffect, useRef, type RefObject } from 'react';

/**
 * Infinite scroll (issue 14 §2): calls `onReach` when the returned sentinel comes within `margin`
 * of the viewport while `enabled`. Turning `enabled` off and on again (a page loading, then
 * loaded) observes afresh, so a sentinel still in view asks for the next page too. Without
 * IntersectionObserver nothing happens: the Load more button stays the way on.
 */
export function useInfiniteScroll(onReach: () => void, enabled: boolean, margin = '400px'): RefObject<HTMLDivElement | null> {
  const sentinel = useRef<HTMLDivElement>(null);
  const latest = useRef(onReach);
  useEffect(() => {
    latest.current = onReach;
  });
  useEffect(() => {
    const element = sentinel.current;
    if (!enabled || !element || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) latest.current();
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [enabled, margin]);
  return sentinel;
}
