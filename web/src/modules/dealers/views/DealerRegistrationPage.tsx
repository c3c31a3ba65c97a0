import { useMutation } from '@apollo/client/react';
import { Field, Form, Formik, type FieldProps } from 'formik';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { useToast } from '../../../components/toast/ToastContext';
import { Button } from '../../../components/ui/Button';
import { Card, Container } from '../../../components/ui/layout';
import { DealerRegisterDocument } from '../../../graphql/__generated__/graphql';
import type { MessageId } from '../../../i18n/messages';
import { FormSelect, FormText } from '../components/FormFields';
import { DEALER_SPECIALTIES, OPERATING_RADIUS, SPECIALTY_KEYS, US_STATES } from '../dealerOptions';
import { DEALER_INITIAL_VALUES, dealerSchema, type DealerFormValues } from '../dealerSchema';

const Page = styled(Container)`
  max-width: 860px;
  padding-top: ${({ theme }) => theme.space[8]};
  padding-bottom: ${({ theme }) => theme.space[12]};
`;

const Panel = styled(Card)`
  padding: ${({ theme }) => theme.space[6]};
`;

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(240px, 1fr));
  gap: ${({ theme }) => theme.space[4]};
  margin-bottom: ${({ theme }) => theme.space[6]};
`;

const Specialties = styled.fieldset`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(180px, 1fr));
  gap: ${({ theme }) => theme.space[2]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  padding: ${({ theme }) => theme.space[4]};
  margin: 0 0 ${({ theme }) => theme.space[6]};
`;

const TextArea = styled.textarea`
  width: 100%;
  min-height: 96px;
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.input};
  border-radius: ${({ theme }) => theme.radii.md};
`;

/** /dealer-registration (spec 000 §2.11, §5). */
export function DealerRegistrationPage() {
  const intl = useIntl();
  const { toast } = useToast();
  const [register] = useMutation(DealerRegisterDocument);
  const [submitted, setSubmitted] = useState(false);

  const onSubmit = async (values: DealerFormValues) => {
    const { operatingHours: _hours, ...fields } = values; // shown on the form, not stored (spec 000 §3)
    try {
      await register({
        variables: {
          input: {
            ...fields,
            operatingRadius: Number(values.operatingRadius),
            businessLicense: values.businessLicense || null,
            federalTaxId: values.federalTaxId || null,
            notes: values.notes || null,
          },
        },
      });
      toast({
        variant: 'success',
        title: intl.formatMessage({ id: 'dealers.register.success.title' }),
        description: intl.formatMessage({ id: 'dealers.register.success.description' }),
      });
      setSubmitted(true);
    } catch (error) {
      toast({
        variant: 'destructive',
        title: intl.formatMessage({ id: 'dealers.register.failed.title' }),
        description: error instanceof Error ? error.message : intl.formatMessage({ id: 'dealers.register.failed.description' }),
      });
    }
  };

  if (submitted) {
    return (
      <Page as="main">
        <Panel role="status">
          <h1>
            <FormattedMessage id="dealers.register.success.title" />
          </h1>
          <p>
            <FormattedMessage id="dealers.register.success.description" />
          </p>
        </Panel>
      </Page>
    );
  }

  return (
    <Page as="main">
      <h1>
        <FormattedMessage id="dealers.register.title" />
      </h1>
      <p style={{ marginBottom: 24 }}>
        <FormattedMessage id="dealers.register.subtitle" />
      </p>
      <Panel>
        <Formik<DealerFormValues> initialValues={DEALER_INITIAL_VALUES} validationSchema={dealerSchema} onSubmit={onSubmit}>
          {({ isSubmitting, values, errors, submitCount, setFieldValue, validateForm }) => (
            <Form noValidate>
              <h2>
                <FormattedMessage id="dealers.register.business" />
              </h2>
              <Grid>
                <FormText name="businessName" labelId="dealers.field.businessName" />
                <FormText name="contactName" labelId="dealers.field.contactName" />
                <FormText name="email" type="email" labelId="dealers.field.email" />
                <FormText name="phone" type="tel" labelId="dealers.field.phone" />
                <FormText name="address" labelId="dealers.field.address" />
                <FormText name="city" labelId="dealers.field.city" />
                <FormSelect
                  name="state"
                  labelId="dealers.field.state"
                  options={US_STATES}
                  placeholderId="dealers.field.statePlaceholder"
                />
                <FormText name="zipCode" labelId="dealers.field.zipCode" />
              </Grid>
              <h2>
                <FormattedMessage id="dealers.register.licensing" />
              </h2>
              <Grid>
                <FormText name="dealerLicense" labelId="dealers.field.dealerLicense" />
                <FormText name="businessLicense" labelId="dealers.field.businessLicense" />
                <FormText name="federalTaxId" labelId="dealers.field.federalTaxId" />
                <FormText
                  name="operatingRadius"
                  type="number"
                  labelId="dealers.field.operatingRadius"
                  hint={
                    <small>
                      <FormattedMessage
                        id="dealers.field.operatingRadiusHint"
                        values={{ min: OPERATING_RADIUS.min, max: OPERATING_RADIUS.max }}
                      />
                    </small>
                  }
                />
                <FormText name="operatingHours" labelId="dealers.field.operatingHours" />
              </Grid>
              <Specialties aria-invalid={submitCount > 0 && errors.specialties ? true : undefined}>
                <legend>
                  <FormattedMessage id="dealers.field.specialties" />
                </legend>
                {DEALER_SPECIALTIES.map((specialty) => (
                  <label key={specialty} style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
                    <input
                      type="checkbox"
                      checked={values.specialties.includes(specialty)}
                      onChange={(event) =>
                        void setFieldValue(
                          'specialties',
                          event.target.checked
                            ? [...values.specialties, specialty]
                            : values.specialties.filter((s) => s !== specialty),
                        )
                      }
                    />
                    <FormattedMessage id={`dealers.specialty.${SPECIALTY_KEYS[specialty]}` as MessageId} />
                  </label>
                ))}
                {submitCount > 0 && typeof errors.specialties === 'string' && (
                  <span role="alert" style={{ gridColumn: '1 / -1' }}>
                    <FormattedMessage id={errors.specialties as MessageId} />
                  </span>
                )}
              </Specialties>
              <Field name="notes">
                {({ field }: FieldProps<string>) => (
                  <label style={{ display: 'grid', gap: 8, marginBottom: 24 }}>
                    <FormattedMessage id="dealers.field.notes" />
                    <TextArea {...field} />
                  </label>
                )}
              </Field>
              <Button
                type="submit"
                $size="lg"
                $block
                disabled={isSubmitting}
                onClick={() =>
                  void validateForm().then((problems) => {
                    if (problems.specialties)
                      toast({
                        variant: 'destructive',
                        title: intl.formatMessage({ id: 'dealers.form.specialtiesRequired.title' }),
                        description: intl.formatMessage({ id: 'dealers.form.specialtiesRequired' }),
                      });
                  })
                }
              >
                <FormattedMessage id={isSubmitting ? 'dealers.register.submitting' : 'dealers.register.submit'} />
              </Button>
            </Form>
          )}
        </Formik>
      </Panel>
    </Page>
  );
}
