import { Formik } from '../../../components/form/Formik';
import { Form } from '../../../components/form/Form';
import { FormattedMessage, useIntl } from 'react-intl';
import { ROLES } from '@vdp/shared/auth/roles';
import { apiKeyCreateSchema } from '@vdp/shared/validation/api-key.schema';
import { CheckboxField } from '../../../components/form/CheckboxField';
import { FormFieldset } from '../../../components/form/fieldStyles';
import { SelectField } from '../../../components/form/SelectField';
import { TextField } from '../../../components/form/TextField';
import { Button } from '../../../components/ui/Button';
import { Dialog } from '../../../components/ui/Dialog';
import { ROLE_NAME_IDS } from '../../auth/roleMessages';
import { DialogActions } from '../../users/components/UserDialog';
import { NEW_API_KEY, type ApiKeyFormValues } from '../apiKeyForm';

interface ApiKeyDialogProps {
  /** Resolves true once the key is made (the page then shows its secret). */
  onCreate: (values: ApiKeyFormValues) => Promise<boolean>;
  onClose: () => void;
}

/** A new API key: its name, the role it acts with, read-only or read-write. */
export function ApiKeyDialog({ onCreate, onClose }: ApiKeyDialogProps) {
  const intl = useIntl();
  const roleOptions = ROLES.map((role) => ({ value: role, label: intl.formatMessage({ id: ROLE_NAME_IDS[role] }) }));
  return (
    <Dialog title={<FormattedMessage id="apiKeys.form.title" />} onClose={onClose}>
      <Formik
        initialValues={NEW_API_KEY}
        validationSchema={apiKeyCreateSchema}
        onSubmit={async (values) => {
          await onCreate(values);
        }}
      >
        {({ isSubmitting }) => (
          <Form noValidate>
            <FormFieldset disabled={isSubmitting}>
              <TextField
                name="name"
                label={intl.formatMessage({ id: 'apiKeys.form.name' })}
                hint={intl.formatMessage({ id: 'apiKeys.form.nameHint' })}
                required
                autoComplete="off"
              />
              <SelectField
                name="role"
                label={intl.formatMessage({ id: 'apiKeys.form.role' })}
                hint={intl.formatMessage({ id: 'apiKeys.form.roleHint' })}
                options={roleOptions}
                required
              />
              <CheckboxField name="readOnly" label={<FormattedMessage id="apiKeys.form.readOnly" />} />
            </FormFieldset>
            <DialogActions>
              <Button type="button" $variant="outline" onClick={onClose}>
                <FormattedMessage id="apiKeys.form.cancel" />
              </Button>
              <Button type="submit" disabled={isSubmitting}>
                <FormattedMessage id="apiKeys.form.submit" />
              </Button>
            </DialogActions>
          </Form>
        )}
      </Formik>
    </Dialog>
  );
}
