import { number, object, type InferType } from 'yup';
import { ANALYTICS_PERIODS, DEFAULT_ANALYTICS_PERIOD, type AnalyticsPeriod } from '../analytics/analytics.constants';
import { message } from './message';

/** The analytics period: GET /api/admin/analytics?days= and adminAnalytics(days:); 7 or 30, 7 when absent. */
export const analyticsPeriodSchema = object({
  days: number<AnalyticsPeriod>()
    .transform((value: number, original: unknown) => (original === '' || original === null ? undefined : value))
    .typeError(message('analytics.days.invalid', { list: ANALYTICS_PERIODS.join(', ') }))
    .oneOf([...ANALYTICS_PERIODS], message('analytics.days.invalid', { list: ANALYTICS_PERIODS.join(', ') }))
    .default(DEFAULT_ANALYTICS_PERIOD),
});
export type AnalyticsPeriodInput = InferType<typeof analyticsPeriodSchema>;
