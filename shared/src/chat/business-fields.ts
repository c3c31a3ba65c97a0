/**
 * The text fields of the assistant's business information (spec 001 §3), in the admin form's
 * order. Pure data, shared by the api and the web (`@vdp/shared/chat/business-fields`).
 */
export const BUSINESS_TEXT_FIELDS = [
  'companyName',
  'phone',
  'email',
  'website',
  'address',
  'supportHours',
  'coverageArea',
  'avgPickupTime',
  'charityCount',
  'avgDonationValue',
  'yearsInBusiness',
  'totalDonationsProcessed',
  'taxReceiptCompliance',
  'pickupCost',
  'supportedVehicles',
  'donationProcess',
] as const;

export type BusinessTextField = (typeof BUSINESS_TEXT_FIELDS)[number];
