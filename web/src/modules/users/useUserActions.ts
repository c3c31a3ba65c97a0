import { useMutation } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { useToast } from '../../components/toast/ToastContext';
import { UserActiveSetDocument } from './graphql/UserActiveSet.generated';
import { UserCountsDocument } from './graphql/UserCounts.generated';
import { UserCreateDocument } from './graphql/UserCreate.generated';
import { UserListDocument } from './graphql/UserList.generated';
import { UserPasswordLinkSendDocument } from './graphql/UserPasswordLinkSend.generated';
import { UserPasswordSetDocument } from './graphql/UserPasswordSet.generated';
import { UserSessionsEndDocument } from './graphql/UserSessionsEnd.generated';
import { UserUpdateDocument } from './graphql/UserUpdate.generated';
import type { MessageId } from '../../i18n/messages';
import { conflictIdOf, userCreateInputOf, userErrorsOf, userInputOf, type UserFormValues, type UserRow } from './userForm';

/**
 * The user page's actions, each toasting its success or the failure of spec 001 §8 ("Failed to
 * create user. Please try again."). A changed account updates its row in the cache where it is
 * (the pages loaded stay); the counts are read again after each change, the list's first page
 * after a creation (the new account comes first).
 */
export function useUserActions() {
  const intl = useIntl();
  const { toast } = useToast();
  const counts = [UserCountsDocument];
  const [create] = useMutation(UserCreateDocument, { refetchQueries: [UserListDocument, UserCountsDocument] });
  const [update] = useMutation(UserUpdateDocument, { refetchQueries: counts });
  const [setPassword] = useMutation(UserPasswordSetDocument);
  const [sendLink] = useMutation(UserPasswordLinkSendDocument);
  const [setActive] = useMutation(UserActiveSetDocument, { refetchQueries: counts });
  const [endSessions] = useMutation(UserSessionsEndDocument);

  const succeeded = (id: MessageId) =>
    toast({
      variant: 'success',
      title: intl.formatMessage({ id: 'users.toast.success' }),
      description: intl.formatMessage({ id }),
    });
  // a rule the api refused on (the last admin, oneself) says more than the generic failure
  const failed = (id: MessageId, error?: unknown) =>
    toast({
      variant: 'destructive',
      title: intl.formatMessage({ id: 'users.toast.error' }),
      description: intl.formatMessage({ id: conflictIdOf(error) ?? id }),
    });

  /** Resolves with the field errors of a refused save, or null once saved. */
  const save = async (editing: UserRow | null, values: UserFormValues): Promise<Record<string, string> | null> => {
    try {
      if (editing) await update({ variables: { id: editing.id, input: userInputOf(values) } });
      else await create({ variables: { input: userCreateInputOf(values) } });
      succeeded(
        editing ? 'users.toast.updated' : values.passwordMode === 'link' ? 'users.toast.createdLink' : 'users.toast.created',
      );
      return null;
    } catch (error) {
      failed(editing ? 'users.toast.updateFailed' : 'users.toast.createFailed', error);
      return userErrorsOf(error);
    }
  };

  const run = async (work: () => Promise<unknown>, done: MessageId, failure: MessageId): Promise<boolean> => {
    try {
      await work();
      succeeded(done);
      return true;
    } catch (error) {
      failed(failure, error);
      return false;
    }
  };

  return {
    save,
    setPassword: (user: UserRow, password: string) =>
      run(() => setPassword({ variables: { id: user.id, password } }), 'users.toast.passwordSet', 'users.toast.passwordFailed'),
    sendLink: (user: UserRow) =>
      run(() => sendLink({ variables: { id: user.id } }), 'users.toast.linkSent', 'users.toast.passwordFailed'),
    signOutEverywhere: (user: UserRow) =>
      run(() => endSessions({ variables: { id: user.id } }), 'users.toast.signedOut', 'users.toast.signOutFailed'),
    setActive: (user: UserRow, isActive: boolean) =>
      run(
        () => setActive({ variables: { id: user.id, isActive } }),
        isActive ? 'users.toast.reactivated' : 'users.toast.deactivated',
        'users.toast.statusFailed',
      ),
  };
}
