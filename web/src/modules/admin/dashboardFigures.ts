import type { ComponentType } from 'react';
import { CarIcon, DollarIcon, MessageIcon, UsersIcon } from '../../components/icons/icons';
import type { IconProps } from '../../components/icons/Icon';
import type { MessageId } from '../../i18n/messages';
import type { AdminDashboardQuery } from './graphql/AdminDashboard.generated';

type Stats = AdminDashboardQuery['adminDashboard']['stats'];

/** One stat card: its value (a count or CAD), this month's and last month's, and the change (null: none last month). */
export interface StatFigure {
  key: keyof Stats;
  labelId: MessageId;
  kind: 'count' | 'currency';
  value: number;
  thisMonth: number;
  change: number | null;
  icon: ComponentType<IconProps>;
}

const CARDS: ReadonlyArray<Pick<StatFigure, 'key' | 'labelId' | 'kind' | 'icon'>> = [
  { key: 'donations', labelId: 'admin.stats.totalDonations', kind: 'count', icon: CarIcon },
  { key: 'activeUsers', labelId: 'admin.stats.activeUsers', kind: 'count', icon: UsersIcon },
  { key: 'chatSessions', labelId: 'admin.stats.chatSessions', kind: 'count', icon: MessageIcon },
  { key: 'revenue', labelId: 'admin.stats.revenue', kind: 'currency', icon: DollarIcon },
];

/** The four cards of spec 001 §2 from the api's figures (money arrives as decimal strings). */
export function statFigures(stats: Stats): StatFigure[] {
  return CARDS.map((card) => {
    const figure = stats[card.key];
    return {
      ...card,
      value: Number(figure.total),
      thisMonth: Number(figure.thisMonth),
      change: figure.change ?? null,
    };
  });
}

/** Where an overview count's list is (a path the route table may or may not have yet). */
export const OVERVIEW_ITEMS: ReadonlyArray<{
  key: keyof AdminDashboardQuery['adminDashboard']['overview'];
  labelId: MessageId;
  href?: string;
}> = [
  { key: 'posts', labelId: 'admin.nav.posts', href: '/admin/posts' },
  { key: 'pages', labelId: 'admin.nav.pages', href: '/admin/pages' },
  { key: 'categories', labelId: 'admin.nav.categories', href: '/admin/categories' },
  { key: 'tags', labelId: 'admin.overview.tags' },
  { key: 'users', labelId: 'admin.nav.users', href: '/admin/users' },
  { key: 'forms', labelId: 'admin.nav.forms', href: '/admin/forms' },
  { key: 'donations', labelId: 'admin.nav.donations', href: '/admin/donations' },
];
