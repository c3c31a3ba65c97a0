import type { ComponentType } from 'react';
import { CarIcon, FileTextIcon, GavelIcon, MessageIcon, StoreIcon } from '../../components/icons/icons';
import type { IconProps } from '../../components/icons/Icon';
import { AUDIT_ACTIONS, AUDIT_ENTITY_TYPES, type AuditAction, type AuditEntityType } from '@vdp/shared/audit/audit-actions';
import { isLinkAvailable } from '../../routing/links';
import { entityHref } from '../audit/auditLabels';
import type { AdminDashboardQuery } from './graphql/AdminDashboard.generated';

export type ActivityEntry = AdminDashboardQuery['adminDashboard']['activity'][number];

const KIND_PAGES: Readonly<Record<string, string>> = {
  donation: '/admin/donations',
  bid: '/admin/auctions',
  chat: '/admin/chat-history',
  dealer: '/admin/dealers',
};

const isEntityType = (value: string): value is AuditEntityType => (AUDIT_ENTITY_TYPES as readonly string[]).includes(value);
const isAction = (value: string): value is AuditAction => (AUDIT_ACTIONS as readonly string[]).includes(value);

/** Where an entry leads, when that page exists (the route table says); undefined otherwise. */
export function activityLink(entry: Pick<ActivityEntry, 'kind' | 'entityType' | 'entityId' | 'action'>): string | undefined {
  if (entry.kind === 'audit') {
    const { entityType, entityId, action } = entry;
    if (!entityType || !isEntityType(entityType) || !action || !isAction(action)) return undefined;
    return entityHref(entityType, entityId ?? '', action) ?? undefined;
  }
  const href = KIND_PAGES[entry.kind];
  return href && isLinkAvailable(href) ? href : undefined;
}

const ICONS: Readonly<Record<string, ComponentType<IconProps>>> = {
  donation: CarIcon,
  bid: GavelIcon,
  chat: MessageIcon,
  dealer: StoreIcon,
};

export const activityIcon = (kind: string): ComponentType<IconProps> => ICONS[kind] ?? FileTextIcon;
