import { useField } from 'formik';
import type { ReactNode, TextareaHTMLAttributes } from 'react';
import { FieldError } from './FieldError';
import { FieldBox, HintText, TextAreaInput } from './fieldStyles';
import { FieldLabel } from './FieldLabel';
import { useRequired } from './useRequired';
import { describedBy, useFieldError, useFieldIds, type FieldErrorOptions } from './useFieldError';

export interface TextAreaFieldProps
  extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'name' | 'id' | 'value' | 'onChange' | 'onBlur'>, FieldErrorOptions {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
}

/** A Formik-bound multi-line text with its label and error. */
export function TextAreaField({ name, label, hint, showWhen, required, ...rest }: TextAreaFieldProps) {
  const needed = useRequired(name) || Boolean(required) || rest['aria-required'] === true;
  const [field] = useField<string | null>(name);
  const error = useFieldError(name, { showWhen });
  const ids = useFieldIds();
  return (
    <FieldBox>
      <FieldLabel htmlFor={ids.id} required={needed}>
        {label}
      </FieldLabel>
      <TextAreaInput
        id={ids.id}
        {...rest}
        {...field}
        value={field.value ?? ''}
        $invalid={Boolean(error)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids, Boolean(error), Boolean(hint))}
        aria-required={needed || undefined}
      />
      <FieldError id={ids.errorId} error={error} />
      {hint && <HintText id={ids.hintId}>{hint}</HintText>}
    </FieldBox>
  );
}
