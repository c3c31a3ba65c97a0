import { useMutation } from '@apollo/client/react';
import { type FormikErrors, type FormikHelpers } from 'formik';
import { Formik } from '../../../components/form/Formik';
import { Form } from '../../../components/form/Form';
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { FormFieldset } from '../../../components/form/fieldStyles';
import { useToast } from '../../../components/toast/ToastContext';
import { Button } from '../../../components/ui/Button';
import { useConfirm } from '../../../components/ui/useConfirm';
import { PublicSettingsDocument } from '../graphql/PublicSettings.generated';
import { SettingListDocument } from '../graphql/SettingList.generated';
import { SettingSaveDocument } from '../graphql/SettingSave.generated';
import {
  changedSettings,
  fieldOf,
  initialSettingsValues,
  settingErrorsOf,
  validateSettings,
  type AdminSettingRow,
  type SettingsFormValues,
} from '../settingsForm';
import { SettingField } from './SettingField';

const Fields = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  max-width: 44rem;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  margin-top: ${({ theme }) => theme.space[6]};
`;

/** One tab's settings as a form: Save sends one call per changed setting (spec 001 §7), then toasts (§8). */
export function SettingsTabForm({ settings, label }: { settings: readonly AdminSettingRow[]; label: string }) {
  const intl = useIntl();
  const { toast } = useToast();
  const { ask, dialog } = useConfirm();
  const initialValues = useMemo(() => initialSettingsValues(settings), [settings]);
  // the list and every open page's public settings show the change at once
  const [save] = useMutation(SettingSaveDocument, {
    refetchQueries: [SettingListDocument, PublicSettingsDocument],
    awaitRefetchQueries: true,
  });

  const submit = async (values: SettingsFormValues, helpers: FormikHelpers<SettingsFormValues>) => {
    const changes = changedSettings(settings, initialValues, values);
    if (changes.length === 0) {
      toast({ title: intl.formatMessage({ id: 'settings.toast.nothing' }) });
      return;
    }
    for (const change of changes) {
      try {
        await save({
          variables: { input: { category: change.category, key: change.key, value: change.value, type: change.type } },
        });
      } catch (error) {
        const fields = settingErrorsOf(error);
        if (Object.keys(fields).length > 0) helpers.setErrors({ values: fields } as FormikErrors<SettingsFormValues>);
        toast({
          variant: 'destructive',
          title: intl.formatMessage({ id: 'settings.toast.failed' }),
          description: error instanceof Error && error.message ? error.message : undefined,
        });
        return;
      }
    }
    // a secret typed in is never kept in the form once saved: back to "Set (…1234)"
    const secrets = Object.keys(values.modes);
    helpers.resetForm({
      values: {
        values: { ...values.values, ...Object.fromEntries(secrets.map((field) => [field, ''])) },
        modes: Object.fromEntries(secrets.map((field) => [field, 'keep' as const])),
      },
    });
    toast({ variant: 'success', title: intl.formatMessage({ id: 'settings.toast.saved' }) });
  };

  return (
    <Formik<SettingsFormValues>
      initialValues={initialValues}
      enableReinitialize
      validate={(values) => validateSettings(settings, initialValues, values) as FormikErrors<SettingsFormValues>}
      onSubmit={submit}
    >
      {({ isSubmitting, dirty, resetForm }) => (
        <Form noValidate aria-label={label}>
          <FormFieldset disabled={isSubmitting}>
            <Fields>
              {settings.map((setting) => (
                <SettingField key={fieldOf(setting.name)} setting={setting} ask={ask} />
              ))}
            </Fields>
            <Actions>
              <Button type="submit" disabled={isSubmitting}>
                <FormattedMessage id={isSubmitting ? 'settings.saving' : 'settings.save'} />
              </Button>
              <Button type="button" $variant="outline" disabled={!dirty || isSubmitting} onClick={() => resetForm()}>
                <FormattedMessage id="settings.reset" />
              </Button>
            </Actions>
          </FormFieldset>
          {dialog}
        </Form>
      )}
    </Formik>
  );
}
