/** The valuation form's messages (spec 000 §5), one source for the api and its tests. */
export const VALUATION_MESSAGES = {
  yearRequired: 'Year is required',
  yearRange: 'Year must be between 1900 and next year',
  makeRequired: 'Make is required',
  modelRequired: 'Model is required',
  mileageRequired: 'Mileage is required',
  mileageRange: 'Mileage must be a whole number between 0 and 2,000,000',
  locationRequired: 'Location is required',
  condition: 'Condition must be excellent, good, fair or poor',
  serviceHistory: 'Service history must be excellent, good, fair or poor',
  accidents: 'Accidents must be none, minor or major',
  vehicleType: 'Vehicle type must be car, truck, motorcycle, boat or other',
  vinLength: 'VIN must be at most 17 characters',
  tooLong: (label: string, max: number) => `${label} must be at most ${max} characters`,
} as const;
