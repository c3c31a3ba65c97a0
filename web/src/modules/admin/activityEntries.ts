import type { ComponentType } from 'react';
import { CarIcon, FileTextIcon, GavelIcon, MessageIcon, StoreIcon } from '../../components/icons/icons';
import type { IconProps } from '../../components/icons/Icon';
import { isLinkAvailable } from '../../routing/links';
import type { AdminDashboardQuery } from './graphql/AdminDashboard.generated';

export type ActivityEntry = AdminDashboardQuery['adminDashboard']['activity'][number];

/** The admin page of each audited kind of record (an id in the path when its page shows one). */
const AUDIT_PAGES: Readonly<Record<string, (id: string) => string>> = {
  user: () => '/admin/users',
  setting: () => '/admin/settings',
  theme: () => '/admin/colors',
  dealer: () => '/admin/dealers',
  charity: () => '/admin/charities',
  auction: () => '/admin/auctions',
  bid: () => '/admin/auctions',
  donation: () => '/admin/donations',
  receipt: () => '/admin/donations',
  post: (id) => `/admin/posts/${id}/edit`,
  page: (id) => `/admin/pages/${id}/edit`,
  category: () => '/admin/categories',
  form: (id) => `/admin/forms/${id}/edit`,
};

const KIND_PAGES: Readonly<Record<string, string>> = {
  donation: '/admin/donations',
  bid: '/admin/auctions',
  chat: '/admin/chat-history',
  dealer: '/admin/dealers',
};

/** Where an entry leads, when that page exists (the route table says); undefined otherwise. */
export function activityLink(entry: Pick<ActivityEntry, 'kind' | 'entityType' | 'entityId'>): string | undefined {
  const href =
    entry.kind === 'audit'
      ? entry.entityType
        ? AUDIT_PAGES[entry.entityType]?.(encodeURIComponent(entry.entityId ?? ''))
        : undefined
      : KIND_PAGES[entry.kind];
  return href && isLinkAvailable(href) ? href : undefined;
}

const ICONS: Readonly<Record<string, ComponentType<IconProps>>> = {
  donation: CarIcon,
  bid: GavelIcon,
  chat: MessageIcon,
  dealer: StoreIcon,
};

export const activityIcon = (kind: string): ComponentType<IconProps> => ICONS[kind] ?? FileTextIcon;
