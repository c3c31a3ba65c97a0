import type { InputHTMLAttributes, ReactNode } from 'react';
import { FieldError, type FieldErrorValue, type MessageValues } from './FieldError';
import { Addon, FieldBox, HintText, InputRow, TextInput } from './fieldStyles';
import { FieldLabel } from './FieldLabel';
import { describedBy, useFieldIds } from './useFieldError';

export interface InputFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: ReactNode;
  /** The error to show under the field (a message id, a text or a FieldMessage). */
  error?: FieldErrorValue;
  /** Values for the error message's placeholders. */
  errorValues?: MessageValues;
  /** A line of help under the field. */
  hint?: ReactNode;
  /** A control inside the field's right edge, such as a show-password toggle. */
  addon?: ReactNode;
}

/** A labelled input with its error and hint tied to it by aria-describedby (not bound to Formik); `required` is said in words. */
export function InputField({ label, error, errorValues, hint, addon, required, ...inputProps }: InputFieldProps) {
  const ids = useFieldIds();
  const invalid = Boolean(error);
  return (
    <FieldBox>
      <FieldLabel htmlFor={ids.id} required={required}>
        {label}
      </FieldLabel>
      <InputRow>
        <TextInput
          id={ids.id}
          $invalid={invalid}
          $withAddon={Boolean(addon)}
          aria-invalid={invalid ? true : undefined}
          aria-describedby={describedBy(ids, invalid, Boolean(hint))}
          aria-required={required || undefined}
          {...inputProps}
        />
        {addon && <Addon>{addon}</Addon>}
      </InputRow>
      <FieldError id={ids.errorId} error={error} values={errorValues} />
      {hint && <HintText id={ids.hintId}>{hint}</HintText>}
    </FieldBox>
  );
}
