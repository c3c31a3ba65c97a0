import { useFormikContext } from 'formik';
import { useEffect, useRef, type RefObject } from 'react';

/** The control to focus in a form: the first one marked invalid, in page order, else the first error's field by name. */
export function firstInvalidControl(form: HTMLFormElement, errorNames: readonly string[]): HTMLElement | null {
  const marked = form.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (marked) return marked;
  for (const name of errorNames) {
    const named = form.querySelector<HTMLElement>(`[name="${CSS.escape(name)}"]`);
    if (named) return named;
  }
  return null;
}

/**
 * After a submit that ended with errors (the schema's, or the server's set in onSubmit), moves
 * focus to the first field to fix, so keyboard and screen-reader users land on it (WCAG 3.3.1).
 * Runs once per submit attempt; rendered by the kit's `Form`, so every Formik form has it.
 */
export function FocusFirstError({ form }: { form: RefObject<HTMLFormElement | null> }) {
  const { submitCount, isSubmitting, isValidating, errors } = useFormikContext();
  const handled = useRef(submitCount);
  useEffect(() => {
    if (submitCount === handled.current || isSubmitting || isValidating) return;
    handled.current = submitCount;
    const names = Object.keys(errors);
    if (names.length === 0 || !form.current) return;
    firstInvalidControl(form.current, names)?.focus();
  }, [form, submitCount, isSubmitting, isValidating, errors]);
  return null;
}
