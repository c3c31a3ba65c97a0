import { lazy, type ComponentType } from 'react';
import { useRoutes, type RouteObject } from 'react-router-dom';
import { PublicLayout } from './components/layout/PublicLayout';
import { LoadingState } from './components/ui/LoadingState';
import { loadApolloRoot, WithApollo } from './graphql/WithApollo';
import { loadArea } from './i18n/areas';
import { AreaMessages } from './i18n/AreaMessages';
import { initialLocale } from './i18n/locales';
import { RequireAccess } from './modules/auth/components/RequireAccess';
import { NotFoundPage } from './modules/errors/views/NotFoundPage';
import { permissionForPath } from './routing/access';
import { hasRoute } from './routing/hasRoute';
import type { RouteLayout } from './routing/routePaths';
import { ROUTE_TABLE, type RouteEntry } from './routing/routeTable';
import { PrerenderGateRelease } from './ssr/PrerenderGate';

const AdminLayout = lazy(() => import('./modules/admin/components/AdminLayout').then((m) => ({ default: m.AdminLayout })));

/** Each page of the route table, code-split. */
const PAGES: readonly { entry: RouteEntry; Page: ComponentType }[] = ROUTE_TABLE.map((entry) => ({
  entry,
  Page: lazy(entry.load),
}));

function routesFor(layout: RouteLayout): RouteObject[] {
  return PAGES.filter(({ entry }) => entry.layout === layout).map(({ entry, Page }) => {
    // the admin layout gates its whole area; a gated public page gets its own gate
    const permission = layout === 'public' ? permissionForPath(entry.path) : undefined;
    const page =
      entry.graphql === false ? (
        <>
          <Page />
          <PrerenderGateRelease />
        </>
      ) : (
        <WithApollo>
          <Page />
          <PrerenderGateRelease />
        </WithApollo>
      );
    return {
      path: entry.path,
      element: permission ? <RequireAccess permission={permission}>{page}</RequireAccess> : page,
    };
  });
}

export const routes: RouteObject[] = [
  {
    element: (
      <WithApollo fallback={<LoadingState minHeight="100vh" />}>
        <AreaMessages area="admin" fallback={<LoadingState minHeight="100vh" />}>
          <AdminLayout />
        </AreaMessages>
      </WithApollo>
    ),
    // an admin path without a page is still behind the area's gate: Login Required, Access
    // Denied, and only then (for an admin) Page Not Found inside the admin layout
    children: [...routesFor('admin'), { path: '/admin/*', element: <NotFoundPage /> }],
  },
  { element: <PublicLayout />, children: [...routesFor('public'), { path: '*', element: <NotFoundPage /> }] },
];

export function AppRoutes() {
  return useRoutes(routes);
}

/** Starts loading the current page's code at boot, alongside the app shell. */
export function preloadRoute(pathname: string): void {
  const entry = ROUTE_TABLE.find((route) => hasRoute(pathname, [route.path]));
  entry?.load().catch(() => undefined);
  // the page will wait for the Apollo client: fetch it alongside rather than after the page's code
  if (entry?.graphql !== false) loadApolloRoot().catch(() => undefined);
  if (entry?.layout === 'admin') {
    import('./modules/admin/components/AdminLayout').catch(() => undefined);
    loadArea('admin', initialLocale()).catch(() => undefined);
  }
}
