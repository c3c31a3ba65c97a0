import type { ReactNode } from 'react';
import { FieldError, type FieldErrorValue } from '../../../components/form/FieldError';
import { FieldBox, Label, SelectInput } from '../../../components/form/fieldStyles';
import { describedBy, useFieldIds } from '../../../components/form/useFieldError';
import type { Option } from '../../../components/form/SelectField';

interface ChoiceSelectProps {
  label: ReactNode;
  value: string;
  options: readonly Option[];
  onChange: (value: string) => void;
  error?: FieldErrorValue;
}

/** A labelled select that is not bound to one Formik value (the builder changes several at once). */
export function ChoiceSelect({ label, value, options, onChange, error }: ChoiceSelectProps) {
  const ids = useFieldIds();
  return (
    <FieldBox>
      <Label htmlFor={ids.id}>{label}</Label>
      <SelectInput
        id={ids.id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        $invalid={Boolean(error)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids, Boolean(error), false)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </SelectInput>
      <FieldError id={ids.errorId} error={error} />
    </FieldBox>
  );
}
