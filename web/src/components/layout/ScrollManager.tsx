import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

const MAX_FRAMES = 60;

/** New page: back to the top. `#section`: scroll to it (waiting for a lazy page) and move focus there. */
export function ScrollManager() {
  const { pathname, hash, key } = useLocation();

  useEffect(() => {
    if (!hash) {
      window.scrollTo(0, 0);
      return;
    }
    let frame = 0;
    let handle = 0;
    const tryScroll = () => {
      const target = document.getElementById(decodeURIComponent(hash.slice(1)));
      if (target) {
        target.scrollIntoView();
        if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
        target.focus({ preventScroll: true });
      } else if (frame++ < MAX_FRAMES) {
        handle = window.requestAnimationFrame(tryScroll);
      }
    };
    tryScroll();
    return () => window.cancelAnimationFrame(handle);
  }, [pathname, hash, key]);

  return null;
}
