import { roleFlags, type Role } from '@vdp/shared/auth/roles';
import type { User } from './user.entity';

/** A user as the client sees it (GraphQL type User, the auth REST calls): never the password hash; with the derived flags of spec 000 §6. */
export interface UserProfile {
  id: number;
  username: string;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  role: Role;
  isAdmin: boolean;
  isEditor: boolean;
  isStaff: boolean;
  isDealer: boolean;
  isCharity: boolean;
}

export function presentUser(user: Pick<User, 'id' | 'username' | 'email' | 'firstName' | 'lastName' | 'role'>): UserProfile {
  return {
    id: user.id,
    username: user.username,
    email: user.email ?? null,
    firstName: user.firstName ?? null,
    lastName: user.lastName ?? null,
    role: user.role,
    ...roleFlags(user.role),
  };
}
