import type { FieldMessage } from '@vdp/shared/validation/field-message';
import { useField, useFormikContext } from 'formik';
import { useId } from 'react';
import type { FieldErrorValue } from './FieldError';

export interface FieldErrorOptions {
  /** `touched` (default): once the field was left or the form submitted; `submitted`: after a submit only. */
  showWhen?: 'touched' | 'submitted';
}

/** The error to show for a Formik field, if any. */
export function useFieldError(name: string, { showWhen = 'touched' }: FieldErrorOptions = {}): FieldErrorValue | undefined {
  const [, meta] = useField(name);
  const { submitCount } = useFormikContext();
  // Formik types errors as strings; the shared Yup schemas put FieldMessage objects there too
  const error = meta.error as unknown as string | FieldMessage | undefined;
  const shown = showWhen === 'submitted' ? submitCount > 0 : meta.touched;
  return shown && error ? error : undefined;
}

/** The ids tying a control to its label, error and hint. */
export function useFieldIds(): { id: string; errorId: string; hintId: string } {
  const id = useId();
  return { id, errorId: `${id}-error`, hintId: `${id}-hint` };
}

/** aria-describedby for a control: its error (when shown), then its hint (when it has one). */
export function describedBy(ids: { errorId: string; hintId: string }, hasError: boolean, hasHint: boolean): string | undefined {
  const parts = [hasError && ids.errorId, hasHint && ids.hintId].filter((part): part is string => Boolean(part));
  return parts.length > 0 ? parts.join(' ') : undefined;
}
