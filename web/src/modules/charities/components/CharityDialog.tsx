import { useLazyQuery } from '@apollo/client/react';
import { type FormikProps } from 'formik';
import { Formik } from '../../../components/form/Formik';
import { Form } from '../../../components/form/Form';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { CHARITY_DESCRIPTION } from '@vdp/shared/charities/charity.constants';
import { charitySchema } from '@vdp/shared/validation/charity.schema';
import { FieldGrid, FormFieldset } from '../../../components/form/fieldStyles';
import { SelectField } from '../../../components/form/SelectField';
import { TextAreaField } from '../../../components/form/TextAreaField';
import { TextField } from '../../../components/form/TextField';
import { useToast } from '../../../components/toast/ToastContext';
import { Button } from '../../../components/ui/Button';
import { Dialog } from '../../../components/ui/Dialog';
import { Badge } from '../../../components/ui/layout';
import { CharityRegistryCheckDocument } from '../graphql/CharityRegistryCheck.generated';
import { fillEmptyFromRegistry, type CharityFormValues } from '../charityForm';
import { categoryOptions, registryStatusLabel, regionOptions } from '../charityOptions';

interface CharityDialogProps {
  /** Add when null, else edit. */
  editing: boolean;
  initialValues: CharityFormValues;
  onSave: (values: CharityFormValues) => Promise<boolean>;
  onClose: () => void;
}

/** The admin's add/edit dialog (spec 001 §2): Province and Postal code labels, the registry Verify button. */
export function CharityDialog({ editing, initialValues, onSave, onClose }: CharityDialogProps) {
  const intl = useIntl();
  const { toast } = useToast();
  const [check] = useLazyQuery(CharityRegistryCheckDocument, { fetchPolicy: 'network-only' });
  const [checking, setChecking] = useState(false);
  const [verified, setVerified] = useState<{ ok: boolean; status: string } | null>(null);

  const verify = async ({ values, setValues }: FormikProps<CharityFormValues>) => {
    const registrationNumber = values.registrationNumber.trim();
    if (!registrationNumber) {
      toast({ variant: 'destructive', title: intl.formatMessage({ id: 'charities.admin.verifyNeedsNumber' }) });
      return;
    }
    setChecking(true);
    try {
      const { data } = await check({ variables: { registrationNumber } });
      const result = data?.charityRegistryCheck;
      if (!result) throw new Error('no answer');
      setVerified({ ok: result.verified, status: result.status });
      if (result.verified) {
        await setValues(fillEmptyFromRegistry(values, result));
      } else {
        toast({
          variant: 'destructive',
          title: intl.formatMessage({ id: 'charities.verify.failed.title' }),
          description: intl.formatMessage({ id: 'charities.admin.verifyFailed' }),
        });
      }
    } catch (error) {
      setVerified(null);
      toast({
        variant: 'destructive',
        title: intl.formatMessage({ id: 'charities.admin.verifyError' }),
        description: error instanceof Error ? error.message : undefined,
      });
    } finally {
      setChecking(false);
    }
  };

  return (
    <Dialog title={<FormattedMessage id={editing ? 'charities.admin.edit' : 'charities.admin.add'} />} onClose={onClose}>
      <Formik<CharityFormValues>
        initialValues={initialValues}
        validationSchema={charitySchema}
        onSubmit={async (values) => {
          if (await onSave(values)) onClose();
        }}
      >
        {(formik) => (
          <Form noValidate>
            <FormFieldset disabled={formik.isSubmitting}>
              <FieldGrid>
                <TextField name="name" label={<FormattedMessage id="charities.field.name" />} />
                <TextField name="registrationNumber" label={<FormattedMessage id="charities.field.registrationNumber" />} />
              </FieldGrid>
              <p style={{ display: 'flex', gap: 8, alignItems: 'center', flexWrap: 'wrap' }}>
                <Button type="button" $size="sm" $variant="outline" disabled={checking} onClick={() => void verify(formik)}>
                  <FormattedMessage id={checking ? 'charities.verify.running' : 'charities.admin.verify'} />
                </Button>
                {verified && (
                  <Badge $tone={verified.ok ? 'success' : 'destructive'} data-testid="admin-verify-result">
                    <FormattedMessage id={verified.ok ? 'charities.verify.valid' : 'charities.verify.invalid'} />
                    {' · '}
                    {registryStatusLabel(intl, verified.status)}
                  </Badge>
                )}
              </p>
              <FieldGrid>
                <TextField name="address" label={<FormattedMessage id="charities.field.address" />} />
                <TextField name="city" label={<FormattedMessage id="charities.field.city" />} />
                <SelectField
                  name="state"
                  label={<FormattedMessage id="charities.admin.province" />}
                  options={regionOptions(intl)}
                  placeholder={intl.formatMessage({ id: 'charities.field.statePlaceholder' })}
                />
                <TextField name="zipCode" label={<FormattedMessage id="charities.admin.postalCode" />} />
                <TextField name="phone" type="tel" label={<FormattedMessage id="charities.field.phone" />} />
                <TextField name="email" type="email" label={<FormattedMessage id="charities.field.email" />} />
                <TextField name="website" type="url" label={<FormattedMessage id="charities.field.website" />} />
                <SelectField
                  name="category"
                  label={<FormattedMessage id="charities.field.category" />}
                  options={categoryOptions(intl)}
                  placeholder={intl.formatMessage({ id: 'charities.field.categoryPlaceholder' })}
                />
              </FieldGrid>
              <TextAreaField
                name="description"
                rows={4}
                maxLength={CHARITY_DESCRIPTION.max}
                label={<FormattedMessage id="charities.field.description" />}
              />
              <div style={{ display: 'flex', gap: 8, justifyContent: 'flex-end', marginTop: 16 }}>
                <Button type="button" $variant="outline" onClick={onClose}>
                  <FormattedMessage id="charities.admin.cancel" />
                </Button>
                <Button type="submit" aria-busy={formik.isSubmitting}>
                  <FormattedMessage id="charities.admin.save" />
                </Button>
              </div>
            </FormFieldset>
          </Form>
        )}
      </Formik>
    </Dialog>
  );
}
