import { GraphQLJSON } from 'graphql-scalars';
import { Field, Float, Int, ObjectType } from 'type-graphql';
import { APPRAISAL_THRESHOLD } from '@vdp/shared/charities/charity.constants';
import type { CharityCheckResult } from './charity-checks';
import type {
  CharityChangeRecord,
  CharityEligibilityRecord,
  CharityMetricsRecord,
  CharityReceiptValidationRecord,
  CharitySyncRecord,
  EnhancedCharityAnswer,
  EnhancedCharityRecord,
} from './charity-management.presenter';

@ObjectType('EnhancedCharity', { description: "The registry's record and latest T3010 (spec 000 §3)." })
export class EnhancedCharityView implements EnhancedCharityRecord {
  @Field(() => String, { description: 'Compact: 123456789RR0001 (CRA) or 123456789 (IRS).' }) registrationNumber!: string;
  @Field(() => String, { description: 'The name the registry lists.' }) name!: string;
  @Field(() => String, { description: 'The registry’s word, e.g. Registered, Revoked (CRA) or the IRS status.' })
  registryStatus!: string;
  @Field(() => String, {
    nullable: true,
    description:
      'The CRA designation code: A public foundation, B private foundation, C charitable organization; null when none.',
  })
  designation!: string | null;
  @Field(() => String, { description: 'compliant, pending or non-compliant (docs/charities.md).' }) complianceStatus!: string;
  @Field(() => Int, { nullable: true, description: 'Directors, from the latest T3010; null when not filed.' })
  boardSize!: number | null;
  @Field(() => Int, { nullable: true, description: 'Paid positions, from the latest T3010; null when not filed.' })
  compensatedPositions!: number | null;
  @Field(() => Int, { nullable: true, description: 'The year the latest fiscal period ends; null with no T3010 imported.' })
  fiscalYear!: number | null;
  @Field(() => Boolean, { description: 'The latest T3010 has been filed.' }) t3010Filed!: boolean;
  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD.' }) t3010DueDate!: string | null;
  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD.' }) lastFilingDate!: string | null;
  @Field(() => Float, { nullable: true, description: 'Government funding, dollars; null when not filed.' })
  governmentFunding!: number | null;
  @Field(() => [String], { description: 'The registry’s category, designation and classification as words.' })
  programAreas!: string[];
  @Field(() => Float, { nullable: true, description: 'Total revenue, dollars; null when not filed.' })
  annualRevenue!: number | null;
  @Field(() => Float, { nullable: true, description: 'Spent on charitable programs, dollars; null when not filed.' })
  charitablePurposes!: number | null;
  @Field(() => Float, { nullable: true, description: 'Spent on fundraising, dollars; null when not filed.' })
  fundraisingCosts!: number | null;
  @Field(() => Float, { nullable: true, description: 'Spent on management and administration, dollars; null when not filed.' })
  administrativeCosts!: number | null;
  @Field(() => Float, {
    nullable: true,
    description: 'Total expenditures as filed, else the sum of the three spending lines; null when unknown.',
  })
  totalExpenditures!: number | null;
}

@ObjectType('EnhancedCharityResult', { description: 'The registry’s record of a number, or why there is none.' })
export class EnhancedCharityResultView implements EnhancedCharityAnswer {
  @Field(() => Boolean, { description: 'The registry lists it and says registered.' }) isValid!: boolean;
  @Field(() => String, {
    nullable: true,
    description: 'In English, why not valid: the number is unlisted, or the registry’s status; null when valid.',
  })
  error!: string | null;
  @Field(() => EnhancedCharityView, { nullable: true, description: 'The record; null when the registry does not list it.' })
  charity!: EnhancedCharityRecord | null;
}

