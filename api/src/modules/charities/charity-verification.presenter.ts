import type { CharityRegistry } from '@vdp/shared/charities/charity-number';

/** What a registry lookup answers (spec 000 §3 "Charity verification result"). */
export interface CharityVerificationResult {
  isValid: boolean;
  registrationNumber: string;
  registry: CharityRegistry | null;
  found: boolean;
  name: string | null;
  status: string;
  details: CharityDetailsResult | null;
}

export interface CharityDetailsResult {
  address: { streetAddress: string | null; city: string | null; state: string | null; zipCode: string | null };
  contact: { phone: string | null; email: string | null; website: string | null };
  programs: string[];
  financialInfo: {
    year: number;
    totalRevenue: number | null;
    charitablePurposes: number | null;
    fundraisingCosts: number | null;
  } | null;
}

export interface CharityDetailedVerificationResult {
  isValid: boolean;
  charity: CharityVerificationResult;
}

/** spec 001 §3: what fills the admin dialog. */
export interface CharityRegistryCheckResult {
  verified: boolean;
  registrationNumber: string;
  status: string;
  name: string | null;
  address: string | null;
  city: string | null;
  province: string | null;
  postalCode: string | null;
  website: string | null;
  description: string | null;
}
