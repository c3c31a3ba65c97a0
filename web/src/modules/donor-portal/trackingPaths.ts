/** The tracking page of a code (spec 000 §2.1). */
export const TRACKING_PAGE = '/enhanced-donor-portal';
export const EMAIL_LOOKUP_PAGE = '/donor-portal';

export function trackingPath(accessCode: string): string {
  return `${TRACKING_PAGE}?code=${encodeURIComponent(accessCode)}`;
}
