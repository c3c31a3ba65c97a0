import { useField } from 'formik';
import type { ReactNode, SelectHTMLAttributes } from 'react';
import { FieldError, type MessageValues } from './FieldError';
import { FieldBox, HintText, Label, SelectInput } from './fieldStyles';
import { describedBy, useFieldError, useFieldIds, type FieldErrorOptions } from './useFieldError';

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

export interface SelectFieldProps
  extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'name' | 'id' | 'value' | 'onChange' | 'onBlur'>, FieldErrorOptions {
  name: string;
  label: ReactNode;
  options: readonly Option[];
  /** Shown first with an empty value (such as "Select make"). */
  placeholder?: string;
  hint?: ReactNode;
  errorValues?: MessageValues;
}

/** A Formik-bound select with its label and error; options with a group are shown under its heading. */
export function SelectField({ name, label, options, placeholder, hint, errorValues, showWhen, ...rest }: SelectFieldProps) {
  const [field] = useField<string | number | null>(name);
  const error = useFieldError(name, { showWhen });
  const ids = useFieldIds();
  return (
    <FieldBox>
      <Label htmlFor={ids.id}>{label}</Label>
      <SelectInput
        id={ids.id}
        {...rest}
        {...field}
        value={String(field.value ?? '')}
        $invalid={Boolean(error)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids, Boolean(error), Boolean(hint))}
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
      </SelectInput>
      <FieldError id={ids.errorId} error={error} values={errorValues} />
      {hint && <HintText id={ids.hintId}>{hint}</HintText>}
    </FieldBox>
  );
}
