/** The roles of spec 000 §6 and spec 001 §6; `user` is the stored default. */
export const ROLES = ['admin', 'editor', 'staff', 'dealer', 'charity', 'user'] as const;
export type Role = (typeof ROLES)[number];

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/** The derived flags of spec 000 §6 (staff also counts as staff, as the gate accepts it). */
export interface RoleFlags {
  isAdmin: boolean;
  isEditor: boolean;
  isStaff: boolean;
  isDealer: boolean;
  isCharity: boolean;
}

export function roleFlags(role: Role): RoleFlags {
  return {
    isAdmin: role === 'admin',
    isEditor: role === 'editor' || role === 'admin',
    isStaff: role === 'admin' || role === 'editor' || role === 'staff',
    isDealer: role === 'dealer',
    isCharity: role === 'charity',
  };
}
