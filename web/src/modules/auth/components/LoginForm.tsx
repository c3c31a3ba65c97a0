import { Form, Formik } from 'formik';
import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { Button } from '../../../components/ui/Button';
import { LOGIN_INITIAL_VALUES, loginSchema, type LoginValues } from '../loginSchema';
import { DemoAccounts, type DemoAccount } from './DemoAccounts';
import { PasswordField } from './PasswordField';
import { UsernameField } from './UsernameField';

const Fields = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
`;

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
            <Fields disabled={isSubmitting}>
              <UsernameField />
              <PasswordField />
              <Button type="submit" $size="lg" $block aria-busy={isSubmitting}>
                <FormattedMessage id={isSubmitting ? 'auth.login.submitting' : 'auth.login.submit'} />
              </Button>
            </Fields>
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
