import { useField } from 'formik';
import { InputField, type InputFieldProps } from './InputField';
import { useFieldError, type FieldErrorOptions } from './useFieldError';
import { useRequired } from './useRequired';

export interface TextFieldProps
  extends Omit<InputFieldProps, 'error' | 'name' | 'value' | 'onChange' | 'onBlur'>, FieldErrorOptions {
  name: string;
}

/** A Formik-bound input (text, e-mail, number, tel, date, password...) with its label and error. */
export function TextField({ name, showWhen, required, ...props }: TextFieldProps) {
  const [field] = useField<string | number | null>(name);
  const error = useFieldError(name, { showWhen });
  // marked "(required)" when the form's schema requires it, or the caller says so
  const needed = useRequired(name) || Boolean(required) || props['aria-required'] === true;
  return <InputField {...props} {...field} value={field.value ?? ''} error={error} required={needed} />;
}
