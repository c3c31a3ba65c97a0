import { Formik } from '../../../components/form/Formik';
import { Form } from '../../../components/form/Form';
import { FormattedMessage, useIntl } from 'react-intl';
import { userPasswordSchema } from '@vdp/shared/validation/user.schema';
import { FormFieldset } from '../../../components/form/fieldStyles';
import { PasswordField } from '../../../components/form/PasswordField';
import { Button } from '../../../components/ui/Button';
import { Dialog } from '../../../components/ui/Dialog';
import type { UserRow } from '../userForm';
import { DialogActions } from './UserDialog';

interface PasswordDialogProps {
  user: UserRow;
  /** Resolves true once the password is set. */
  onSetPassword: (password: string) => Promise<boolean>;
  onSendLink: () => Promise<boolean>;
  onClose: () => void;
}

/** Resets a user's password the two ways a new user gets one: typed now, or chosen from an e-mailed link. */
export function PasswordDialog({ user, onSetPassword, onSendLink, onClose }: PasswordDialogProps) {
  const intl = useIntl();
  return (
    <Dialog title={<FormattedMessage id="users.password.title" values={{ username: user.username }} />} onClose={onClose}>
      <p>
        <FormattedMessage id="users.password.intro" />
      </p>
      <Formik
        initialValues={{ password: '' }}
        validationSchema={userPasswordSchema}
        onSubmit={async ({ password }) => {
          if (await onSetPassword(password)) onClose();
        }}
      >
        {({ isSubmitting }) => (
          <Form noValidate>
            <FormFieldset disabled={isSubmitting}>
              <PasswordField
                name="password"
                label={intl.formatMessage({ id: 'users.field.password' })}
                required
                autoComplete="new-password"
              />
            </FormFieldset>
            <DialogActions>
              <Button
                type="button"
                $variant="outline"
                disabled={isSubmitting || !user.email}
                title={user.email ? undefined : intl.formatMessage({ id: 'users.password.noEmail' })}
                onClick={() => void onSendLink().then((sent) => sent && onClose())}
              >
                <FormattedMessage id="users.password.sendLink" />
              </Button>
              <Button type="submit" disabled={isSubmitting}>
                <FormattedMessage id="users.password.setNow" />
              </Button>
            </DialogActions>
          </Form>
        )}
      </Formik>
    </Dialog>
  );
}
