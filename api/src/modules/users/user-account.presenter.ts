import type { KeyedRow } from '../../core/keyset';
import type { User } from './user.entity';
import { presentUser, type UserProfile } from './user.presenter';
import type { AccountRow } from './user-account.sql';

/** A user as the admin's user management shows it (GraphQL UserAccount, /api/users): never the password or its hash. */
export interface UserAccount extends UserProfile {
  bio: string | null;
  isActive: boolean;
  createdAt: Date;
  updatedAt: Date;
}

/** The counts above the list (spec 001 §2 User management): every user, not only the search's. */
export interface UserCounts {
  total: number;
  admins: number;
  editors: number;
  inactive: number;
}

/** What an account shows, from an entity or a row of the list. */
type AccountFields = Pick<
  User,
  'id' | 'username' | 'email' | 'firstName' | 'lastName' | 'role' | 'bio' | 'isActive' | 'createdAt' | 'updatedAt'
>;

export function presentUserAccount(user: AccountFields): UserAccount {
  return {
    ...presentUser(user),
    bio: user.bio ?? null,
    isActive: user.isActive,
    createdAt: user.createdAt,
    updatedAt: user.updatedAt,
  };
}

/** A row of the admin list as an account. */
export function presentAccountRow(row: Omit<AccountRow, keyof KeyedRow>): UserAccount {
  return presentUserAccount({ ...row, createdAt: new Date(row.createdAt), updatedAt: new Date(row.updatedAt) });
}
