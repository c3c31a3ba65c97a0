import type { ReactNode, SelectHTMLAttributes } from 'react';
import { FieldError, type FieldErrorValue, type MessageValues } from './FieldError';
import { FieldBox, HintText, SelectInput } from './fieldStyles';
import { FieldLabel } from './FieldLabel';
import { describedBy, useFieldIds } from './useFieldError';

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

export interface SelectInputFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: ReactNode;
  options: readonly Option[];
  /** Shown first with an empty value (such as "Select make"). */
  placeholder?: string;
  hint?: ReactNode;
  /** The error to show under the field (a message id, a text or a FieldMessage). */
  error?: FieldErrorValue;
  errorValues?: MessageValues;
}

/** A labelled select with its error and hint tied to it by aria-describedby (not bound to Formik). */
export function SelectInputField({
  label,
  options,
  placeholder,
  hint,
  error,
  errorValues,
  required,
  ...selectProps
}: SelectInputFieldProps) {
  const ids = useFieldIds();
  const invalid = Boolean(error);
  return (
    <FieldBox>
      <FieldLabel htmlFor={ids.id} required={required}>
        {label}
      </FieldLabel>
      <SelectInput
        id={ids.id}
        {...selectProps}
        $invalid={invalid}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={describedBy(ids, invalid, Boolean(hint))}
        aria-required={required || undefined}
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
