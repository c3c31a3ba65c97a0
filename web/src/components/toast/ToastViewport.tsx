import type { Ref } from 'react';
import { useIntl } from 'react-intl';
import { ToastCard } from './ToastCard';
import { Viewport } from './toast.styles';
import type { ToastItem } from './toastTypes';

interface ToastViewportProps {
  ref: Ref<HTMLOListElement>;
  toast: ToastItem | null;
  onDismiss: () => void;
}

/** The live region toasts appear in; always mounted so screen readers announce new ones. F8 focuses it. */
export function ToastViewport({ ref, toast, onDismiss }: ToastViewportProps) {
  const intl = useIntl();
  return (
    <Viewport ref={ref} tabIndex={-1} aria-label={intl.formatMessage({ id: 'toast.region' })} aria-live="polite">
      {toast && <ToastCard key={toast.id} toast={toast} onDismiss={onDismiss} />}
    </Viewport>
  );
}
