import { createContext, useContext } from 'react';
import type { ToastInput } from './toastTypes';

export interface ToastApi {
  /** Shows a toast, replacing the one on screen (one at a time). */
  toast: (input: ToastInput) => void;
  dismiss: () => void;
}

export const ToastContext = createContext<ToastApi | null>(null);

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (api === null) {
    throw new Error('useToast() was called outside <ToastProvider>. Wrap the app in <ToastProvider>.');
  }
  return api;
}
