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
  {
    path: '/dealer-bidding',
    layout: 'public',
    load: () => import('../modules/auctions/views/DealerBiddingPage').then((m) => ({ default: m.DealerBiddingPage })),
  },
  {
    path: '/dealer-registration',
    layout: 'public',
    load: () => import('../modules/dealers/views/DealerRegistrationPage').then((m) => ({ default: m.DealerRegistrationPage })),
  },
  {
    path: '/dealer-registration/set-password',
    layout: 'public',
    load: () => import('../modules/dealers/views/SetPasswordPage').then((m) => ({ default: m.SetPasswordPage })),
  },
  {
    path: '/admin/dealers',
    layout: 'admin',
    load: () => import('../modules/dealers/views/AdminDealersPage').then((m) => ({ default: m.AdminDealersPage })),
  },
  {
    path: '/admin/auctions',
    layout: 'admin',
    load: () => import('../modules/auctions/views/AdminAuctionsPage').then((m) => ({ default: m.AdminAuctionsPage })),
  },
  { path: '/chat', layout: 'public', load: () => import('../modules/chat/ChatPage').then((m) => ({ default: m.ChatPage })) },
  // donor journey (issue 3)
  {
    path: '/vehicle-valuation',
    layout: 'public',
    load: () => import('../modules/valuation/ValuationPage').then((m) => ({ default: m.ValuationPage })),
  },
  {
    path: '/unified-donation',
    layout: 'public',
    load: () => import('../modules/donate/DonationWizardPage').then((m) => ({ default: m.DonationWizardPage })),
  },
  {
    path: '/donate',
    layout: 'public',
    load: () => import('../modules/donate/DonateRedirect').then((m) => ({ default: m.DonateRedirect })),
  },
  {
    path: '/donor-portal',
    layout: 'public',
    load: () => import('../modules/tracking/EmailLookupPage').then((m) => ({ default: m.EmailLookupPage })),
  },
  {
    path: '/enhanced-donor-portal',
    layout: 'public',
    load: () => import('../modules/tracking/TrackingPage').then((m) => ({ default: m.TrackingPage })),
  },
  // staff operations (issue 4): gated by 'staff.area' (ROUTE_PERMISSIONS) and, for /admin, the admin layout
  {
    path: '/donation-tracking',
    layout: 'public',
    load: () => import('../modules/staff-tracking/StaffTrackingPage').then((m) => ({ default: m.StaffTrackingPage })),
  },
  {
    path: '/enhanced-donation-tracking',
    layout: 'public',
    load: () => import('../modules/staff-tracking/StaffTrackingPage').then((m) => ({ default: m.StaffTrackingPage })),
  },
  {
    path: '/admin/donations',
    layout: 'admin',
    load: () => import('../modules/staff-tracking/admin/AdminDonationsPage').then((m) => ({ default: m.AdminDonationsPage })),
  },
  {
    path: '/admin/chat-history',
    layout: 'admin',
    load: () => import('../modules/chat/admin/ChatHistoryPage').then((m) => ({ default: m.ChatHistoryPage })),
  },
  {
    path: '/admin/chat',
    layout: 'admin',
    load: () => import('../modules/chat/admin/AssistantConfigPage').then((m) => ({ default: m.AssistantConfigPage })),
  },
];

/** The paths (patterns) that have a page today. */
export const AVAILABLE_PATHS: readonly string[] = ROUTE_TABLE.map((route) => route.path);
