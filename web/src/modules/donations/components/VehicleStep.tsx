import { DONOR_REGIONS } from '@vdp/shared/donations/donation.constants';
import { VEHICLE_CONDITIONS, VEHICLE_TYPES, WIZARD_MAKES } from '@vdp/shared/vehicles/catalogue';
import { type FormikErrors } from 'formik';
import { Formik } from '../../../components/form/Formik';
import { Form } from '../../../components/form/Form';
import { donationLimitProblems } from '@vdp/shared/settings/donation-limits';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '../../../components/ui/Button';
import { VehicleIdentityFields } from '../../valuation/components/VehicleIdentityFields';
import type { MessageId } from '../../../i18n/messages';
import { CheckboxField } from '../../../components/form/CheckboxField';
import { SelectField } from '../../../components/form/SelectField';
import { TextField } from '../../../components/form/TextField';
import { FieldGrid, FormFieldset } from '../../../components/form/fieldStyles';
import { conditionId, provinceId, regionGroupId, vehicleTypeId } from '../../../lib/messageIds';
import { donationVehicleSchema } from '@vdp/shared/validation/donation.schema';
import type { VehicleValues } from '../wizardValues';
import { Actions } from '../../../components/layout/DonorPage';
import { VIN_LENGTH } from '@vdp/shared/vehicles/catalogue';
import { useDonationLimits } from '../../settings/useDonationLimits';
import { useLanguage } from '../../../i18n/LanguageContext';
import type { Locale } from '../../../i18n/locales';
import { fromKm, toKm } from '../../../lib/units';

/** The largest whole number in the edition's unit whose kilometres stay within the limit. */
function maxInUnit(maxKm: number, locale: Locale): number {
  let max = fromKm(maxKm, locale);
  while (max > 0 && toKm(max, locale) > maxKm) max -= 1;
  return max;
}

interface VehicleStepProps {
  initialValues: VehicleValues;
  onNext: (values: VehicleValues) => void;
}

/** Wizard step 1: the vehicle (spec 000 §2.5, §5). */
export function VehicleStep({ initialValues, onNext }: VehicleStepProps) {
  const intl = useIntl();
  const t = (id: MessageId) => intl.formatMessage({ id });
  const { locale } = useLanguage();
  const limits = useDonationLimits();
  // the settings' minimum year and maximum mileage, beyond the schema's own rules (the api applies them too);
  // mileage is typed in the edition's unit, the limit is in km
  const validate = (values: VehicleValues) => {
    const errors: Record<string, unknown> = Object.fromEntries(
      donationLimitProblems({ year: values.year }, limits).map(({ field, message }) => [field, message]),
    );
    const max = maxInUnit(limits.maxMileageKm, locale);
    if (values.mileage !== '' && Number(values.mileage) > max) {
      errors.mileage = { id: 'donate.validation.mileageMaxEdition', values: { max } };
    }
    return errors as FormikErrors<VehicleValues>;
  };
  return (
    <Formik<VehicleValues>
      initialValues={initialValues}
      validationSchema={donationVehicleSchema}
      validate={validate}
      onSubmit={onNext}
    >
      <Form noValidate aria-label={t('donate.step1.title')}>
        <FormFieldset>
          <FieldGrid>
            <VehicleIdentityFields makes={WIZARD_MAKES} />
            <SelectField
              name="condition"
              label={t('vehicle.condition')}
              options={VEHICLE_CONDITIONS.map((value) => ({ value, label: t(conditionId(value)) }))}
            />
            <SelectField
              name="vehicleType"
              label={t('vehicle.type')}
              options={VEHICLE_TYPES.map((value) => ({ value, label: t(vehicleTypeId(value)) }))}
            />
            <SelectField
              name="province"
              label={t('donate.province')}
              options={DONOR_REGIONS.map((value) => ({ value, label: t(provinceId(value)), group: t(regionGroupId(value)) }))}
            />
            <TextField name="vin" label={t('donate.vinOptional')} maxLength={VIN_LENGTH} autoComplete="off" />
          </FieldGrid>
          <CheckboxField name="hasAccidents" label={t('donate.hasAccidents')} />
          <CheckboxField name="hasLienOrFinance" label={t('vehicle.hasLienOrFinance')} />
          <Actions>
            <Button type="submit" $size="lg">
              <FormattedMessage id="donate.next" />
            </Button>
          </Actions>
        </FormFieldset>
      </Form>
    </Formik>
  );
}
