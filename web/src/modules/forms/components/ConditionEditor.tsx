import type { FormField } from '@vdp/shared/forms/form.constants';
import { useFormikContext } from 'formik';
import { useIntl } from 'react-intl';
import { FieldGrid } from '../../../components/form/fieldStyles';
import { InputField } from '../../../components/form/InputField';
import { SelectInputField } from '../../../components/form/SelectInputField';
import { useFieldError } from '../../../components/form/useFieldError';
import type { BuilderValues } from '../builderForm';
import { conditionChoices, conditionOn, conditionSources, updateField } from '../formBuilder';

/**
 * "Show this field: Always / Only when <an earlier field> is <an answer>" (issue 12 §5): the answer
 * is one of a select's options, Yes or No for a checkbox, or a text to type for the other types.
 */
export function ConditionEditor({ field, index }: { field: FormField; index: number }) {
  const intl = useIntl();
  const { values, setFieldValue } = useFormikContext<BuilderValues>();
  const path = `fields[${index}].showWhen`;
  const conditionError = useFieldError(path);
  const sourceError = useFieldError(`${path}.fieldId`) ?? conditionError;
  const valueError = useFieldError(`${path}.equals`);
  const sources = conditionSources(values.fields, field.id);
  const condition = field.showWhen;
  const source = condition ? sources.find((candidate) => candidate.id === condition.fieldId) : undefined;
  const choices = source ? conditionChoices(source) : undefined;

  const setCondition = (showWhen: FormField['showWhen']) =>
    void setFieldValue('fields', updateField(values.fields, field.id, { showWhen }));

  const onSource = (id: string) => {
    const next = sources.find((candidate) => candidate.id === id);
    setCondition(next ? conditionOn(next) : null);
  };

  const choiceLabel = (choice: string) =>
    source?.type === 'checkbox' ? intl.formatMessage({ id: choice === 'true' ? 'forms.yes' : 'forms.no' }) : choice;

  return (
    <FieldGrid>
      <SelectInputField
        label={intl.formatMessage({ id: 'forms.builder.condition' })}
        value={condition?.fieldId ?? ''}
        onChange={(event) => onSource(event.target.value)}
        error={sourceError}
        options={[
          { value: '', label: intl.formatMessage({ id: 'forms.builder.conditionAlways' }) },
          ...sources.map((candidate) => ({
            value: candidate.id,
            label: intl.formatMessage({ id: 'forms.builder.conditionWhen' }, { label: candidate.label }),
          })),
        ]}
      />
      {condition &&
        source &&
        (choices ? (
          <SelectInputField
            label={intl.formatMessage({ id: 'forms.builder.conditionValue' })}
            value={condition.equals}
            onChange={(event) => setCondition({ fieldId: source.id, equals: event.target.value })}
            error={valueError}
            options={choices.map((choice) => ({ value: choice, label: choiceLabel(choice) }))}
          />
        ) : (
          <InputField
            label={intl.formatMessage({ id: 'forms.builder.conditionValue' })}
            value={condition.equals}
            onChange={(event) => setCondition({ fieldId: source.id, equals: event.target.value })}
            error={valueError}
          />
        ))}
    </FieldGrid>
  );
}
