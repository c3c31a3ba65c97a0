import { useEffect, type ReactElement } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { useConfirm } from '../../components/ui/useConfirm';

/** The in-app address a click on this anchor would open, or null when it leaves the app or the tab. */
export function inAppTarget(anchor: HTMLAnchorElement, event: MouseEvent, here: Location): string | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return null;
  if (anchor.target && anchor.target !== '_self') return null;
  if (anchor.hasAttribute('download')) return null;
  const url = new URL(anchor.href, here.href);
  if (url.origin !== here.origin) return null;
  const target = `${url.pathname}${url.search}${url.hash}`;
  return target === `${here.pathname}${here.search}${here.hash}` ? null : target;
}

/**
 * "Leave with unsaved changes?" (the editors): the browser asks on reload or close, and a click on
 * any in-app link while `dirty` asks first. (The app uses BrowserRouter, which has no blocker, so
 * the links are caught before the router sees them.)
 */
export function useLeaveGuard(dirty: boolean): ReactElement | null {
  const intl = useIntl();
  const navigate = useNavigate();
  const { ask, dialog } = useConfirm();

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    const onClick = (event: MouseEvent) => {
      const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(anchor instanceof HTMLAnchorElement)) return;
      const target = inAppTarget(anchor, event, window.location);
      if (target === null) return;
      event.preventDefault();
      event.stopPropagation();
      void ask({
        title: intl.formatMessage({ id: 'content.editor.leave.title' }),
        body: intl.formatMessage({ id: 'content.editor.leave.body' }),
        confirmLabel: intl.formatMessage({ id: 'content.editor.leave.confirm' }),
      }).then((leave) => {
        if (leave) navigate(target);
      });
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, [dirty, ask, intl, navigate]);

  return dialog;
}
