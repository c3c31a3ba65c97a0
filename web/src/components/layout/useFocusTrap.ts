import { useEffect, useRef, type RefObject } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';
const FIELD = 'input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled])';

/**
 * Where focus lands on opening: the first form field (what the person came to fill in), else the
 * container itself when it can take focus (a dialog reads its title first), else its first control.
 */
function initialTarget(root: HTMLElement): HTMLElement | null {
  const field = root.querySelector<HTMLElement>(FIELD);
  if (field) return field;
  if (root.tabIndex === -1 && root.hasAttribute('tabindex')) return root;
  return root.querySelector<HTMLElement>(FOCUSABLE);
}

/** The element focused last (not the body): the opener when a control lost focus on being disabled (a submitting form's button). */
let lastFocused: HTMLElement | null = null;
let tracking = false;
function trackFocus(): void {
  if (tracking) return;
  tracking = true;
  document.addEventListener('focusin', (event) => {
    if (event.target instanceof HTMLElement && event.target !== document.body) lastFocused = event.target;
  });
}

// from the start (the header's menu loads this module on every page), not from the first dialog
if (typeof document !== 'undefined') trackFocus();

const focusIsLost = (root: HTMLElement) =>
  !document.activeElement || document.activeElement === document.body || root.contains(document.activeElement);

/** Focus back on the opener; a button still disabled (its form finishing) gets it once enabled, within about a second. */
function restoreFocus(opener: HTMLElement, root: HTMLElement, frames = 60): void {
  if (!opener.isConnected || !focusIsLost(root)) return;
  if (opener.matches(':disabled')) {
    if (frames > 0) window.requestAnimationFrame(() => restoreFocus(opener, root, frames - 1));
    return;
  }
  opener.focus();
}

/**
 * While active: focus moves into the container, Tab cycles inside it, Escape calls onEscape; when
 * it ends (closed or unmounted) focus goes back to the element that had it before (the opener).
 */
export function useFocusTrap(container: RefObject<HTMLElement | null>, active: boolean, onEscape: () => void) {
  // the latest callback, so that a parent's re-render (a new arrow function) does not re-run the trap and move focus
  const escape = useRef(onEscape);
  useEffect(() => {
    escape.current = onEscape;
  }, [onEscape]);

  useEffect(() => {
    const root = container.current;
    if (!active || !root) return;
    const current = document.activeElement;
    const opener = current instanceof HTMLElement && current !== document.body ? current : lastFocused;
    const focusables = () => Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE));
    initialTarget(root)?.focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        escape.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusables();
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) return;
      const outside = !root.contains(document.activeElement) || document.activeElement === root;
      if (event.shiftKey && (document.activeElement === first || outside)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (document.activeElement === last || outside)) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.body.style.overflow = overflow;
      // back to the opener, unless it is gone or focus has already been placed elsewhere on purpose
      if (opener) restoreFocus(opener, root);
    };
  }, [container, active]);
}
