import { useEffect, type ReactElement } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import type { MessageId } from '../../i18n/messages';
import { useConfirm } from '../ui/useConfirm';

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

/** The question's words: its title, its text and the Leave button (the area of the editor says them). */
export interface LeaveGuardMessages {
  title: MessageId;
  body: MessageId;
  confirm: MessageId;
}

/**
 * "Leave with unsaved changes?" (the editors): the browser asks on reload or close, and a click on
 * any in-app link while `dirty` asks first. (The app uses BrowserRouter, which has no blocker, so
 * the links are caught before the router sees them.)
 */
export function useLeaveGuard(dirty: boolean, messages: LeaveGuardMessages): ReactElement | null {
  const intl = useIntl();
  const navigate = useNavigate();
  const { ask, dialog } = useConfirm();
  const { title, body, confirm } = messages;

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
        title: intl.formatMessage({ id: title }),
        body: intl.formatMessage({ id: body }),
        confirmLabel: intl.formatMessage({ id: confirm }),
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
  }, [dirty, ask, intl, navigate, title, body, confirm]);

  return dialog;
}

/** Renders the "leave with unsaved changes?" question while `dirty` (inside a Formik render). */
export function LeaveGuard({ dirty, messages }: { dirty: boolean; messages: LeaveGuardMessages }) {
  return useLeaveGuard(dirty, messages);
}
