import type { ComponentType } from 'react';
import { CarIcon, DollarIcon, GavelIcon, MessageIcon, ReceiptIcon, UsersIcon } from '../../components/icons/icons';
import type { IconProps } from '../../components/icons/Icon';
import type { MessageId } from '../../i18n/messages';

/**
 * FIXED SAMPLE CONTENT (spec 001 §2 "Admin dashboard": not loaded from a server).
 * The dashboard labels it visibly as sample figures.
 */
export interface SampleStat {
  key: string;
  labelId: MessageId;
  value: number;
  kind: 'count' | 'currency';
  /** Change from last month as a fraction: 0.12 = +12 %. */
  change: number;
  icon: ComponentType<IconProps>;
}

export const SAMPLE_STATS: readonly SampleStat[] = [
  { key: 'donations', labelId: 'admin.stats.totalDonations', value: 1234, kind: 'count', change: 0.12, icon: CarIcon },
  { key: 'users', labelId: 'admin.stats.activeUsers', value: 573, kind: 'count', change: 0.08, icon: UsersIcon },
  { key: 'chats', labelId: 'admin.stats.chatSessions', value: 892, kind: 'count', change: 0.23, icon: MessageIcon },
  { key: 'revenue', labelId: 'admin.stats.revenue', value: 45231.89, kind: 'currency', change: 0.15, icon: DollarIcon },
];

export interface SampleActivity {
  key: string;
  messageId: MessageId;
  values?: Record<string, string>;
  minutesAgo: number;
  icon: ComponentType<IconProps>;
}

export const SAMPLE_ACTIVITY: readonly SampleActivity[] = [
  { key: 'a1', messageId: 'admin.activity.donation', values: { vehicle: '2015 Toyota Camry' }, minutesAgo: 5, icon: CarIcon },
  { key: 'a2', messageId: 'admin.activity.user', values: { name: 'Jordan Smith' }, minutesAgo: 42, icon: UsersIcon },
  { key: 'a3', messageId: 'admin.activity.chat', minutesAgo: 95, icon: MessageIcon },
  { key: 'a4', messageId: 'admin.activity.receipt', values: { vehicle: '2012 Ford Escape' }, minutesAgo: 180, icon: ReceiptIcon },
  { key: 'a5', messageId: 'admin.activity.auction', values: { vehicle: '2018 Honda Civic' }, minutesAgo: 1440, icon: GavelIcon },
];

export const SAMPLE_CURRENCY = 'CAD';
