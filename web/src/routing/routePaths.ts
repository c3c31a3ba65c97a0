/**
 * The paths that have a page, and their layout: pure data, no page imports, so links, hasRoute
 * and access read it without pulling in (and cycling through) the pages. Links anywhere in the
 * app render only when their path is listed here (see hasRoute): a later issue adds its page
 * with one line here and one in routeTable.ts, and its header, menu, footer and admin links
 * appear by themselves. Permissions come from the shared ROUTE_PERMISSIONS (see access.ts).
 */
export type RouteLayout = 'public' | 'admin';

export interface RoutePathEntry {
  /** Absolute path; `:name` segments are parameters. */
  path: string;
  /** `public`: site header and footer; `admin`: admin sidebar layout (admin only). */
  layout: RouteLayout;
  /**
   * `false`: the page runs no GraphQL of its own (it reads only the shell's user and settings),
   * so it renders without waiting for the Apollo client (ADR 21). Every other page renders inside it.
   */
  graphql?: false;
}

export const ROUTE_PATHS = [
  { path: '/', layout: 'public', graphql: false },
  { path: '/home-original', layout: 'public', graphql: false },
  { path: '/login', layout: 'public' },
  // a password chosen from an e-mailed link, for accounts an admin made or reset (issue 13)
  { path: '/set-password', layout: 'public' },
  { path: '/admin', layout: 'admin' },
  { path: '/dealer-bidding', layout: 'public' },
  // the dealer's notices and watchlist (issue 18 §3), gated by 'notices.use' (ROUTE_PERMISSIONS)
  { path: '/dealer-notices', layout: 'public' },
  { path: '/dealer-registration', layout: 'public' },
  { path: '/dealer-registration/set-password', layout: 'public' },
  { path: '/admin/dealers', layout: 'admin' },
  { path: '/admin/auctions', layout: 'admin' },
  { path: '/chat', layout: 'public' },
  // donor journey (issue 3)
  { path: '/vehicle-valuation', layout: 'public' },
  { path: '/unified-donation', layout: 'public' },
  { path: '/donate', layout: 'public' },
  { path: '/donor-portal', layout: 'public' },
  { path: '/enhanced-donor-portal', layout: 'public' },
  // staff operations (issue 4): gated by 'staff.area' (ROUTE_PERMISSIONS) and, for /admin, the admin layout
  { path: '/donation-tracking', layout: 'public' },
  { path: '/enhanced-donation-tracking', layout: 'public' },
  { path: '/admin/donations', layout: 'admin' },
  { path: '/admin/chat-history', layout: 'admin' },
  { path: '/admin/chat', layout: 'admin' },
  // charities (issue 10): /charity-management is gated by 'charity.area' (ROUTE_PERMISSIONS)
  { path: '/charity-registration', layout: 'public' },
  { path: '/charity-registration/set-password', layout: 'public' },
  { path: '/charity-management', layout: 'public' },
  { path: '/admin/charities', layout: 'admin' },
  // content (issue 11): the public blog and pages; the admin's posts, categories and pages (admin layout gate)
  { path: '/blog', layout: 'public' },
  { path: '/blog/:slug', layout: 'public' },
  { path: '/pages/:slug', layout: 'public' },
  { path: '/admin/posts', layout: 'admin' },
  { path: '/admin/posts/new', layout: 'admin' },
  { path: '/admin/posts/:id/edit', layout: 'admin' },
  { path: '/admin/categories', layout: 'admin' },
  { path: '/admin/pages', layout: 'admin' },
  { path: '/admin/pages/new', layout: 'admin' },
  { path: '/admin/pages/:id/edit', layout: 'admin' },
  // custom forms (issue 12): the public form; the builder, the list and the submissions (admin layout gate)
  { path: '/forms/:slug', layout: 'public' },
  { path: '/form-builder', layout: 'admin' },
  { path: '/admin/forms', layout: 'admin' },
  { path: '/admin/forms/new', layout: 'admin' },
  { path: '/admin/forms/:id/edit', layout: 'admin' },
  { path: '/admin/forms/:id/submissions', layout: 'admin' },
  // users (issue 13): the admin's user management
  { path: '/admin/users', layout: 'admin' },
  // colour themes (issue 13): the list, the editor with its live preview, activation (admin layout gate)
  { path: '/admin/colors', layout: 'admin' },
  // dashboard and analytics (issue 13): real figures, charts of the last 7 / 30 days
  { path: '/admin/analytics', layout: 'admin' },
  // the audit trail (issue 13 §6): every admin and staff change, read only (admin layout gate)
  { path: '/admin/audit', layout: 'admin' },
  // platform settings (issue 13): one tab per category, each a form over the shared catalogue (admin layout gate)
  { path: '/admin/settings', layout: 'admin' },
  // API keys (issue 14 §3): the keys integrators call the API with; create (secret shown once), revoke
  { path: '/admin/api-keys', layout: 'admin' },
  // webhooks (issue 14 §6): endpoints, their signing secrets and delivery logs (admin layout gate)
  { path: '/admin/webhooks', layout: 'admin' },
] as const satisfies readonly RoutePathEntry[];

export type RoutePath = (typeof ROUTE_PATHS)[number]['path'];

/** The paths (patterns) that have a page today. */
export const AVAILABLE_PATHS: readonly string[] = ROUTE_PATHS.map((route) => route.path);
