import type { ComponentType } from 'react';
import {
  BuildingIcon,
  ChartIcon,
  ClipboardListIcon,
  DashboardIcon,
  FileTextIcon,
  GlobeIcon,
  GavelIcon,
  HeartIcon,
  MessageIcon,
  NewspaperIcon,
  PaletteIcon,
  SettingsIcon,
  ShieldCheckIcon,
  StoreIcon,
  TagIcon,
  UsersIcon,
  CarIcon,
  KeyIcon,
} from '../../components/icons/icons';
import type { IconProps } from '../../components/icons/Icon';
import type { LinkItem } from '../../routing/links';

export interface AdminLink extends LinkItem {
  icon: ComponentType<IconProps>;
  /** Active only on the exact path (the dashboard); others are active on any sub-path. */
  exact?: boolean;
}

/** The sidebar of spec 001 §2, in its order; entries appear as their pages are built. */
export const ADMIN_NAV_LINKS: readonly AdminLink[] = [
  { key: 'dashboard', href: '/admin', labelId: 'admin.nav.dashboard', icon: DashboardIcon, exact: true },
  { key: 'chat-history', href: '/admin/chat-history', labelId: 'admin.nav.chatHistory', icon: MessageIcon },
  { key: 'settings', href: '/admin/settings', labelId: 'admin.nav.settings', icon: SettingsIcon },
  { key: 'colors', href: '/admin/colors', labelId: 'admin.nav.colors', icon: PaletteIcon },
  { key: 'users', href: '/admin/users', labelId: 'admin.nav.users', icon: UsersIcon },
  { key: 'donations', href: '/admin/donations', labelId: 'admin.nav.donations', icon: CarIcon },
  { key: 'charities', href: '/admin/charities', labelId: 'admin.nav.charities', icon: HeartIcon },
  { key: 'auctions', href: '/admin/auctions', labelId: 'admin.nav.auctions', icon: GavelIcon },
  { key: 'dealers', href: '/admin/dealers', labelId: 'admin.nav.dealers', icon: StoreIcon },
  { key: 'pages', href: '/admin/pages', labelId: 'admin.nav.pages', icon: FileTextIcon },
  // content management (issue 11): the spec's "other admin-only paths", beside Pages
  { key: 'posts', href: '/admin/posts', labelId: 'admin.nav.posts', icon: NewspaperIcon },
  { key: 'categories', href: '/admin/categories', labelId: 'admin.nav.categories', icon: TagIcon },
  // custom forms (issue 12): also one of the spec's "other admin-only paths"
  { key: 'forms', href: '/admin/forms', labelId: 'admin.nav.forms', icon: ClipboardListIcon },
  { key: 'analytics', href: '/admin/analytics', labelId: 'admin.nav.analytics', icon: ChartIcon },
  // the audit trail (issue 13 §6), beyond the spec's sidebar
  { key: 'audit', href: '/admin/audit', labelId: 'admin.nav.audit', icon: ShieldCheckIcon },
  // API keys (issue 14 §3), for integrators
  { key: 'api-keys', href: '/admin/api-keys', labelId: 'admin.nav.apiKeys', icon: KeyIcon },
  // webhooks for integrators (issue 14 §6)
  { key: 'webhooks', href: '/admin/webhooks', labelId: 'admin.nav.webhooks', icon: GlobeIcon },
];

/** Dashboard quick actions (spec 001 §2 "Admin dashboard"). */
export const ADMIN_QUICK_ACTIONS: readonly AdminLink[] = [
  { key: 'chat-history', href: '/admin/chat-history', labelId: 'admin.quickActions.chatHistory', icon: MessageIcon },
  { key: 'settings', href: '/admin/settings', labelId: 'admin.quickActions.settings', icon: SettingsIcon },
  { key: 'colors', href: '/admin/colors', labelId: 'admin.quickActions.colors', icon: PaletteIcon },
  { key: 'manage-donations', href: '/donation-tracking', labelId: 'admin.quickActions.manageDonations', icon: BuildingIcon },
  { key: 'view-analytics', href: '/admin/donations', labelId: 'admin.quickActions.viewAnalytics', icon: ChartIcon },
  // beyond the spec's five: the form builder (issue 12), where a builder save returns to
  { key: 'build-form', href: '/form-builder', labelId: 'admin.quickActions.buildForm', icon: ClipboardListIcon },
];
