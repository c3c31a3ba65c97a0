import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { ToastContext, type ToastApi } from './ToastContext';
import { ToastViewport } from './ToastViewport';
import { TOAST_DEFAULT_DURATION, TOAST_HOTKEY, type ToastInput, type ToastItem } from './toastTypes';

export function ToastProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<ToastItem | null>(null);
  const nextId = useRef(1);
  const viewportRef = useRef<HTMLOListElement>(null);

  const toast = useCallback((input: ToastInput) => {
    setCurrent({
      id: nextId.current++,
      title: input.title,
      description: input.description,
      variant: input.variant ?? 'default',
      duration: input.duration ?? TOAST_DEFAULT_DURATION,
    });
  }, []);

  const dismiss = useCallback(() => setCurrent(null), []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === TOAST_HOTKEY) {
        event.preventDefault();
        viewportRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  const api = useMemo<ToastApi>(() => ({ toast, dismiss }), [toast, dismiss]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      <ToastViewport ref={viewportRef} toast={current} onDismiss={dismiss} />
    </ToastContext.Provider>
  );
}
