import { CHARITY_CHOICES, PICKUP_PREFERENCES } from '@vdp/shared/donations/donation.constants';
import { useQuery } from '@apollo/client/react';
import { Formik } from '../../../components/form/Formik';
import { Form } from '../../../components/form/Form';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '../../../components/ui/Button';
import type { MessageId } from '../../../i18n/messages';
import { SelectField } from '../../../components/form/SelectField';
import { TextAreaField } from '../../../components/form/TextAreaField';
import { TextField } from '../../../components/form/TextField';
import { FieldGrid, FormFieldset } from '../../../components/form/fieldStyles';
import { charityId, pickupId } from '../../../lib/messageIds';
import { donationDonorSchema } from '@vdp/shared/validation/donation.schema';
import { CharityChoicesDocument } from '../../charities/graphql/CharityChoices.generated';
import { chosenCharityName, OTHER_CHARITY, type DonorValues, type VehicleValues } from '../wizardValues';
import { Actions } from '../../../components/layout/DonorPage';
import { ValuationSummary } from './ValuationSummary';
import { PickupFeeNote } from '../../settings/components/PickupFeeNote';
import { DONOR_NOTES_MAX } from '@vdp/shared/validation/donation.schema';

interface DonorStepProps {
  vehicle: VehicleValues;
  initialValues: DonorValues;
  onEstimate: (value: string | null) => void;
  /** Back to step 1, keeping what was typed here. */
  onBack: (draft: DonorValues) => void;
  /** With the chosen charity's name, for the review. */
  onSubmit: (values: DonorValues, charityName: string | null) => Promise<void>;
}

/** Wizard step 2: the valuation together with the donor form (spec 000 §2.5, §5). */
export function DonorStep({ vehicle, initialValues, onEstimate, onBack, onSubmit }: DonorStepProps) {
  const intl = useIntl();
  const t = (id: MessageId) => intl.formatMessage({ id });
  // the active verified charities; when the list fails or is empty, the spec's fixed list stays
  const { data } = useQuery(CharityChoicesDocument, { errorPolicy: 'all' });
  const choices = data?.charityChoices ?? [];
  const registered = choices.length > 0;
  const submit = (values: DonorValues) => {
    const donor = registered ? { ...values, preferredCharity: '' } : { ...values, charityId: '' };
    return onSubmit(
      donor,
      chosenCharityName(donor, choices, (value) => t(charityId(value))),
    );
  };
  return (
    <>
      <ValuationSummary vehicle={vehicle} onEstimate={onEstimate} />
      <Formik<DonorValues> initialValues={initialValues} validationSchema={donationDonorSchema} onSubmit={submit}>
        {({ values, isSubmitting }) => (
          <Form noValidate aria-label={t('donate.step2.title')}>
            <FormFieldset disabled={isSubmitting}>
              <FieldGrid>
                <TextField name="firstName" label={t('donate.firstName')} autoComplete="given-name" />
                <TextField name="lastName" label={t('donate.lastName')} autoComplete="family-name" />
                <TextField name="email" label={t('donate.email')} type="email" inputMode="email" autoComplete="email" />
                <TextField name="phone" label={t('donate.phone')} type="tel" inputMode="tel" autoComplete="tel" />
                <TextField name="address" label={t('donate.address')} autoComplete="street-address" />
                <TextField name="city" label={t('donate.city')} autoComplete="address-level2" />
                <TextField
                  name="postalCode"
                  label={t('donate.postalCode')}
                  autoComplete="postal-code"
                  autoCapitalize="characters"
                  spellCheck={false}
                />
                <SelectField
                  name="pickupPreference"
                  label={t('donate.pickupPreference')}
                  options={PICKUP_PREFERENCES.map((value) => ({ value, label: t(pickupId(value)) }))}
                />
                <PickupFeeNote />
                {registered ? (
                  <SelectField
                    name="charityId"
                    label={t('donate.charity')}
                    options={[
                      ...choices.map((choice) => ({
                        value: choice.id,
                        label: choice.city ? `${choice.name} (${choice.city})` : choice.name,
                      })),
                      { value: OTHER_CHARITY, label: t(charityId(OTHER_CHARITY)) },
                    ]}
                    placeholder={t('donate.charity.placeholder')}
                  />
                ) : (
                  <SelectField
                    name="preferredCharity"
                    label={t('donate.charity')}
                    options={CHARITY_CHOICES.map((value) => ({ value, label: t(charityId(value)) }))}
                    placeholder={t('donate.charity.placeholder')}
                  />
                )}
                <TextField name="preferredDate" label={t('donate.preferredDate')} type="date" />
              </FieldGrid>
              <TextAreaField name="notes" label={t('donate.notes')} maxLength={DONOR_NOTES_MAX} />
              <Actions>
                <Button type="button" $variant="outline" $size="lg" onClick={() => onBack(values)}>
                  <FormattedMessage id="donate.back" />
                </Button>
                <Button type="submit" $size="lg" aria-busy={isSubmitting}>
                  <FormattedMessage id={isSubmitting ? 'donate.submitting' : 'donate.submit'} />
                </Button>
              </Actions>
            </FormFieldset>
          </Form>
        )}
      </Formik>
    </>
  );
}
