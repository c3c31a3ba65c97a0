import { useMutation } from '@apollo/client/react';
import { Formik } from '../../../components/form/Formik';
import { Form } from '../../../components/form/Form';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { CheckboxGroupField } from '../../../components/form/CheckboxGroupField';
import { SelectField } from '../../../components/form/SelectField';
import { TextAreaField } from '../../../components/form/TextAreaField';
import { TextField } from '../../../components/form/TextField';
import { useToast } from '../../../components/toast/ToastContext';
import { Button } from '../../../components/ui/Button';
import { Card, Container } from '../../../components/ui/layout';
import { DealerRegisterDocument } from '../graphql/DealerRegister.generated';
import type { MessageId } from '../../../i18n/messages';
import { DEALER_SPECIALTIES, OPERATING_RADIUS, SPECIALTY_KEYS, US_STATES } from '../dealerOptions';
import { dealerApplicationSchema } from '@vdp/shared/validation/dealer-application.schema';
import { DEALER_INITIAL_VALUES, type DealerFormValues } from '../dealerForm';

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

/** The blocks after the grids: specialties, then notes. */
const Block = styled.div`
  margin-bottom: ${({ theme }) => theme.space[6]};
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
        <Formik<DealerFormValues>
          initialValues={DEALER_INITIAL_VALUES}
          validationSchema={dealerApplicationSchema}
          onSubmit={onSubmit}
        >
          {({ isSubmitting, validateForm }) => (
            <Form noValidate>
              <h2>
                <FormattedMessage id="dealers.register.business" />
              </h2>
              <Grid>
                <TextField
                  name="businessName"
                  label={<FormattedMessage id="dealers.field.businessName" />}
                  autoComplete="organization"
                />
                <TextField name="contactName" label={<FormattedMessage id="dealers.field.contactName" />} autoComplete="name" />
                <TextField name="email" type="email" label={<FormattedMessage id="dealers.field.email" />} autoComplete="email" />
                <TextField
                  name="phone"
                  type="tel"
                  inputMode="tel"
                  label={<FormattedMessage id="dealers.field.phone" />}
                  autoComplete="tel"
                />
                <TextField name="address" label={<FormattedMessage id="dealers.field.address" />} autoComplete="street-address" />
                <TextField name="city" label={<FormattedMessage id="dealers.field.city" />} autoComplete="address-level2" />
                <SelectField
                  name="state"
                  autoComplete="address-level1"
                  label={<FormattedMessage id="dealers.field.state" />}
                  options={US_STATES.map((state) => ({ value: state, label: state }))}
                  placeholder={intl.formatMessage({ id: 'dealers.field.statePlaceholder' })}
                />
                <TextField name="zipCode" label={<FormattedMessage id="dealers.field.zipCode" />} autoComplete="postal-code" />
              </Grid>
              <h2>
                <FormattedMessage id="dealers.register.licensing" />
              </h2>
              <Grid>
                <TextField name="dealerLicense" label={<FormattedMessage id="dealers.field.dealerLicense" />} />
                <TextField name="businessLicense" label={<FormattedMessage id="dealers.field.businessLicense" />} />
                <TextField name="federalTaxId" label={<FormattedMessage id="dealers.field.federalTaxId" />} />
                <TextField
                  name="operatingRadius"
                  type="number"
                  label={<FormattedMessage id="dealers.field.operatingRadius" />}
                  hint={
                    <FormattedMessage
                      id="dealers.field.operatingRadiusHint"
                      values={{ min: OPERATING_RADIUS.min, max: OPERATING_RADIUS.max }}
                    />
                  }
                />
                <TextField name="operatingHours" label={<FormattedMessage id="dealers.field.operatingHours" />} />
              </Grid>
              <Block>
                <CheckboxGroupField
                  name="specialties"
                  legend={<FormattedMessage id="dealers.field.specialties" />}
                  options={DEALER_SPECIALTIES.map((specialty) => ({
                    value: specialty,
                    label: <FormattedMessage id={`dealers.specialty.${SPECIALTY_KEYS[specialty]}` as MessageId} />,
                  }))}
                  showWhen="submitted"
                />
              </Block>
              <Block>
                <TextAreaField name="notes" label={<FormattedMessage id="dealers.field.notes" />} />
              </Block>
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
