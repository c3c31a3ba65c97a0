import { ROUTE_PERMISSIONS, decide, type Permission } from '@vdp/shared/auth/permissions';
import type { Role } from '@vdp/shared/auth/roles';
import { pathOf } from './hasRoute';

type GatedPath = keyof typeof ROUTE_PERMISSIONS;
const GATED_PATHS = Object.keys(ROUTE_PERMISSIONS) as GatedPath[];

/** The permission guarding a path (its own or its closest gated parent's), if any. */
export function permissionForPath(href: string): Permission | undefined {
  const path = pathOf(href);
  let best: GatedPath | undefined;
  for (const gated of GATED_PATHS) {
    if ((path === gated || path.startsWith(`${gated}/`)) && (!best || gated.length > best.length)) {
      best = gated;
    }
  }
  return best ? ROUTE_PERMISSIONS[best] : undefined;
}

/** Whether a user with this role (undefined when signed out) may open the path. */
export function canVisit(href: string, role: Role | undefined): boolean {
  const permission = permissionForPath(href);
  return permission === undefined || decide(permission, role) === 'allowed';
}
