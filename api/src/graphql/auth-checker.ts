import type { AuthChecker } from 'type-graphql';
import { decide, PERMISSIONS, type Permission } from '@vdp/shared/auth/permissions';
import { forbidden, unauthenticated } from '../core/errors';
import type { RequestContext } from '../core/request-context';

/**
 * TypeGraphQL's authChecker over the one permission table: each `@Authorized('<permission>')`
 * names exactly one permission of auth/permissions.ts.
 */
export const authChecker: AuthChecker<RequestContext, Permission> = ({ context }, permissions) => {
  const [permission] = permissions;
  if (permissions.length !== 1 || !(permission in PERMISSIONS)) {
    throw new Error(`@Authorized must name exactly one permission of the table, got ${JSON.stringify(permissions)}`);
  }
  const decision = decide(permission, context.user?.role);
  if (decision === 'unauthenticated') throw unauthenticated();
  if (decision === 'forbidden') throw forbidden();
  return true;
};
