import { FORM_LIMITS, type FormField } from '@vdp/shared/forms/form.constants';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { CheckboxField } from '../../../components/form/CheckboxField';
import { FieldGrid } from '../../../components/form/fieldStyles';
import { TextField } from '../../../components/form/TextField';
import { Button } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/layout';
import type { FieldsChange } from '../formBuilder';
import { ButtonRow } from '../forms.styles';
import { ConditionEditor } from './ConditionEditor';
import { OptionsEditor } from './OptionsEditor';

const Box = styled(Card)`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;
  padding: ${({ theme }) => theme.space[4]};
  min-width: 0;
  legend {
    float: left;
    width: 100%;
    padding: 0;
    font-weight: 700;
  }
  legend + * {
    clear: both;
  }
`;

interface FieldEditorProps {
  field: FormField;
  index: number;
  count: number;
  onMove: (direction: -1 | 1) => void;
  onRemove: () => void;
  /** An operation that may remove conditions (removing an option). */
  onChange: (change: FieldsChange) => void;
}

/** One field of the builder: its label, placeholder, required, options, condition; move and remove. */
export function FieldEditor({ field, index, count, onMove, onRemove, onChange }: FieldEditorProps) {
  const intl = useIntl();
  const path = `fields[${index}]`;
  const type = intl.formatMessage({ id: `forms.type.${field.type}` });
  return (
    <Box as="fieldset" data-field-id={field.id}>
      <legend>
        <FormattedMessage id="forms.builder.fieldHeading" values={{ n: index + 1, type }} />
      </legend>
      <FieldGrid>
        <TextField
          name={`${path}.label`}
          label={intl.formatMessage({ id: 'forms.builder.label' })}
          aria-required
          maxLength={FORM_LIMITS.label}
        />
        {field.type !== 'checkbox' && field.type !== 'date' && (
          <TextField
            name={`${path}.placeholder`}
            label={intl.formatMessage({ id: 'forms.builder.placeholder' })}
            maxLength={FORM_LIMITS.placeholder}
          />
        )}
      </FieldGrid>
      <CheckboxField name={`${path}.required`} label={intl.formatMessage({ id: 'forms.builder.required' })} />
      {field.type === 'select' && <OptionsEditor field={field} index={index} onChange={onChange} />}
      {index > 0 && <ConditionEditor field={field} index={index} />}
      <ButtonRow>
        <Button type="button" $variant="outline" $size="sm" data-move="-1" disabled={index === 0} onClick={() => onMove(-1)}>
          <FormattedMessage id="forms.builder.moveUp" />
        </Button>
        <Button
          type="button"
          $variant="outline"
          $size="sm"
          data-move="1"
          disabled={index === count - 1}
          onClick={() => onMove(1)}
        >
          <FormattedMessage id="forms.builder.moveDown" />
        </Button>
        <Button type="button" $variant="ghost" $size="sm" data-remove onClick={onRemove}>
          <FormattedMessage id="forms.builder.remove" />
        </Button>
      </ButtonRow>
    </Box>
  );
}
