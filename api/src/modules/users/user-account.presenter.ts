import type { User } from './user.entity';
import { presentUser, type UserProfile } from './user.presenter';

/** A user as the admin's user management shows it (GraphQL UserAccount, /api/users): never the password or its hash. */
export interface UserAccount extends UserProfile {
  bio: string | null;
  isActive: boolean;
  createdAt: Date;
  updatedAt: Date;
}

export interface UserPage {
  users: UserAccount[];
  total: number;
  page: number;
  pageSize: number;
}

/** The counts above the list (spec 001 §2 User management): every user, not only the search's. */
export interface UserCounts {
  total: number;
  admins: number;
  editors: number;
  inactive: number;
}

export function presentUserAccount(user: User): UserAccount {
  return {
    ...presentUser(user),
    bio: user.bio ?? null,
    isActive: user.isActive,
    createdAt: user.createdAt,
    updatedAt: user.updatedAt,
  };
}
