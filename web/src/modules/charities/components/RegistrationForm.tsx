import { Formik } from '../../../components/form/Formik';
import { Form } from '../../../components/form/Form';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { CHARITY_DESCRIPTION } from '@vdp/shared/charities/charity.constants';
import { CHARITY_NUMBER_EXAMPLES } from '@vdp/shared/charities/charity-number';
import { charityRegistrationFormSchema } from '@vdp/shared/validation/charity.schema';
import { CheckboxField } from '../../../components/form/CheckboxField';
import { FieldGrid } from '../../../components/form/fieldStyles';
import { SelectField } from '../../../components/form/SelectField';
import { TextAreaField } from '../../../components/form/TextAreaField';
import { TextField } from '../../../components/form/TextField';
import { useToast } from '../../../components/toast/ToastContext';
import { Button } from '../../../components/ui/Button';
import { REGISTRATION_INITIAL_VALUES, type CharityRegistrationValues } from '../charityForm';
import { categoryOptions, regionOptions } from '../charityOptions';
import { VerifyBlock } from './VerifyBlock';

const Block = styled.div`
  margin: ${({ theme }) => theme.space[6]} 0;
`;

const DetailsTitle = styled.h2`
  margin: ${({ theme }) => theme.space[8]} 0 ${({ theme }) => theme.space[4]};
`;

const Counter = styled.span<{ $full: boolean }>`
  color: ${({ theme, $full }) => ($full ? theme.colors.destructive : theme.colors.mutedForeground)};
`;

/** The registration form with the registry check on top (spec 000 §2.9, §5). */
export function RegistrationForm({ onSubmit }: { onSubmit: (values: CharityRegistrationValues) => Promise<void> }) {
  const intl = useIntl();
  const { toast } = useToast();
  const termsRequired = () =>
    toast({
      variant: 'destructive',
      title: intl.formatMessage({ id: 'charities.register.termsRequired.title' }),
      description: intl.formatMessage({ id: 'charities.form.termsRequired' }),
    });
  return (
    <Formik<CharityRegistrationValues>
      initialValues={REGISTRATION_INITIAL_VALUES}
      validationSchema={charityRegistrationFormSchema}
      onSubmit={onSubmit}
    >
      {({ values, isSubmitting }) => (
        <Form
          noValidate
          aria-label={intl.formatMessage({ id: 'charities.register.formLabel' })}
          // the submit button stays disabled until the terms are accepted; Enter in a field must say why nothing happens
          onSubmitCapture={() => {
            if (!values.termsAccepted) termsRequired();
          }}
        >
          <VerifyBlock />
          <DetailsTitle>
            <FormattedMessage id="charities.register.details" />
          </DetailsTitle>
          <FieldGrid>
            <TextField name="name" label={<FormattedMessage id="charities.field.name" />} autoComplete="organization" />
            <TextField
              name="registrationNumber"
              label={<FormattedMessage id="charities.field.registrationNumber" />}
              hint={<FormattedMessage id="charities.verify.hint" values={CHARITY_NUMBER_EXAMPLES} />}
            />
            <TextField name="address" label={<FormattedMessage id="charities.field.address" />} autoComplete="street-address" />
            <TextField name="city" label={<FormattedMessage id="charities.field.city" />} autoComplete="address-level2" />
            <SelectField
              name="state"
              label={<FormattedMessage id="charities.field.state" />}
              options={regionOptions(intl)}
              placeholder={intl.formatMessage({ id: 'charities.field.statePlaceholder' })}
            />
            <TextField
              name="zipCode"
              label={<FormattedMessage id="charities.field.zipCode" />}
              autoComplete="postal-code"
              autoCapitalize="characters"
            />
            <TextField
              name="phone"
              type="tel"
              inputMode="tel"
              label={<FormattedMessage id="charities.field.phone" />}
              autoComplete="tel"
            />
            <TextField name="email" type="email" label={<FormattedMessage id="charities.field.email" />} autoComplete="email" />
            <TextField name="website" type="url" label={<FormattedMessage id="charities.field.website" />} autoComplete="url" />
            <SelectField
              name="category"
              label={<FormattedMessage id="charities.field.category" />}
              options={categoryOptions(intl)}
              placeholder={intl.formatMessage({ id: 'charities.field.categoryPlaceholder' })}
            />
          </FieldGrid>
          <Block>
            <TextAreaField
              name="description"
              rows={5}
              maxLength={CHARITY_DESCRIPTION.max}
              label={<FormattedMessage id="charities.field.description" />}
              hint={
                <Counter $full={values.description.length >= CHARITY_DESCRIPTION.max} aria-live="polite">
                  <FormattedMessage
                    id="charities.field.descriptionCounter"
                    values={{ count: values.description.length, max: CHARITY_DESCRIPTION.max }}
                  />
                </Counter>
              }
            />
          </Block>
          <Block>
            <CheckboxField name="termsAccepted" label={<FormattedMessage id="charities.field.terms" />} />
          </Block>
          <Button type="submit" $size="lg" $block disabled={!values.termsAccepted || isSubmitting} aria-busy={isSubmitting}>
            <FormattedMessage id={isSubmitting ? 'charities.register.submitting' : 'charities.register.submit'} />
          </Button>
        </Form>
      )}
    </Formik>
  );
}
