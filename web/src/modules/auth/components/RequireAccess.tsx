import { decide, type Permission } from '@vdp/shared/auth/permissions';
import type { ComponentType, ReactNode } from 'react';
import { LoadingState } from '../../../components/ui/LoadingState';
import type { MessageId } from '../../../i18n/messages';
import { useCurrentUser } from '../useCurrentUser';
import { AccessDenied } from './AccessDenied';
import { LoginRequired } from './LoginRequired';

interface RequireAccessProps {
  permission: Permission;
  /** Wording for the Access Denied screen instead of the list of required roles. */
  deniedMessageId?: MessageId;
  /** Wraps the loading, login and denial screens (e.g. the site chrome for the admin area). */
  frame?: ComponentType<{ children: ReactNode }>;
  children: ReactNode;
}

function Bare({ children }: { children: ReactNode }) {
  return <>{children}</>;
}

/** Renders its children only when the shared permission table allows the current user. */
export function RequireAccess({ permission, deniedMessageId, frame: Frame = Bare, children }: RequireAccessProps) {
  const { user, role, loading } = useCurrentUser();
  if (loading) {
    return (
      <Frame>
        <LoadingState messageId="gate.loading" />
      </Frame>
    );
  }

  switch (decide(permission, role)) {
    case 'unauthenticated':
      return (
        <Frame>
          <LoginRequired />
        </Frame>
      );
    case 'forbidden':
      return (
        <Frame>
          <AccessDenied permission={permission} username={user?.username} role={role} messageId={deniedMessageId} />
        </Frame>
      );
    default:
      return <>{children}</>;
  }
}
