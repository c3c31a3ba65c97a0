import { ACCIDENT_HISTORIES, VALUATION_MAKES, VEHICLE_CONDITIONS, modelsOf } from '@vdp/shared/vehicles/catalogue';
import { Form, Formik, useFormikContext } from 'formik';
import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { Button } from '../../../components/ui/Button';
import type { MessageId } from '../../../i18n/messages';
import { FieldGrid, FormikCheckbox, FormikSelect, FormikText, FormikTextArea } from '../../../components/form/FormFields';
import { accidentsId, conditionId } from '../../../lib/messageIds';
import { useYearOptions } from '../../settings/useYearOptions';
import { VALUATION_INITIAL_VALUES, valuationSchema, type ValuationValues } from '../valuationSchema';

export const Fields = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
`;

/** A new make clears a model that it does not have. */
export function ModelReset() {
  const { values, setFieldValue } = useFormikContext<{ make: string; model: string }>();
  useEffect(() => {
    if (values.model && !modelsOf(values.make).includes(values.model)) void setFieldValue('model', '', false);
  }, [values.make, values.model, setFieldValue]);
  return null;
}

interface ValuationFormProps {
  initialValues?: ValuationValues;
  onSubmit: (values: ValuationValues) => Promise<void>;
}

/** The calculator's form (spec 000 §2.6). */
export function ValuationForm({ initialValues = VALUATION_INITIAL_VALUES, onSubmit }: ValuationFormProps) {
  const intl = useIntl();
  const t = (id: MessageId) => intl.formatMessage({ id });
  const years = useYearOptions();
  const conditions = VEHICLE_CONDITIONS.map((value) => ({ value, label: t(conditionId(value)) }));
  return (
    <Formik<ValuationValues> initialValues={initialValues} validationSchema={valuationSchema} onSubmit={onSubmit}>
      {({ values, isSubmitting }) => (
        <Form noValidate aria-label={t('valuation.form.title')}>
          <ModelReset />
          <Fields disabled={isSubmitting}>
            <FieldGrid>
              <FormikSelect name="year" label={t('vehicle.year')} options={years} placeholder={t('vehicle.year.placeholder')} />
              <FormikSelect
                name="make"
                label={t('vehicle.make')}
                options={VALUATION_MAKES.map((make) => ({ value: make, label: make }))}
                placeholder={t('vehicle.make.placeholder')}
              />
              <FormikSelect
                name="model"
                label={t('vehicle.model')}
                options={modelsOf(values.make).map((model) => ({ value: model, label: model }))}
                placeholder={t('vehicle.model.placeholder')}
                disabled={!values.make}
              />
              <FormikText name="trim" label={t('vehicle.trim')} autoComplete="off" />
              <FormikText name="mileage" label={t('vehicle.mileage')} inputMode="numeric" type="number" min={0} />
              <FormikText name="location" label={t('valuation.location')} autoComplete="address-level2" />
              <FormikSelect name="condition" label={t('vehicle.condition')} options={conditions} />
              <FormikSelect name="serviceHistory" label={t('valuation.serviceHistory')} options={conditions} />
              <FormikSelect
                name="accidents"
                label={t('valuation.accidents')}
                options={ACCIDENT_HISTORIES.map((value) => ({ value, label: t(accidentsId(value)) }))}
              />
              <FormikText name="vin" label={t('vehicle.vin')} maxLength={17} autoComplete="off" />
            </FieldGrid>
            <FormikTextArea name="modifications" label={t('valuation.modifications')} maxLength={500} />
            <FormikCheckbox name="hasLienOrFinance" label={t('vehicle.hasLienOrFinance')} />
            <Button type="submit" $size="lg" aria-busy={isSubmitting}>
              <FormattedMessage id={isSubmitting ? 'valuation.form.submitting' : 'valuation.form.submit'} />
            </Button>
          </Fields>
        </Form>
      )}
    </Formik>
  );
}
