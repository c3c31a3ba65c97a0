import type { ComponentType } from 'react';
import { areaPage } from '../i18n/AreaMessages';
import { ROUTE_PATHS, type RouteLayout, type RoutePath } from './routePaths';

/**
 * The page of each path of routePaths.ts, code-split. Only the router reads this file: links,
 * hasRoute and access read routePaths.ts, so pages may import them without an import cycle.
 */
type PageLoader = () => Promise<{ default: ComponentType }>;

export const ROUTE_PAGES: Record<RoutePath, PageLoader> = {
  '/': areaPage('home', () => import('../modules/home/views/HomePage').then((m) => m.HomePage)),
  '/home-original': areaPage('home', () => import('../modules/home/views/HomePage').then((m) => m.HomeOriginalPage)),
  '/login': () => import('../modules/auth/views/LoginPage').then((m) => ({ default: m.LoginPage })),
  '/admin': () => import('../modules/admin/views/DashboardPage').then((m) => ({ default: m.DashboardPage })),
  '/dealer-bidding': areaPage('auctions', () =>
    import('../modules/auctions/views/DealerBiddingPage').then((m) => m.DealerBiddingPage),
  ),
  '/dealer-notices': areaPage('notices', () =>
    import('../modules/notices/views/DealerNoticesPage').then((m) => m.DealerNoticesPage),
  ),
  '/dealer-registration': () =>
    import('../modules/dealers/views/DealerRegistrationPage').then((m) => ({ default: m.DealerRegistrationPage })),
  '/set-password': () => import('../modules/auth/views/SetPasswordPage').then((m) => ({ default: m.SetPasswordPage })),
  '/dealer-registration/set-password': () =>
    import('../modules/dealers/views/SetPasswordPage').then((m) => ({ default: m.SetPasswordPage })),
  '/admin/dealers': () => import('../modules/dealers/views/AdminDealersPage').then((m) => ({ default: m.AdminDealersPage })),
  '/admin/auctions': areaPage('auctions', () =>
    import('../modules/auctions/views/AdminAuctionsPage').then((m) => m.AdminAuctionsPage),
  ),
  '/chat': areaPage('chat', () => import('../modules/chat/views/ChatPage').then((m) => m.ChatPage)),
  '/vehicle-valuation': () => import('../modules/valuation/views/ValuationPage').then((m) => ({ default: m.ValuationPage })),
  '/unified-donation': () =>
    import('../modules/donations/views/DonationWizardPage').then((m) => ({ default: m.DonationWizardPage })),
  '/donate': () => import('../modules/donations/views/DonateRedirect').then((m) => ({ default: m.DonateRedirect })),
  '/donor-portal': () => import('../modules/donor-portal/views/EmailLookupPage').then((m) => ({ default: m.EmailLookupPage })),
  '/enhanced-donor-portal': () => import('../modules/donor-portal/views/TrackingPage').then((m) => ({ default: m.TrackingPage })),
  '/donation-tracking': () =>
    import('../modules/staff-donations/views/StaffTrackingPage').then((m) => ({ default: m.StaffTrackingPage })),
  '/enhanced-donation-tracking': () =>
    import('../modules/staff-donations/views/StaffTrackingPage').then((m) => ({ default: m.StaffTrackingPage })),
  '/admin/donations': () =>
    import('../modules/staff-donations/views/AdminDonationsPage').then((m) => ({ default: m.AdminDonationsPage })),
  '/admin/chat-history': areaPage('chat', () => import('../modules/chat/views/ChatHistoryPage').then((m) => m.ChatHistoryPage)),
  '/admin/chat': areaPage('chat', () => import('../modules/chat/views/AssistantConfigPage').then((m) => m.AssistantConfigPage)),
  '/charity-registration': areaPage('charities', () =>
    import('../modules/charities/views/CharityRegistrationPage').then((m) => m.CharityRegistrationPage),
  ),
  '/charity-registration/set-password': areaPage('charities', () =>
    import('../modules/charities/views/CharitySetPasswordPage').then((m) => m.CharitySetPasswordPage),
  ),
  '/charity-management': areaPage('charities', () =>
    import('../modules/charities/views/CharityManagementPage').then((m) => m.CharityManagementPage),
  ),
  '/admin/charities': areaPage('charities', () =>
    import('../modules/charities/views/AdminCharitiesPage').then((m) => m.AdminCharitiesPage),
  ),
  '/blog': areaPage('blog', () => import('../modules/blog/views/BlogListPage').then((m) => m.BlogListPage)),
  '/blog/:slug': areaPage('blog', () => import('../modules/blog/views/BlogPostPage').then((m) => m.BlogPostPage)),
  '/pages/:slug': areaPage('blog', () => import('../modules/blog/views/ContentPage').then((m) => m.ContentPage)),
  '/admin/posts': areaPage('content', () => import('../modules/content/views/AdminPostsPage').then((m) => m.AdminPostsPage)),
  '/admin/posts/new': areaPage('content', () => import('../modules/content/views/PostEditorPage').then((m) => m.PostEditorPage)),
  '/admin/posts/:id/edit': areaPage('content', () =>
    import('../modules/content/views/PostEditorPage').then((m) => m.PostEditorPage),
  ),
  '/admin/categories': areaPage('content', () =>
    import('../modules/content/views/AdminCategoriesPage').then((m) => m.AdminCategoriesPage),
  ),
  '/admin/pages': areaPage('content', () => import('../modules/content/views/AdminPagesPage').then((m) => m.AdminPagesPage)),
  '/admin/pages/new': areaPage('content', () => import('../modules/content/views/PageEditorPage').then((m) => m.PageEditorPage)),
  '/admin/pages/:id/edit': areaPage('content', () =>
    import('../modules/content/views/PageEditorPage').then((m) => m.PageEditorPage),
  ),
  '/forms/:slug': areaPage('forms', () => import('../modules/forms/views/PublicFormPage').then((m) => m.PublicFormPage)),
  '/form-builder': areaPage('forms', () => import('../modules/forms/views/FormBuilderPage').then((m) => m.FormBuilderPage)),
  '/admin/forms': areaPage('forms', () => import('../modules/forms/views/AdminFormsPage').then((m) => m.AdminFormsPage)),
  '/admin/forms/new': areaPage('forms', () => import('../modules/forms/views/FormBuilderPage').then((m) => m.FormBuilderPage)),
  '/admin/forms/:id/edit': areaPage('forms', () =>
    import('../modules/forms/views/FormBuilderPage').then((m) => m.FormBuilderPage),
  ),
  '/admin/forms/:id/submissions': areaPage('forms', () =>
    import('../modules/forms/views/FormSubmissionsPage').then((m) => m.FormSubmissionsPage),
  ),
  '/admin/users': areaPage('users', () => import('../modules/users/views/AdminUsersPage').then((m) => m.AdminUsersPage)),
  '/admin/colors': areaPage('themes', () => import('../modules/themes/views/AdminColorsPage').then((m) => m.AdminColorsPage)),
  '/admin/analytics': areaPage('analytics', () =>
    import('../modules/analytics/views/AdminAnalyticsPage').then((m) => m.AdminAnalyticsPage),
  ),
  '/admin/audit': areaPage('audit', () => import('../modules/audit/views/AdminAuditPage').then((m) => m.AdminAuditPage)),
  '/admin/api-keys': areaPage('apiKeys', () =>
    import('../modules/api-keys/views/AdminApiKeysPage').then((m) => m.AdminApiKeysPage),
  ),
  '/admin/settings': areaPage('settings', () =>
    import('../modules/settings/views/AdminSettingsPage').then((m) => m.AdminSettingsPage),
  ),
  '/admin/webhooks': areaPage('webhooks', () =>
    import('../modules/webhooks/views/AdminWebhooksPage').then((m) => m.AdminWebhooksPage),
  ),
};

export interface RouteEntry {
  path: RoutePath;
  layout: RouteLayout;
  /** `false`: renders without the Apollo client (routePaths.ts). */
  graphql?: false;
  load: PageLoader;
}

/** Every route: its path and layout (routePaths.ts) with its page. */
export const ROUTE_TABLE: readonly RouteEntry[] = ROUTE_PATHS.map((route) => ({ ...route, load: ROUTE_PAGES[route.path] }));
