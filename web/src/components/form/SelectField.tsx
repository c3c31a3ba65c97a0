import { useField } from 'formik';
import { SelectInputField, type SelectInputFieldProps } from './SelectInputField';
import { useFieldError, type FieldErrorOptions } from './useFieldError';
import { useRequired } from './useRequired';

export type { Option } from './SelectInputField';

export interface SelectFieldProps
  extends Omit<SelectInputFieldProps, 'error' | 'name' | 'value' | 'onChange' | 'onBlur'>, FieldErrorOptions {
  name: string;
}

/** A Formik-bound select with its label and error; options with a group are shown under its heading. */
export function SelectField({ name, showWhen, required, ...props }: SelectFieldProps) {
  const [field] = useField<string | number | null>(name);
  const error = useFieldError(name, { showWhen });
  const needed = useRequired(name) || Boolean(required) || props['aria-required'] === true;
  return <SelectInputField {...props} {...field} value={String(field.value ?? '')} error={error} required={needed} />;
}
