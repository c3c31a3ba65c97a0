import { Formik } from '../../../components/form/Formik';
import { Form } from '../../../components/form/Form';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { setPasswordFormSchema } from '@vdp/shared/validation/auth.schema';
import { TextField } from '../../../components/form/TextField';
import { useToast } from '../../../components/toast/ToastContext';
import { Button } from '../../../components/ui/Button';
import { Card, Container } from '../../../components/ui/layout';

const Page = styled(Container)`
  max-width: 480px;
  padding-top: ${({ theme }) => theme.space[12]};
  padding-bottom: ${({ theme }) => theme.space[12]};
`;

const Panel = styled(Card)`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[6]};
`;

const Fields = styled(Form)`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;

interface SetPasswordPanelProps {
  /** Sets the password of the link's account; resolves with its username. */
  setPassword: (token: string, password: string) => Promise<string>;
}

/**
 * The page an approved applicant (a dealer, a charity) opens from its e-mailed link
 * (`?token=…`) to choose its password, then signs in.
 */
export function SetPasswordPanel({ setPassword }: SetPasswordPanelProps) {
  const intl = useIntl();
  const { toast } = useToast();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [username, setUsername] = useState<string | null>(null);

  return (
    <Page as="main">
      <Panel>
        <h1>
          <FormattedMessage id="auth.setPassword.title" />
        </h1>
        {username !== null ? (
          <p role="status">
            <FormattedMessage id="auth.setPassword.done" values={{ username }} />{' '}
            <Link to="/login">
              <FormattedMessage id="nav.login" />
            </Link>
          </p>
        ) : !token ? (
          <p role="alert">
            <FormattedMessage id="auth.setPassword.noToken" />
          </p>
        ) : (
          <Formik
            initialValues={{ password: '', confirm: '' }}
            validationSchema={setPasswordFormSchema}
            onSubmit={async ({ password }) => {
              try {
                setUsername(await setPassword(token, password));
              } catch (error) {
                toast({
                  variant: 'destructive',
                  title: intl.formatMessage({ id: 'auth.setPassword.failed' }),
                  description: error instanceof Error ? error.message : undefined,
                });
              }
            }}
          >
            {({ isSubmitting }) => (
              <Fields noValidate>
                <TextField name="password" type="password" label={<FormattedMessage id="auth.setPassword.new" />} />
                <TextField name="confirm" type="password" label={<FormattedMessage id="auth.setPassword.confirm" />} />
                <Button type="submit" disabled={isSubmitting}>
                  <FormattedMessage id="auth.setPassword.submit" />
                </Button>
              </Fields>
            )}
          </Formik>
        )}
      </Panel>
    </Page>
  );
}
