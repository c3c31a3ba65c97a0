import {
  CHARITY_CATEGORIES,
  metricLevel,
  type ComplianceStatus,
  type MetricLevel,
} from '@vdp/shared/charities/charity.constants';
import { DONOR_REGIONS } from '@vdp/shared/donations/donation.constants';
import type { IntlShape } from 'react-intl';
import type { Option } from '../../components/form/SelectField';
import type { MessageId } from '../../i18n/messages';
import { hasMessage } from '../../i18n/messages';
import { provinceId, regionGroupId } from '../../lib/messageIds';

/** animal-welfare -> animalWelfare: catalogue ids are dotted camelCase. */
const camel = (value: string) => value.replace(/[_-]([a-z])/g, (_m, c: string) => c.toUpperCase());

export const categoryId = (value: string) => `charities.category.${camel(value)}` as MessageId;

/** The category as words in the visitor's language, or the stored value when it is not one of ours. */
export function categoryLabel(intl: IntlShape, value: string | null | undefined): string {
  if (!value) return '—';
  const id = categoryId(value);
  return hasMessage(intl, id) ? intl.formatMessage({ id }) : value;
}

/** The ten focus areas of spec 000 §2.9 and "other", one source: CHARITY_CATEGORIES. */
export function categoryOptions(intl: IntlShape): Option[] {
  return CHARITY_CATEGORIES.map((value) => ({ value, label: intl.formatMessage({ id: categoryId(value) }) }));
}

/** Provinces and territories under Canada, then the US states (DONOR_REGIONS). */
export function regionOptions(intl: IntlShape): Option[] {
  return DONOR_REGIONS.map((value) => ({
    value,
    label: intl.formatMessage({ id: provinceId(value) }),
    group: intl.formatMessage({ id: regionGroupId(value) }),
  }));
}

/** A registry's status word (Registered, Revoked, ...) in the visitor's language; the raw word when unknown. */
export function registryStatusLabel(intl: IntlShape, status: string | null | undefined): string {
  if (!status) return '—';
  const id = `charities.registryStatus.${camel(status.trim().toLowerCase().replace(/\s+/g, '-'))}`;
  return hasMessage(intl, id) ? intl.formatMessage({ id }) : status;
}

/** The Performance tab's scores, in order (CharityMetrics fields). */
export const METRIC_KEYS = ['efficiency', 'transparency', 'impact', 'governance', 'overall'] as const;

export type Tone = 'success' | 'warning' | 'destructive';

/** Metric colours (spec 000 §9): at least 80 green, at least 60 yellow, below red. */
export const METRIC_TONES: Record<MetricLevel, Tone> = { good: 'success', fair: 'warning', poor: 'destructive' };
export const metricTone = (percent: number): Tone => METRIC_TONES[metricLevel(percent)];

/** The compliance status in the visitor's language (compliant, pending, non-compliant); the raw word when unknown. */
export function complianceLabel(intl: IntlShape, status: string): string {
  const id = `charities.compliance.${camel(status)}`;
  return hasMessage(intl, id) ? intl.formatMessage({ id }) : status;
}

/** Compliance badges (spec 000 §9): compliant success, pending warning, non-compliant destructive. */
export function complianceTone(status: string): Tone {
  const tones: Record<ComplianceStatus, Tone> = { compliant: 'success', pending: 'warning', 'non-compliant': 'destructive' };
  return tones[status as ComplianceStatus] ?? 'warning';
}

/** Verification badge of the admin table. */
export function verificationTone(status: string): Tone {
  return status === 'verified' ? 'success' : status === 'rejected' ? 'destructive' : 'warning';
}
