import { CHARITY_CHOICES, PICKUP_PREFERENCES } from '@vdp/shared/donations/donation.constants';
import { Form, Formik } from 'formik';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '../../../components/ui/Button';
import type { MessageId } from '../../../i18n/messages';
import { Fields } from '../../valuation/components/ValuationForm';
import { FieldGrid, FormikSelect, FormikText, FormikTextArea } from '../../../components/form/FormFields';
import { charityId, pickupId } from '../../../lib/messageIds';
import { donorSchema, type DonorValues, type VehicleValues } from '../wizardValues';
import { Actions } from '../../../components/layout/DonorPage';
import { ValuationSummary } from './ValuationSummary';

interface DonorStepProps {
  vehicle: VehicleValues;
  initialValues: DonorValues;
  onEstimate: (value: string | null) => void;
  /** Back to step 1, keeping what was typed here. */
  onBack: (draft: DonorValues) => void;
  onSubmit: (values: DonorValues) => Promise<void>;
}

/** Wizard step 2: the valuation together with the donor form (spec 000 §2.5, §5). */
export function DonorStep({ vehicle, initialValues, onEstimate, onBack, onSubmit }: DonorStepProps) {
  const intl = useIntl();
  const t = (id: MessageId) => intl.formatMessage({ id });
  return (
    <>
      <ValuationSummary vehicle={vehicle} onEstimate={onEstimate} />
      <Formik<DonorValues> initialValues={initialValues} validationSchema={donorSchema} onSubmit={onSubmit}>
        {({ values, isSubmitting }) => (
          <Form noValidate aria-label={t('donate.step2.title')}>
            <Fields disabled={isSubmitting}>
              <FieldGrid>
                <FormikText name="firstName" label={t('donate.firstName')} autoComplete="given-name" />
                <FormikText name="lastName" label={t('donate.lastName')} autoComplete="family-name" />
                <FormikText name="email" label={t('donate.email')} type="email" autoComplete="email" />
                <FormikText name="phone" label={t('donate.phone')} type="tel" autoComplete="tel" />
                <FormikText name="address" label={t('donate.address')} autoComplete="street-address" />
                <FormikText name="city" label={t('donate.city')} autoComplete="address-level2" />
                <FormikText name="postalCode" label={t('donate.postalCode')} autoComplete="postal-code" />
                <FormikSelect
                  name="pickupPreference"
                  label={t('donate.pickupPreference')}
                  options={PICKUP_PREFERENCES.map((value) => ({ value, label: t(pickupId(value)) }))}
                />
                <FormikSelect
                  name="preferredCharity"
                  label={t('donate.charity')}
                  options={CHARITY_CHOICES.map((value) => ({ value, label: t(charityId(value)) }))}
                  placeholder={t('donate.charity.placeholder')}
                />
                <FormikText name="preferredDate" label={t('donate.preferredDate')} type="date" />
              </FieldGrid>
              <FormikTextArea name="notes" label={t('donate.notes')} maxLength={2000} />
              <Actions>
                <Button type="button" $variant="outline" $size="lg" onClick={() => onBack(values)}>
                  <FormattedMessage id="donate.back" />
                </Button>
                <Button type="submit" $size="lg" aria-busy={isSubmitting}>
                  <FormattedMessage id={isSubmitting ? 'donate.submitting' : 'donate.submit'} />
                </Button>
              </Actions>
            </Fields>
          </Form>
        )}
      </Formik>
    </>
  );
}
