import { useField } from 'formik';
import type { ReactNode } from 'react';
import { FieldError } from './FieldError';
import { CheckRow } from './fieldStyles';
import { describedBy, useFieldError, useFieldIds } from './useFieldError';

/** A Formik-bound boolean as a checkbox; the label wraps it. */
export function CheckboxField({ name, label }: { name: string; label: ReactNode }) {
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
          aria-describedby={describedBy(ids, Boolean(error), false)}
        />
        {label}
      </CheckRow>
      <FieldError id={ids.errorId} error={error} />
    </>
  );
}
