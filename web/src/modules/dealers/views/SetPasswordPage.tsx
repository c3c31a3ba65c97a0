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
import { DealerPasswordSetDocument } from '../../../graphql/__generated__/graphql';
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

/** /dealer-registration/set-password?token=…: a verified dealer chooses a password from its e-mail link. */
export function SetPasswordPage() {
  const intl = useIntl();
  const { toast } = useToast();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [setPassword] = useMutation(DealerPasswordSetDocument);
  const [username, setUsername] = useState<string | null>(null);

  return (
    <Page as="main">
      <Panel>
        <h1>
          <FormattedMessage id="dealers.password.title" />
        </h1>
        {username ? (
          <p role="status">
            <FormattedMessage id="dealers.password.done" values={{ username }} />{' '}
            <Link to="/login">
              <FormattedMessage id="nav.login" />
            </Link>
          </p>
        ) : !token ? (
          <p role="alert">
            <FormattedMessage id="dealers.password.noToken" />
          </p>
        ) : (
          <Formik
            initialValues={{ password: '', confirm: '' }}
            validationSchema={setPasswordFormSchema}
            onSubmit={async ({ password }) => {
              try {
                const { data } = await setPassword({ variables: { token, password } });
                setUsername(data?.setDealerPassword.username ?? '');
              } catch (error) {
                toast({
                  variant: 'destructive',
                  title: intl.formatMessage({ id: 'dealers.password.failed' }),
                  description: error instanceof Error ? error.message : undefined,
                });
              }
            }}
          >
            {({ isSubmitting }) => (
              <Form noValidate style={{ display: 'grid', gap: 16 }}>
                <TextField name="password" type="password" label={<FormattedMessage id="dealers.password.new" />} />
                <TextField name="confirm" type="password" label={<FormattedMessage id="dealers.password.confirm" />} />
                <Button type="submit" disabled={isSubmitting}>
                  <FormattedMessage id="dealers.password.submit" />
                </Button>
              </Form>
            )}
          </Formik>
        )}
      </Panel>
    </Page>
  );
}
