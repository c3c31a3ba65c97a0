import type { CharityCheckResult } from './charity-checks';

/** spec 000 §3 "Enhanced charity": the registry's record and latest T3010 of a number. */
export interface EnhancedCharityRecord {
  registrationNumber: string;
  name: string;
  registryStatus: string;
  designation: string | null;
  complianceStatus: string;
  boardSize: number | null;
  compensatedPositions: number | null;
  fiscalYear: number | null;
  t3010Filed: boolean;
  t3010DueDate: string | null;
  lastFilingDate: string | null;
  governmentFunding: number | null;
  programAreas: string[];
  annualRevenue: number | null;
  charitablePurposes: number | null;
  fundraisingCosts: number | null;
  administrativeCosts: number | null;
  totalExpenditures: number | null;
}

export interface EnhancedCharityAnswer {
  isValid: boolean;
  error: string | null;
  charity: EnhancedCharityRecord | null;
}

export interface CharityMetricsRecord {
  registrationNumber: string;
  fiscalYear: number | null;
  efficiency: number;
  transparency: number;
  impact: number;
  governance: number;
  overall: number;
}

export interface CharityEligibilityRecord {
  isEligible: boolean;
  requirements: CharityCheckResult[];
  restrictions: CharityCheckResult[];
}

export interface CharityReceiptValidationRecord {
  isAuthorized: boolean;
  receiptRequirements: CharityCheckResult[];
  warnings: CharityCheckResult[];
}

export interface CharityChangeRecord {
  field: string;
  before: string | null;
  after: string | null;
}

export interface CharitySyncRecord {
  success: boolean;
  lastSync: Date;
  changes: CharityChangeRecord[];
}
