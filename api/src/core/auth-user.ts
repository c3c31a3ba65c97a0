import type { Role } from '@vdp/shared/auth/roles';

/** Who is acting, as derived from the session cookie. */
export interface AuthUser {
  id: number;
  username: string;
  role: Role;
}
