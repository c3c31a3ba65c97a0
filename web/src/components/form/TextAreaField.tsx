import { useField } from 'formik';
import type { ReactNode, TextareaHTMLAttributes } from 'react';
import { FieldError } from './FieldError';
import { FieldBox, HintText, Label, TextAreaInput } from './fieldStyles';
import { describedBy, useFieldError, useFieldIds, type FieldErrorOptions } from './useFieldError';

export interface TextAreaFieldProps
  extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'name' | 'id' | 'value' | 'onChange' | 'onBlur'>, FieldErrorOptions {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
}

/** A Formik-bound multi-line text with its label and error. */
export function TextAreaField({ name, label, hint, showWhen, ...rest }: TextAreaFieldProps) {
  const [field] = useField<string | null>(name);
  const error = useFieldError(name, { showWhen });
  const ids = useFieldIds();
  return (
    <FieldBox>
      <Label htmlFor={ids.id}>{label}</Label>
      <TextAreaInput
        id={ids.id}
        {...rest}
        {...field}
        value={field.value ?? ''}
        $invalid={Boolean(error)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids, Boolean(error), Boolean(hint))}
      />
      <FieldError id={ids.errorId} error={error} />
      {hint && <HintText id={ids.hintId}>{hint}</HintText>}
    </FieldBox>
  );
}
