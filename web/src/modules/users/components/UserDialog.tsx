import { type FormikHelpers } from 'formik';
import { Formik } from '../../../components/form/Formik';
import { Form } from '../../../components/form/Form';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { ROLES } from '@vdp/shared/auth/roles';
import { PASSWORD_MODES } from '@vdp/shared/users/user.constants';
import { userCreateSchema, userSchema } from '@vdp/shared/validation/user.schema';
import { FieldGrid, FormFieldset } from '../../../components/form/fieldStyles';
import { PasswordField } from '../../../components/form/PasswordField';
import { SelectField } from '../../../components/form/SelectField';
import { TextAreaField } from '../../../components/form/TextAreaField';
import { TextField } from '../../../components/form/TextField';
import { Button } from '../../../components/ui/Button';
import { Dialog } from '../../../components/ui/Dialog';
import type { MessageId } from '../../../i18n/messages';
import { ROLE_NAME_IDS } from '../../auth/roleMessages';
import type { UserFormValues } from '../userForm';

export const DialogActions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[4]};
`;

interface UserDialogProps {
  editing: boolean;
  initialValues: UserFormValues;
  /** Resolves with the field errors of a refused save (null when it was saved). */
  onSave: (values: UserFormValues) => Promise<Record<string, string> | null>;
  onClose: () => void;
}

/** Add or edit a user (spec 001 §2 User management): every role of the product; a new user's first password. */
export function UserDialog({ editing, initialValues, onSave, onClose }: UserDialogProps) {
  const intl = useIntl();
  const label = (id: MessageId) => intl.formatMessage({ id });
  const submit = async (values: UserFormValues, helpers: FormikHelpers<UserFormValues>) => {
    const errors = await onSave(values);
    if (errors) helpers.setErrors(errors);
  };
  const roleOptions = ROLES.map((role) => ({ value: role, label: intl.formatMessage({ id: ROLE_NAME_IDS[role] }) }));
  const modeOptions = PASSWORD_MODES.map((mode) => ({ value: mode, label: label(`users.passwordMode.${mode}`) }));
  return (
    <Dialog title={<FormattedMessage id={editing ? 'users.edit' : 'users.add'} />} onClose={onClose}>
      <Formik initialValues={initialValues} validationSchema={editing ? userSchema : userCreateSchema} onSubmit={submit}>
        {({ values, isSubmitting }) => (
          <Form noValidate>
            <FormFieldset disabled={isSubmitting}>
              <FieldGrid>
                <TextField name="username" label={label('users.field.username')} required autoComplete="off" />
                <TextField name="email" type="email" label={label('users.field.email')} autoComplete="off" />
                <TextField name="firstName" label={label('users.field.firstName')} />
                <TextField name="lastName" label={label('users.field.lastName')} />
              </FieldGrid>
              <SelectField name="role" label={label('users.field.role')} options={roleOptions} required />
              <TextAreaField name="bio" label={label('users.field.bio')} rows={3} />
              {!editing && (
                <>
                  <SelectField name="passwordMode" label={label('users.passwordMode.legend')} options={modeOptions} />
                  {values.passwordMode === 'set' && (
                    <PasswordField name="password" label={label('users.field.password')} required autoComplete="new-password" />
                  )}
                </>
              )}
            </FormFieldset>
            <DialogActions>
              <Button type="button" $variant="outline" onClick={onClose}>
                <FormattedMessage id="users.cancel" />
              </Button>
              <Button type="submit" disabled={isSubmitting}>
                <FormattedMessage id="users.save" />
              </Button>
            </DialogActions>
          </Form>
        )}
      </Formik>
    </Dialog>
  );
}
