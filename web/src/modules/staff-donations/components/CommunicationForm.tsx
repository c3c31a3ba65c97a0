import { COMMUNICATION_METHODS, COMMUNICATION_TYPES, STAFF_LIMITS } from '@vdp/shared/donations/donation.constants';
import { donationCommunicationFormSchema, type CommunicationFormRequest } from '@vdp/shared/validation/staff-donation.schema';
import { type FormikHelpers } from 'formik';
import { Formik } from '../../../components/form/Formik';
import { Form } from '../../../components/form/Form';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '../../../components/ui/Button';
import { SelectField } from '../../../components/form/SelectField';
import { TextAreaField } from '../../../components/form/TextAreaField';
import { TextField } from '../../../components/form/TextField';
import { COMMUNICATION_INITIAL, type CommunicationFormValues } from '../communicationForm';
import { FormGrid, FormStack } from '../styles';

interface CommunicationFormProps {
  /** Resolves true when it was recorded (the form then clears). */
  onSubmit: (request: CommunicationFormRequest) => Promise<boolean>;
}

/** Records a call, e-mail, text, letter or note with the donor (spec 000 §7.2). */
export function CommunicationForm({ onSubmit }: CommunicationFormProps) {
  const intl = useIntl();
  const types = COMMUNICATION_TYPES.map((value) => ({
    value,
    label: intl.formatMessage({ id: `communication.type.${value}` }),
  }));
  const methods = COMMUNICATION_METHODS.map((value) => ({
    value,
    label: intl.formatMessage({ id: `communication.method.${value}` }),
  }));
  const submit = async (values: CommunicationFormValues, helpers: FormikHelpers<CommunicationFormValues>) => {
    if (await onSubmit(donationCommunicationFormSchema.cast(values))) helpers.resetForm();
  };
  return (
    <Formik initialValues={COMMUNICATION_INITIAL} validationSchema={donationCommunicationFormSchema} onSubmit={submit}>
      {({ isSubmitting }) => (
        <Form noValidate aria-label={intl.formatMessage({ id: 'staff.comm.formTitle' })}>
          <FormStack>
            <FormGrid>
              <SelectField name="type" label={<FormattedMessage id="staff.comm.type" />} options={types} />
              <SelectField name="method" label={<FormattedMessage id="staff.comm.method" />} options={methods} />
            </FormGrid>
            <TextField name="subject" label={<FormattedMessage id="staff.comm.subject" />} maxLength={STAFF_LIMITS.subject} />
            <TextAreaField
              name="message"
              label={<FormattedMessage id="staff.comm.message" />}
              maxLength={STAFF_LIMITS.message}
              rows={4}
            />
            <div>
              <Button type="submit" $variant="secondary" disabled={isSubmitting} aria-busy={isSubmitting}>
                <FormattedMessage id={isSubmitting ? 'staff.comm.adding' : 'staff.comm.submit'} />
              </Button>
            </div>
          </FormStack>
        </Form>
      )}
    </Formik>
  );
}
