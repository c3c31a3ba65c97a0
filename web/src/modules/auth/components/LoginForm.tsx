import { Formik } from '../../../components/form/Formik';
import { Form } from '../../../components/form/Form';
import { FormattedMessage } from 'react-intl';
import { PasswordField } from '../../../components/form/PasswordField';
import { TextField } from '../../../components/form/TextField';
import { FormFieldset } from '../../../components/form/fieldStyles';
import { Button } from '../../../components/ui/Button';
import { loginSchema } from '@vdp/shared/validation/auth.schema';
import { LOGIN_INITIAL_VALUES, type LoginValues } from '../loginForm';
import { DemoAccounts, type DemoAccount } from './DemoAccounts';

export interface DemoInfo {
  accounts: readonly DemoAccount[];
  password: string | null;
}

interface LoginFormProps {
  onSubmit: (values: LoginValues) => Promise<void>;
  /** Present only in demo mode. */
  demo?: DemoInfo;
}

export function LoginForm({ onSubmit, demo }: LoginFormProps) {
  return (
    <Formik<LoginValues> initialValues={LOGIN_INITIAL_VALUES} validationSchema={loginSchema} onSubmit={onSubmit}>
      {({ isSubmitting, setValues }) => (
        <>
          <Form noValidate>
            <FormFieldset disabled={isSubmitting}>
              <TextField
                name="username"
                label={<FormattedMessage id="auth.login.username" />}
                autoComplete="username"
                autoCapitalize="none"
                spellCheck={false}
              />
              <PasswordField
                name="password"
                label={<FormattedMessage id="auth.login.password" />}
                autoComplete="current-password"
              />
              <Button type="submit" $size="lg" $block aria-busy={isSubmitting}>
                <FormattedMessage id={isSubmitting ? 'auth.login.submitting' : 'auth.login.submit'} />
              </Button>
            </FormFieldset>
          </Form>
          {demo && demo.accounts.length > 0 && (
            <DemoAccounts
              accounts={demo.accounts}
              password={demo.password}
              onPick={(account) => void setValues({ username: account.username, password: demo.password ?? '' }, false)}
            />
          )}
        </>
      )}
    </Formik>
  );
}
