import { ACCIDENT_HISTORIES, VEHICLE_CONDITIONS, VEHICLE_TYPES } from '@vdp/shared/vehicles/catalogue';
import { CHARITY_CHOICES, DONOR_REGIONS, PICKUP_PREFERENCES, PROVINCES } from '@vdp/shared/donations/donation.constants';
import { STATUS_DEFINITIONS, statusDefinition } from '@vdp/shared/donations/donation-status';
import type { MessageId } from '../i18n/messages';

/**
 * Message ids built from the shared value lists (conditions, provinces, statuses, ...). Every id
 * these produce is checked against the catalogs by messageIds.test.ts.
 */
/** canadian-cancer-society -> canadianCancerSociety: catalog ids are dotted camelCase. */
const camel = (value: string) => value.replace(/[_-]([a-z])/g, (_m, c: string) => c.toUpperCase());

export const conditionId = (value: string) => `vehicle.condition.${value}` as MessageId;
export const vehicleTypeId = (value: string) => `vehicle.type.${value}` as MessageId;
export const accidentsId = (value: string) => `valuation.accidents.${value}` as MessageId;
export const provinceId = (value: string) => `donate.province.${value}` as MessageId;
/** The heading a region is listed under: Canada for the provinces and territories, else the US. */
export const regionGroupId = (value: string): MessageId =>
  (PROVINCES as readonly string[]).includes(value) ? 'donate.region.canada' : 'donate.region.us';
export const pickupId = (value: string) => `donate.pickup.${value}` as MessageId;
export const charityId = (value: string) => `donate.charity.${camel(value)}` as MessageId;
export const factorId = (key: string) => `valuation.factor.${key}` as MessageId;
export const recommendationId = (key: string) => `valuation.recommendation.${key}` as MessageId;
export const impactId = (impact: string) => `valuation.impact.${impact}` as MessageId;
export const statusLabelId = (status: string) =>
  (statusDefinition(status)?.labelId ?? 'donationStatus.unknown.label') as MessageId;
export const statusMessageId = (status: string) => statusDefinition(status)?.messageId as MessageId | undefined;

export const FACTOR_KEYS = [
  'age',
  'mileage',
  'condition',
  'accidents',
  'serviceHistory',
  'modifications',
  'lien',
  'vehicleType',
  'marketData',
];
export const RECOMMENDATION_KEYS = [
  'clearLien',
  'serviceRecords',
  'accidentDocuments',
  'modifications',
  'notRunning',
  'keepDocuments',
  'receiptValue',
];

/** Every generated id, for the catalog test. */
export function allGeneratedIds(): string[] {
  return [
    ...VEHICLE_CONDITIONS.map(conditionId),
    ...VEHICLE_TYPES.map(vehicleTypeId),
    ...ACCIDENT_HISTORIES.map(accidentsId),
    ...DONOR_REGIONS.map(provinceId),
    ...DONOR_REGIONS.map(regionGroupId),
    ...PICKUP_PREFERENCES.map(pickupId),
    ...CHARITY_CHOICES.map(charityId),
    ...FACTOR_KEYS.map(factorId),
    ...RECOMMENDATION_KEYS.map(recommendationId),
    ...['positive', 'negative', 'neutral'].map(impactId),
    ...STATUS_DEFINITIONS.flatMap((s) => [s.labelId, s.messageId ?? s.labelId]),
    'donationStatus.unknown.label',
  ];
}
