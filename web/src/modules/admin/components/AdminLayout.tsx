import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { ScrollManager } from '../../../components/layout/ScrollManager';
import { SiteFrame } from '../../../components/layout/SiteFrame';
import { SkipLink } from '../../../components/layout/SkipLink';
import { LoadingState } from '../../../components/ui/LoadingState';
import { RequireAccess } from '../../auth/components/RequireAccess';
import { useCurrentUser } from '../../auth/useCurrentUser';
import { useLogout } from '../../auth/useLogout';
import { AdminSidebar } from './AdminSidebar';
import { AdminMain, AdminShell } from './AdminLayout.styles';

/** Admin area shell (spec 001 §2): admins only; others get Access Denied. */
export function AdminLayout() {
  return (
    <RequireAccess permission="admin.area" deniedMessageId="admin.denied" frame={SiteFrame}>
      <AdminFrame />
    </RequireAccess>
  );
}

function AdminFrame() {
  const { user } = useCurrentUser();
  const logout = useLogout();
  if (!user) return null;
  return (
    <AdminShell>
      <SkipLink />
      <AdminSidebar username={user.username} role={user.role} onSignOut={() => void logout()} />
      <AdminMain id="main" tabIndex={-1}>
        <Suspense fallback={<LoadingState />}>
          <Outlet />
        </Suspense>
      </AdminMain>
      <ScrollManager />
    </AdminShell>
  );
}
