import { useField } from 'formik';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { FieldError } from './FieldError';
import { CheckRow } from './fieldStyles';
import { useFieldError, useFieldIds, type FieldErrorOptions } from './useFieldError';

const Group = styled.fieldset`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(180px, 1fr));
  gap: ${({ theme }) => theme.space[2]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  padding: ${({ theme }) => theme.space[4]};
  margin: 0;
  & > p {
    grid-column: 1 / -1;
  }
`;

interface CheckboxGroupFieldProps extends FieldErrorOptions {
  /** A Formik field holding the checked values. */
  name: string;
  legend: ReactNode;
  options: readonly { value: string; label: ReactNode }[];
}

/** A Formik-bound list of values as a group of checkboxes; its error is announced when it appears. */
export function CheckboxGroupField({ name, legend, options, showWhen }: CheckboxGroupFieldProps) {
  const [field, , helpers] = useField<string[]>(name);
  const error = useFieldError(name, { showWhen });
  const ids = useFieldIds();
  const checked = field.value ?? [];
  return (
    <Group aria-invalid={error ? true : undefined} aria-describedby={error ? ids.errorId : undefined}>
      <legend>{legend}</legend>
      {options.map((option) => (
        <CheckRow key={option.value}>
          <input
            type="checkbox"
            name={name}
            value={option.value}
            checked={checked.includes(option.value)}
            onChange={(event) =>
              void helpers.setValue(
                event.target.checked ? [...checked, option.value] : checked.filter((value) => value !== option.value),
              )
            }
          />
          {option.label}
        </CheckRow>
      ))}
      <FieldError id={ids.errorId} error={error} announce />
    </Group>
  );
}
