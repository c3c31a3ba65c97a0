import { FORM_LIMITS, type FormField } from '@vdp/shared/forms/form.constants';
import { useFormikContext } from 'formik';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { FieldError } from '../../../components/form/FieldError';
import { InputField } from '../../../components/form/InputField';
import { useFieldError } from '../../../components/form/useFieldError';
import { Button } from '../../../components/ui/Button';
import type { BuilderValues } from '../builderForm';
import { addOption, removeOption, renameOption, type FieldsChange } from '../formBuilder';

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  li {
    display: flex;
    align-items: end;
    gap: ${({ theme }) => theme.space[2]};
  }
  li > :first-child {
    flex: 1;
  }
`;

const Group = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  border: 0;
  legend {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: 600;
    margin-bottom: ${({ theme }) => theme.space[2]};
  }
`;

function OptionInput({
  index,
  option,
  fieldIndex,
  onRename,
}: {
  index: number;
  option: string;
  fieldIndex: number;
  onRename: (text: string) => void;
}) {
  const intl = useIntl();
  const { setFieldTouched } = useFormikContext<BuilderValues>();
  const path = `fields[${fieldIndex}].options[${index}]`;
  const error = useFieldError(path);
  return (
    <InputField
      label={intl.formatMessage({ id: 'forms.builder.option' }, { n: index + 1 })}
      value={option}
      maxLength={FORM_LIMITS.option}
      onChange={(event) => onRename(event.target.value)}
      onBlur={() => void setFieldTouched(path, true, false)}
      error={error}
    />
  );
}

/** A select's options: rename (the conditions waiting for an option follow it), add, remove (one stays). */
export function OptionsEditor({
  field,
  index,
  onChange,
}: {
  field: FormField;
  index: number;
  onChange: (change: FieldsChange) => void;
}) {
  const intl = useIntl();
  const { values, setFieldValue } = useFormikContext<BuilderValues>();
  const listError = useFieldError(`fields[${index}].options`);
  const options = field.options ?? [];
  const groupError = listError !== undefined && !Array.isArray(listError) ? listError : undefined;
  const errorId = `${field.id}-options-error`;
  const set = (fields: FormField[]) => void setFieldValue('fields', fields);
  return (
    <Group aria-describedby={groupError ? errorId : undefined}>
      <legend>
        <FormattedMessage id="forms.builder.options" />
      </legend>
      <List>
        {options.map((option, at) => (
          <li key={at}>
            <OptionInput
              index={at}
              option={option}
              fieldIndex={index}
              onRename={(text) => set(renameOption(values.fields, field.id, at, text))}
            />
            <Button
              type="button"
              $variant="ghost"
              disabled={options.length <= 1}
              onClick={() => onChange(removeOption(values.fields, field.id, at))}
            >
              {intl.formatMessage({ id: 'forms.builder.removeOption' }, { n: at + 1 })}
            </Button>
          </li>
        ))}
      </List>
      <FieldError id={errorId} error={groupError} />
      <div>
        <Button
          type="button"
          $variant="outline"
          $size="sm"
          disabled={options.length >= FORM_LIMITS.options}
          onClick={() => set(addOption(values.fields, field.id))}
        >
          <FormattedMessage id="forms.builder.addOption" />
        </Button>
      </div>
    </Group>
  );
}
