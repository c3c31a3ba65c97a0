import { useMutation } from '@apollo/client/react';
import { Form, Formik } from 'formik';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { setPasswordFormSchema } from '@vdp/shared/validation/auth.schema';
import { useToast } from '../../../components/toast/ToastContext';
import { Button } from '../../../components/ui/Button';
import { Card, Container } from '../../../components/ui/layout';
import { CharityPasswordSetDocument } from '../../../graphql/__generated__/graphql';
import { TextField } from '../../../components/form/TextField';

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

/** /charity-registration/set-password?token=…: a verified charity chooses a password from its e-mail link. */
export function CharitySetPasswordPage() {
  const intl = useIntl();
  const { toast } = useToast();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [setPassword] = useMutation(CharityPasswordSetDocument);
  const [username, setUsername] = useState<string | null>(null);

  return (
    <Page as="main">
      <Panel>
        <h1>
          <FormattedMessage id="charities.password.title" />
        </h1>
        {username ? (
          <p role="status">
            <FormattedMessage id="charities.password.done" values={{ username }} />{' '}
            <Link to="/login">
              <FormattedMessage id="nav.login" />
            </Link>
          </p>
        ) : !token ? (
          <p role="alert">
            <FormattedMessage id="charities.password.noToken" />
          </p>
        ) : (
          <Formik
            initialValues={{ password: '', confirm: '' }}
            validationSchema={setPasswordFormSchema}
            onSubmit={async ({ password }) => {
              try {
                const { data } = await setPassword({ variables: { token, password } });
                setUsername(data?.setCharityPassword.username ?? '');
              } catch (error) {
                toast({
                  variant: 'destructive',
                  title: intl.formatMessage({ id: 'charities.password.failed' }),
                  description: error instanceof Error ? error.message : undefined,
                });
              }
            }}
          >
            {({ isSubmitting }) => (
              <Form noValidate style={{ display: 'grid', gap: 16 }}>
                <TextField name="password" type="password" label={<FormattedMessage id="charities.password.new" />} />
                <TextField name="confirm" type="password" label={<FormattedMessage id="charities.password.confirm" />} />
                <Button type="submit" disabled={isSubmitting}>
                  <FormattedMessage id="charities.password.submit" />
                </Button>
              </Form>
            )}
          </Formik>
        )}
      </Panel>
    </Page>
  );
}
