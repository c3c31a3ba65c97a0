import { useField } from 'formik';
import { InputField, type InputFieldProps } from './InputField';
import { useFieldError, type FieldErrorOptions } from './useFieldError';

export interface TextFieldProps
  extends Omit<InputFieldProps, 'error' | 'name' | 'value' | 'onChange' | 'onBlur'>, FieldErrorOptions {
  name: string;
}

/** A Formik-bound input (text, e-mail, number, tel, date, password...) with its label and error. */
export function TextField({ name, showWhen, ...props }: TextFieldProps) {
  const [field] = useField<string | number | null>(name);
  const error = useFieldError(name, { showWhen });
  return <InputField {...props} {...field} value={field.value ?? ''} error={error} />;
}
