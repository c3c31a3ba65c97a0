import type { ComponentType } from 'react';

/**
 * The route table: every page that exists, and nothing else. Links anywhere in the app render
 * only when their path is listed here (see hasRoute), so a later issue adds its page with one
 * line below and its header, menu, footer and admin links appear by themselves.
 */
export type RouteLayout = 'public' | 'admin';

export interface RouteEntry {
  /** Absolute path; `:name` segments are parameters. */
  path: string;
  /** `public`: site header and footer; `admin`: admin sidebar layout (admin only). */
  layout: RouteLayout;
  load: () => Promise<{ default: ComponentType }>;
}

export const ROUTE_TABLE: readonly RouteEntry[] = [
  {
    path: '/',
    layout: 'public',
    load: () => import('../modules/home/HomePage').then((m) => ({ default: m.HomePage })),
  },
  {
    path: '/home-original',
    layout: 'public',
    load: () => import('../modules/home/HomePage').then((m) => ({ default: m.HomeOriginalPage })),
  },
  {
    path: '/login',
    layout: 'public',
    load: () => import('../modules/auth/LoginPage').then((m) => ({ default: m.LoginPage })),
  },
  {
    path: '/admin',
    layout: 'admin',
    load: () => import('../modules/admin/DashboardPage').then((m) => ({ default: m.DashboardPage })),
  },
];

/** The paths (patterns) that have a page today. */
export const AVAILABLE_PATHS: readonly string[] = ROUTE_TABLE.map((route) => route.path);
