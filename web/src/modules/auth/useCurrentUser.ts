import { useQuery } from '@apollo/client/react';
import { roleFlags, type Role, type RoleFlags } from '@vdp/shared/auth/roles';
import { MeDocument, type MeQuery } from './graphql/Me.generated';

export type CurrentUser = NonNullable<MeQuery['me']>;

export interface CurrentUserState {
  user: CurrentUser | null;
  role: Role | undefined;
  flags: RoleFlags | null;
  loading: boolean;
}

/** The signed-in user (query `me`, cache-first; refetched after login and logout). */
export function useCurrentUser(): CurrentUserState {
  const { data, loading } = useQuery(MeDocument, { fetchPolicy: 'cache-first' });
  const user = data?.me ?? null;
  return {
    user,
    role: user?.role,
    flags: user ? roleFlags(user.role) : null,
    loading: loading && data === undefined,
  };
}
