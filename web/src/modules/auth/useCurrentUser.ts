import { roleFlags, type Role, type RoleFlags } from '@vdp/shared/auth/roles';
import { createContext, useContext } from 'react';
import type { MeQuery } from './graphql/Me.generated';

export type CurrentUser = NonNullable<MeQuery['me']>;

export interface CurrentUserState {
  user: CurrentUser | null;
  role: Role | undefined;
  flags: RoleFlags | null;
  loading: boolean;
}

/** What `me` answered, or `undefined` while it has not (CurrentUserProvider fills it). */
export const CurrentUserContext = createContext<{ me: MeQuery['me'] | undefined; loading: boolean }>({
  me: null,
  loading: false,
});

/**
 * The signed-in user: the query `me` that CurrentUserProvider keeps watching (cache-first;
 * refetched after login, reset by logout). Outside the provider: signed out.
 */
export function useCurrentUser(): CurrentUserState {
  const { me, loading } = useContext(CurrentUserContext);
  const user = me ?? null;
  return {
    user,
    role: user?.role,
    flags: user ? roleFlags(user.role) : null,
    loading: loading && me === undefined,
  };
}
