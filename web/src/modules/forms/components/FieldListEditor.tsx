import { FORM_FIELD_TYPES, FORM_LIMITS, type FormField, type FormFieldType } from '@vdp/shared/forms/form.constants';
import { isFieldMessage } from '@vdp/shared/validation/field-message';
import { useFormikContext } from 'formik';
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { FieldError } from '../../../components/form/FieldError';
import { Button } from '../../../components/ui/Button';
import { VisuallyHidden } from '../../../components/ui/layout';
import type { BuilderValues } from '../builderForm';
import { addField, moveField, removeField, type FieldsChange } from '../formBuilder';
import { ButtonRow, Muted } from '../forms.styles';
import { FieldEditor } from './FieldEditor';

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

/** Where the keyboard focus goes once the list re-renders: a button of a field, or the Add buttons. */
type PendingFocus = { id: string; selector: string } | 'add' | null;

/**
 * The builder's fields: add one of the 7 types, then edit, move (Move up / Move down, the focus
 * following the field) and remove each; the moves and removals are announced.
 */
export function FieldListEditor() {
  const intl = useIntl();
  const { values, errors, submitCount, setFieldValue } = useFormikContext<BuilderValues>();
  const fields = values.fields;
  const [announcement, setAnnouncement] = useState('');
  const pendingFocus = useRef<PendingFocus>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const addRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const pending = pendingFocus.current;
    pendingFocus.current = null;
    if (pending === 'add') addRef.current?.querySelector<HTMLButtonElement>('button')?.focus();
    else if (pending) {
      const box = listRef.current?.querySelector(`[data-field-id="${pending.id}"]`);
      const preferred = box?.querySelector<HTMLElement>(pending.selector);
      const usable = preferred && !(preferred instanceof HTMLButtonElement && preferred.disabled);
      (usable ? preferred : box?.querySelector<HTMLButtonElement>('button[data-move]:not(:disabled)'))?.focus();
    }
  }, [fields]);

  const apply = (change: FieldsChange, said: string) => {
    void setFieldValue('fields', change.fields);
    const cleared = change.clearedConditions
      ? ` ${intl.formatMessage({ id: 'forms.builder.conditionsCleared' }, { n: change.clearedConditions })}`
      : '';
    setAnnouncement(`${said}${cleared}`);
  };

  const move = (field: FormField, index: number, direction: -1 | 1) => {
    pendingFocus.current = { id: field.id, selector: `button[data-move="${direction}"]` };
    const position = index + direction + 1;
    apply(
      moveField(fields, index, direction),
      intl.formatMessage({ id: 'forms.builder.moved' }, { label: field.label, position, count: fields.length }),
    );
  };

  const add = (type: FormFieldType) => {
    const next = addField(fields, type);
    const added = next[next.length - 1];
    if (added && next.length > fields.length) pendingFocus.current = { id: added.id, selector: 'input' };
    void setFieldValue('fields', next);
  };

  const remove = (field: FormField, index: number) => {
    const neighbour = fields[index + 1] ?? fields[index - 1];
    pendingFocus.current = neighbour ? { id: neighbour.id, selector: 'button[data-remove]' } : 'add';
    apply(removeField(fields, field.id), intl.formatMessage({ id: 'forms.builder.removed' }, { label: field.label }));
  };

  // the whole list's error: "No Fields: ..." or conditions out of order (the fields' own errors show under them)
  const listError = submitCount > 0 && isFieldMessage(errors.fields) ? errors.fields : undefined;

  return (
    <Section aria-labelledby="form-fields-title" aria-describedby={listError ? 'form-fields-error' : undefined}>
      <h2 id="form-fields-title">
        <FormattedMessage id="forms.builder.fields" />
      </h2>
      <FieldError id="form-fields-error" error={listError} announce />
      {fields.length === 0 ? (
        <Muted>
          <FormattedMessage id="forms.builder.noFields" />
        </Muted>
      ) : (
        <List ref={listRef}>
          {fields.map((field, index) => (
            <li key={field.id}>
              <FieldEditor
                field={field}
                index={index}
                count={fields.length}
                onMove={(direction) => move(field, index, direction)}
                onRemove={() => remove(field, index)}
                onChange={(change) => apply(change, '')}
              />
            </li>
          ))}
        </List>
      )}
      <div role="group" aria-labelledby="form-add-field" ref={addRef}>
        <Muted id="form-add-field">
          <FormattedMessage id="forms.builder.addField" />
        </Muted>
        <ButtonRow>
          {FORM_FIELD_TYPES.map((type) => (
            <Button
              key={type}
              type="button"
              $variant="outline"
              $size="sm"
              disabled={fields.length >= FORM_LIMITS.fields}
              onClick={() => add(type)}
            >
              <FormattedMessage id={`forms.type.${type}`} />
            </Button>
          ))}
        </ButtonRow>
        {fields.length >= FORM_LIMITS.fields && (
          <Muted>
            <FormattedMessage id="forms.builder.tooManyFields" values={{ max: FORM_LIMITS.fields }} />
          </Muted>
        )}
      </div>
      <VisuallyHidden role="status" aria-live="polite">
        {announcement}
      </VisuallyHidden>
    </Section>
  );
}
