import { ACCIDENT_HISTORIES, VALUATION_MAKES, VEHICLE_CONDITIONS } from '@vdp/shared/vehicles/catalogue';
import { Formik } from '../../../components/form/Formik';
import { Form } from '../../../components/form/Form';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '../../../components/ui/Button';
import { VehicleIdentityFields } from './VehicleIdentityFields';
import type { MessageId } from '../../../i18n/messages';
import { CheckboxField } from '../../../components/form/CheckboxField';
import { SelectField } from '../../../components/form/SelectField';
import { TextAreaField } from '../../../components/form/TextAreaField';
import { TextField } from '../../../components/form/TextField';
import { FieldGrid, FormFieldset } from '../../../components/form/fieldStyles';
import { accidentsId, conditionId } from '../../../lib/messageIds';
import { valuationSchema } from '@vdp/shared/validation/valuation.schema';
import { VALUATION_INITIAL_VALUES, type ValuationValues } from '../valuationForm';
import { VIN_LENGTH } from '@vdp/shared/vehicles/catalogue';
import { MODIFICATIONS_MAX } from '@vdp/shared/validation/valuation.schema';

interface ValuationFormProps {
  initialValues?: ValuationValues;
  onSubmit: (values: ValuationValues) => Promise<void>;
}

/** The calculator's form (spec 000 §2.6). */
export function ValuationForm({ initialValues = VALUATION_INITIAL_VALUES, onSubmit }: ValuationFormProps) {
  const intl = useIntl();
  const t = (id: MessageId) => intl.formatMessage({ id });
  const conditions = VEHICLE_CONDITIONS.map((value) => ({ value, label: t(conditionId(value)) }));
  return (
    <Formik<ValuationValues> initialValues={initialValues} validationSchema={valuationSchema} onSubmit={onSubmit}>
      {({ isSubmitting }) => (
        <Form noValidate aria-label={t('valuation.form.title')}>
          <FormFieldset disabled={isSubmitting}>
            <FieldGrid>
              <VehicleIdentityFields makes={VALUATION_MAKES} />
              <TextField name="location" label={t('valuation.location')} autoComplete="address-level2" />
              <SelectField name="condition" label={t('vehicle.condition')} options={conditions} />
              <SelectField name="serviceHistory" label={t('valuation.serviceHistory')} options={conditions} />
              <SelectField
                name="accidents"
                label={t('valuation.accidents')}
                options={ACCIDENT_HISTORIES.map((value) => ({ value, label: t(accidentsId(value)) }))}
              />
              <TextField name="vin" label={t('vehicle.vin')} maxLength={VIN_LENGTH} autoComplete="off" />
            </FieldGrid>
            <TextAreaField name="modifications" label={t('valuation.modifications')} maxLength={MODIFICATIONS_MAX} />
            <CheckboxField name="hasLienOrFinance" label={t('vehicle.hasLienOrFinance')} />
            <Button type="submit" $size="lg" aria-busy={isSubmitting}>
              <FormattedMessage id={isSubmitting ? 'valuation.form.submitting' : 'valuation.form.submit'} />
            </Button>
          </FormFieldset>
        </Form>
      )}
    </Formik>
  );
}
