import type { Role } from '@vdp/shared/auth/roles';

/** Who is acting, as derived from the session cookie. */
export interface AuthUser {
  id: number;
  username: string;
  role: Role;
}

/** The key a request authenticated with (`Authorization: Bearer vdp_…`), instead of a session cookie. */
export interface ApiKeyCredential {
  id: number;
  prefix: string;
  /** Refused on mutations and on REST routes other than GET. */
  readOnly: boolean;
}

/** Who a valid API key acts as: its creator's account with the key's role. */
export interface ApiKeyActor {
  user: AuthUser;
  apiKey: ApiKeyCredential;
}
