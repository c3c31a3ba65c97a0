import { STAFF_STATUSES } from '@vdp/shared/donations/donation-status';
import { STAFF_LIMITS } from '@vdp/shared/donations/donation.constants';
import { donationStatusUpdateFormSchema, type StatusUpdateFormRequest } from '@vdp/shared/validation/staff-donation.schema';
import { type FormikHelpers } from 'formik';
import { Formik } from '../../../components/form/Formik';
import { Form } from '../../../components/form/Form';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '../../../components/ui/Button';
import { SelectField } from '../../../components/form/SelectField';
import { TextAreaField } from '../../../components/form/TextAreaField';
import { staffStatusLabelId } from '../statusLabels';
import { STATUS_INITIAL, type StatusFormValues } from '../statusUpdateForm';
import { FormStack } from '../styles';

interface StatusUpdateFormProps {
  /** Resolves true when the change was saved (the form then clears). */
  onSubmit: (request: StatusUpdateFormRequest) => Promise<boolean>;
}

/** The 7 staff statuses and optional notes; Update stays disabled until a status is chosen (spec 000 §5). */
export function StatusUpdateForm({ onSubmit }: StatusUpdateFormProps) {
  const intl = useIntl();
  const options = STAFF_STATUSES.map((value) => ({ value, label: intl.formatMessage({ id: staffStatusLabelId(value) }) }));
  const submit = async (values: StatusFormValues, helpers: FormikHelpers<StatusFormValues>) => {
    if (await onSubmit(donationStatusUpdateFormSchema.cast(values))) helpers.resetForm();
  };
  return (
    <Formik initialValues={STATUS_INITIAL} validationSchema={donationStatusUpdateFormSchema} onSubmit={submit}>
      {({ values, isSubmitting }) => (
        <Form noValidate aria-label={intl.formatMessage({ id: 'staff.status.title' })}>
          <FormStack>
            <SelectField
              name="status"
              label={<FormattedMessage id="staff.status.new" />}
              placeholder={intl.formatMessage({ id: 'staff.status.placeholder' })}
              options={options}
            />
            <TextAreaField
              name="notes"
              label={<FormattedMessage id="staff.status.notes" />}
              maxLength={STAFF_LIMITS.notes}
              rows={3}
            />
            <div>
              <Button type="submit" disabled={!values.status || isSubmitting} aria-busy={isSubmitting}>
                <FormattedMessage id={isSubmitting ? 'staff.status.updating' : 'staff.status.submit'} />
              </Button>
            </div>
          </FormStack>
        </Form>
      )}
    </Formik>
  );
}