@ObjectType('CharityMetrics', { description: 'Percentages 0..100; formulas in docs/charities.md.' })
export class CharityMetricsView implements CharityMetricsRecord {
  @Field(() => String, { description: 'Compact: 123456789RR0001 (CRA) or 123456789 (IRS).' }) registrationNumber!: string;
  @Field(() => Int, { nullable: true, description: 'The year of the T3010 scored; null with none imported.' })
  fiscalYear!: number | null;
  @Field(() => Int, { description: 'Charitable programs ÷ total expenditures.' }) efficiency!: number;
  @Field(() => Int, { description: 'A third each: the latest T3010 filed, filed on time, its financial fields complete.' })
  transparency!: number;
  @Field(() => Int, { description: 'Charitable programs ÷ total revenue, capped at 100.' }) impact!: number;
  @Field(() => Int, {
    description:
      'A quarter each: 3+ directors, administration at most 35% of spending, government funding disclosed, registered.',
  })
  governance!: number;
  @Field(() => Int, { description: 'The rounded mean of the four; all are 0 for an unlisted number.' }) overall!: number;
}

@ObjectType('CharityCheck', { description: 'A check by code (CHARITY_CHECK_CODES), its English text and its placeholders.' })
export class CharityCheckView implements CharityCheckResult {
  @Field(() => String, { description: 'One of CHARITY_CHECK_CODES (@vdp/shared/charities/charity.constants), e.g. registered.' })
  code!: CharityCheckResult['code'];
  @Field(() => String, { description: 'The English text (catalogue id charities.check.<code>), placeholders filled.' })
  message!: string;
  @Field(() => GraphQLJSON, {
    nullable: true,
    description:
      'The placeholders by name (e.g. { status }, { periodEnd, dueDate }), for the text in another language; null when none.',
  })
  values!: CharityCheckResult['values'];
}

@ObjectType('CharityEligibility', {
  description: 'Whether a charity may receive receipted vehicle donations here: the registry’s and the platform’s checks.',
})
export class CharityEligibilityView implements CharityEligibilityRecord {
  @Field(() => Boolean, { description: 'No restriction: CRA-registered, verified and active here, no T3010 overdue.' })
  isEligible!: boolean;
  @Field(() => [CharityCheckView], { description: 'The requirements met.' }) requirements!: CharityCheckResult[];
  @Field(() => [CharityCheckView], { description: 'What stops it; empty when eligible.' }) restrictions!: CharityCheckResult[];
}

@ObjectType('CharityReceiptValidation', {
  description: 'Whether an official receipt may be issued now in the charity’s name for an amount, and what it must show.',
})
export class CharityReceiptValidationView implements CharityReceiptValidationRecord {
  @Field(() => Boolean, {
    description: 'CRA-registered, verified and active here (an overdue T3010 only warns): the rule receipts are issued by.',
  })
  isAuthorized!: boolean;
  @Field(() => [CharityCheckView], { description: 'What the receipt must show.' }) receiptRequirements!: CharityCheckResult[];
  @Field(() => [CharityCheckView], {
    description: `Why not authorized, an overdue T3010, and appraisal-needed above APPRAISAL_THRESHOLD ($${APPRAISAL_THRESHOLD}).`,
  })
  warnings!: CharityCheckResult[];
}

@ObjectType('CharityChange', { description: 'A registry field of the charity’s row that a sync changed.' })
export class CharityChangeView implements CharityChangeRecord {
  @Field(() => String, {
    description: 'Its name as CharityView or EnhancedCharity calls it, e.g. registryStatus, annualRevenue, t3010Filed.',
  })
  field!: string;
  @Field(() => String, { nullable: true, description: 'The value before, as text; null when empty.' }) before!: string | null;
  @Field(() => String, { nullable: true, description: 'The value after, as text; null when empty.' }) after!: string | null;
}

@ObjectType('CharitySyncResult', { description: 'What re-reading the registry into a charity’s row did.' })
export class CharitySyncResultView implements CharitySyncRecord {
  @Field(() => Boolean, { description: 'The registry lists the number (syncStatus synced); false: failed, marked Not found.' })
  success!: boolean;
  @Field(() => Date, { description: 'When the sync ran: the row’s new lastSyncDate.' }) lastSync!: Date;
  @Field(() => [CharityChangeView], { description: 'The fields that changed; empty when none did.' })
  changes!: CharityChangeRecord[];
}
