import { useField } from 'formik';
import type { ReactNode } from 'react';
import { FieldError } from './FieldError';
import { CheckRow } from './fieldStyles';
import { RequiredWords } from './FieldLabel';
import { describedBy, useFieldError, useFieldIds } from './useFieldError';

/** A Formik-bound boolean as a checkbox; the label wraps it. `required`: it must be checked (said to assistive technology). */
export function CheckboxField({ name, label, required = false }: { name: string; label: ReactNode; required?: boolean }) {
  const [field] = useField<boolean>({ name, type: 'checkbox' });
  const error = useFieldError(name);
  const ids = useFieldIds();
  return (
    <>
      <CheckRow>
        <input
          type="checkbox"
          name={field.name}
          checked={Boolean(field.checked ?? field.value)}
          onChange={field.onChange}
          onBlur={field.onBlur}
          aria-invalid={error ? true : undefined}
          aria-required={required || undefined}
          aria-describedby={describedBy(ids, Boolean(error), false)}
        />
        {label}
        {required && <RequiredWords />}
      </CheckRow>
      <FieldError id={ids.errorId} error={error} />
    </>
  );
}
