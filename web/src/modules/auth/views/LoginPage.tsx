import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useCallback } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Navigate, useNavigate } from 'react-router-dom';
import { useToast } from '../../../components/toast/ToastContext';
import { LoadingState } from '../../../components/ui/LoadingState';
import { AppInfoDocument } from '../graphql/AppInfo.generated';
import { MeDocument } from '../graphql/Me.generated';
import { UserLoginDocument } from '../graphql/UserLogin.generated';
import { ArrowLeftIcon, UserIcon } from '../../../components/icons/icons';
import { LoginForm, type DemoInfo } from '../components/LoginForm';
import { BackLink, Header, IconBadge, Page, Panel, Subtitle, Title } from './LoginPage.styles';
import type { LoginValues } from '../loginForm';
import { useCurrentUser } from '../useCurrentUser';

/** /login (spec 000 §2.4). Signed-in visitors go straight home. */
export function LoginPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const client = useApolloClient();
  const { toast } = useToast();
  const { user, loading } = useCurrentUser();
  const { data: appInfo } = useQuery(AppInfoDocument, { fetchPolicy: 'cache-first' });
  const [login] = useMutation(UserLoginDocument);

  const handleSubmit = useCallback(
    async (values: LoginValues) => {
      try {
        await login({ variables: { input: { username: values.username.trim(), password: values.password } } });
        await client.refetchQueries({ include: [MeDocument] });
        toast({
          variant: 'success',
          title: intl.formatMessage({ id: 'auth.login.success.title' }),
          description: intl.formatMessage({ id: 'auth.login.success.description' }),
        });
        navigate('/', { replace: true });
      } catch {
        toast({
          variant: 'destructive',
          title: intl.formatMessage({ id: 'auth.login.failed.title' }),
          description: intl.formatMessage({ id: 'auth.login.failed.description' }),
        });
      }
    },
    [login, client, toast, intl, navigate],
  );

  if (loading) return <LoadingState />;
  if (user) return <Navigate to="/" replace />;

  const info = appInfo?.appInfo;
  const demo: DemoInfo | undefined = info?.demoMode ? { accounts: info.demoAccounts, password: info.demoPassword } : undefined;

  return (
    <Page>
      <Panel>
        <Header>
          <IconBadge>
            <UserIcon size={24} />
          </IconBadge>
          <Title>
            <FormattedMessage id="auth.login.title" />
          </Title>
          <Subtitle>
            <FormattedMessage id="auth.login.subtitle" />
          </Subtitle>
        </Header>
        <LoginForm onSubmit={handleSubmit} demo={demo} />
      </Panel>
      <BackLink to="/">
        <ArrowLeftIcon size={16} />
        <FormattedMessage id="auth.login.backHome" />
      </BackLink>
    </Page>
  );
}
