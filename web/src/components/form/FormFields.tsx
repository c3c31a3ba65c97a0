import { useField } from 'formik';
import { useId, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { TextField, type TextFieldProps } from '../ui/TextField';
import { isMessageId } from '../../i18n/messages';

/** Formik-bound form controls of the donor journey: label, control and translated error, tied by aria. */

const Field = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
`;

const Label = styled.label`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
`;

const controlStyles = `
  width: 100%;
  min-height: 44px;
  padding: 0 0.75rem;
  border-radius: 10px;
`;

const Select = styled.select<{ $invalid: boolean }>`
  ${controlStyles}
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.colors.destructive : theme.colors.input)};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.foreground};
`;

const TextArea = styled.textarea<{ $invalid: boolean }>`
  ${controlStyles}
  padding: 0.5rem 0.75rem;
  min-height: 96px;
  resize: vertical;
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.colors.destructive : theme.colors.input)};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.foreground};
  font: inherit;
`;

const ErrorText = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.destructive};
`;

const CheckRow = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-height: 44px;
  cursor: pointer;
  input {
    width: 18px;
    height: 18px;
  }
`;

function ErrorMessage({ id, error }: { id: string; error: string | undefined }) {
  if (!error) return null;
  return <ErrorText id={id}>{isMessageId(error) ? <FormattedMessage id={error} /> : error}</ErrorText>;
}

function useFieldError(name: string): string | undefined {
  const [, meta] = useField(name);
  return meta.touched && meta.error ? meta.error : undefined;
}

interface FormikTextProps extends Omit<TextFieldProps, 'error' | 'name' | 'value'> {
  name: string;
}

export function FormikText({ name, ...props }: FormikTextProps) {
  const [field] = useField<string | number>(name);
  const error = useFieldError(name);
  return <TextField {...props} {...field} value={field.value ?? ''} error={error} />;
}

export interface Option {
  value: string;
  label: string;
  /** Consecutive options with the same group are shown under its heading (an optgroup). */
  group?: string;
}

/** Options in order, runs of the same group together. */
function runsOf(options: readonly Option[]): Array<{ group?: string; options: Option[] }> {
  const runs: Array<{ group?: string; options: Option[] }> = [];
  for (const option of options) {
    const last = runs[runs.length - 1];
    if (last && last.group === option.group) last.options.push(option);
    else runs.push({ group: option.group, options: [option] });
  }
  return runs;
}

const optionElements = (options: readonly Option[]) =>
  options.map((option) => (
    <option key={option.value} value={option.value}>
      {option.label}
    </option>
  ));

interface FormikSelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'name'> {
  name: string;
  label: ReactNode;
  options: readonly Option[];
  /** Shown first with an empty value (such as "Select make"). */
  placeholder?: string;
}

export function FormikSelect({ name, label, options, placeholder, ...rest }: FormikSelectProps) {
  const [field] = useField<string | number>(name);
  const error = useFieldError(name);
  const id = useId();
  return (
    <Field>
      <Label htmlFor={id}>{label}</Label>
      <Select
        id={id}
        {...rest}
        {...field}
        value={String(field.value ?? '')}
        $invalid={Boolean(error)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {runsOf(options).map((run, index) =>
          run.group === undefined ? (
            optionElements(run.options)
          ) : (
            <optgroup key={`${run.group}-${index}`} label={run.group}>
              {optionElements(run.options)}
            </optgroup>
          ),
        )}
      </Select>
      <ErrorMessage id={`${id}-error`} error={error} />
    </Field>
  );
}

interface FormikTextAreaProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'name'> {
  name: string;
  label: ReactNode;
}

export function FormikTextArea({ name, label, ...rest }: FormikTextAreaProps) {
  const [field] = useField<string>(name);
  const error = useFieldError(name);
  const id = useId();
  return (
    <Field>
      <Label htmlFor={id}>{label}</Label>
      <TextArea
        id={id}
        {...rest}
        {...field}
        value={field.value ?? ''}
        $invalid={Boolean(error)}
        aria-invalid={error ? true : undefined}
      />
      <ErrorMessage id={`${id}-error`} error={error} />
    </Field>
  );
}

export function FormikCheckbox({ name, label }: { name: string; label: ReactNode }) {
  const [field] = useField<boolean>({ name, type: 'checkbox' });
  return (
    <CheckRow>
      <input
        type="checkbox"
        name={field.name}
        checked={Boolean(field.checked ?? field.value)}
        onChange={field.onChange}
        onBlur={field.onBlur}
      />
      {label}
    </CheckRow>
  );
}

export const FieldGrid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
`;
