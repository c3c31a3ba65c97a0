import { useCallback, useRef, useState, type ReactElement } from 'react';
import { ConfirmDialog, type ConfirmRequest } from './ConfirmDialog';

/**
 * `ask(request)` opens a confirmation dialog and resolves with the answer; render `dialog` where
 * it belongs. One question at a time: a new one answers the open one with no.
 */
export function useConfirm(): { ask: (request: ConfirmRequest) => Promise<boolean>; dialog: ReactElement | null } {
  const [request, setRequest] = useState<ConfirmRequest | null>(null);
  const resolver = useRef<((answer: boolean) => void) | null>(null);

  const ask = useCallback((next: ConfirmRequest) => {
    resolver.current?.(false);
    setRequest(next);
    return new Promise<boolean>((resolve) => {
      resolver.current = resolve;
    });
  }, []);

  const onAnswer = useCallback((answer: boolean) => {
    resolver.current?.(answer);
    resolver.current = null;
    setRequest(null);
  }, []);

  return { ask, dialog: request ? <ConfirmDialog {...request} onAnswer={onAnswer} /> : null };
}
