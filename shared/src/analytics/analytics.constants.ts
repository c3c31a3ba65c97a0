/**
 * The admin analytics' fixed sizes (spec 001 §9 "Analytics"): the periods the page offers, the
 * length of its top lists and of the dashboard's Recent Activity. Read by the api (limits of its
 * statements, the period's validation) and the web (the 7 / 30 days toggle).
 */
export const ANALYTICS_PERIODS = [7, 30] as const;
export type AnalyticsPeriod = (typeof ANALYTICS_PERIODS)[number];
export const DEFAULT_ANALYTICS_PERIOD: AnalyticsPeriod = 7;

/** Top posts by views and top categories by post count. */
export const ANALYTICS_TOP_SIZE = 5;

/** Entries of the dashboard's Recent Activity. */
export const RECENT_ACTIVITY_SIZE = 10;

/** The kinds of Recent Activity entry: the audit trail's, and the donor/dealer events it does not hold. */
export const ACTIVITY_KINDS = ['audit', 'donation', 'bid', 'chat', 'dealer'] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];
