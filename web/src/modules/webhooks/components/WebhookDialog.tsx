import { type FormikHelpers } from 'formik';
import { Formik } from '../../../components/form/Formik';
import { Form } from '../../../components/form/Form';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { WEBHOOK_EVENTS } from '@vdp/shared/webhooks/webhook-events';
import { webhookEndpointSchema } from '@vdp/shared/validation/webhook.schema';
import { CheckboxGroupField } from '../../../components/form/CheckboxGroupField';
import { FormFieldset } from '../../../components/form/fieldStyles';
import { SwitchField } from '../../../components/form/SwitchField';
import { TextAreaField } from '../../../components/form/TextAreaField';
import { TextField } from '../../../components/form/TextField';
import { Button } from '../../../components/ui/Button';
import { Dialog } from '../../../components/ui/Dialog';
import { eventLabelId, type WebhookFormValues } from '../webhookForm';

export const DialogActions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[4]};
`;

interface WebhookDialogProps {
  editing: boolean;
  initialValues: WebhookFormValues;
  /** Resolves with the field errors of a refused save (null when it was saved). */
  onSave: (values: WebhookFormValues) => Promise<Record<string, string> | null>;
  onClose: () => void;
}

/** Add or edit an endpoint: its URL, a description, the events it receives (checkboxes), on or off. */
export function WebhookDialog({ editing, initialValues, onSave, onClose }: WebhookDialogProps) {
  const intl = useIntl();
  const submit = async (values: WebhookFormValues, helpers: FormikHelpers<WebhookFormValues>) => {
    const errors = await onSave(values);
    if (errors) helpers.setErrors(errors);
  };
  const options = WEBHOOK_EVENTS.map((event) => ({ value: event, label: intl.formatMessage({ id: eventLabelId(event) }) }));
  return (
    <Dialog
      title={<FormattedMessage id={editing ? 'webhooks.dialog.editTitle' : 'webhooks.dialog.addTitle'} />}
      onClose={onClose}
    >
      <Formik initialValues={initialValues} validationSchema={webhookEndpointSchema} onSubmit={submit}>
        {({ isSubmitting }) => (
          <Form noValidate>
            <FormFieldset disabled={isSubmitting}>
              <TextField
                name="url"
                type="url"
                label={intl.formatMessage({ id: 'webhooks.field.url' })}
                hint={intl.formatMessage({ id: 'webhooks.field.urlHint' })}
                required
                autoComplete="off"
              />
              <TextAreaField name="description" label={intl.formatMessage({ id: 'webhooks.field.description' })} rows={2} />
              <CheckboxGroupField name="events" legend={intl.formatMessage({ id: 'webhooks.field.events' })} options={options} />
              <SwitchField name="active" label={intl.formatMessage({ id: 'webhooks.field.active' })} />
            </FormFieldset>
            <DialogActions>
              <Button type="button" $variant="outline" onClick={onClose}>
                <FormattedMessage id="webhooks.cancel" />
              </Button>
              <Button type="submit" disabled={isSubmitting}>
                <FormattedMessage id="webhooks.save" />
              </Button>
            </DialogActions>
          </Form>
        )}
      </Formik>
    </Dialog>
  );
}
