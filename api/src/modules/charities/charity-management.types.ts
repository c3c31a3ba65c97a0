import { GraphQLJSON } from 'graphql-scalars';
import { Field, Float, Int, ObjectType } from 'type-graphql';
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
  @Field(() => String) registrationNumber!: string;
  @Field(() => String) name!: string;
  @Field(() => String) registryStatus!: string;
  @Field(() => String, { nullable: true }) designation!: string | null;
  @Field(() => String, { description: 'compliant, pending or non-compliant (docs/charities.md).' }) complianceStatus!: string;
  @Field(() => Int, { nullable: true }) boardSize!: number | null;
  @Field(() => Int, { nullable: true }) compensatedPositions!: number | null;
  @Field(() => Int, { nullable: true }) fiscalYear!: number | null;
  @Field(() => Boolean) t3010Filed!: boolean;
  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD.' }) t3010DueDate!: string | null;
  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD.' }) lastFilingDate!: string | null;
  @Field(() => Float, { nullable: true }) governmentFunding!: number | null;
  @Field(() => [String]) programAreas!: string[];
  @Field(() => Float, { nullable: true }) annualRevenue!: number | null;
  @Field(() => Float, { nullable: true }) charitablePurposes!: number | null;
  @Field(() => Float, { nullable: true }) fundraisingCosts!: number | null;
  @Field(() => Float, { nullable: true }) administrativeCosts!: number | null;
  @Field(() => Float, { nullable: true }) totalExpenditures!: number | null;
}

@ObjectType('EnhancedCharityResult')
export class EnhancedCharityResultView implements EnhancedCharityAnswer {
  @Field(() => Boolean) isValid!: boolean;
  @Field(() => String, { nullable: true }) error!: string | null;
  @Field(() => EnhancedCharityView, { nullable: true }) charity!: EnhancedCharityRecord | null;
}

@ObjectType('CharityMetrics', { description: 'Percentages 0..100; formulas in docs/charities.md.' })
export class CharityMetricsView implements CharityMetricsRecord {
  @Field(() => String) registrationNumber!: string;
  @Field(() => Int, { nullable: true }) fiscalYear!: number | null;
  @Field(() => Int) efficiency!: number;
  @Field(() => Int) transparency!: number;
  @Field(() => Int) impact!: number;
  @Field(() => Int) governance!: number;
  @Field(() => Int) overall!: number;
}

@ObjectType('CharityCheck', { description: 'A check by code (CHARITY_CHECK_CODES), its English text and its placeholders.' })
export class CharityCheckView implements CharityCheckResult {
  @Field(() => String) code!: CharityCheckResult['code'];
  @Field(() => String) message!: string;
  @Field(() => GraphQLJSON, { nullable: true }) values!: CharityCheckResult['values'];
}

@ObjectType('CharityEligibility')
export class CharityEligibilityView implements CharityEligibilityRecord {
  @Field(() => Boolean) isEligible!: boolean;
  @Field(() => [CharityCheckView], { description: 'The requirements met.' }) requirements!: CharityCheckResult[];
  @Field(() => [CharityCheckView], { description: 'What stops it; empty when eligible.' }) restrictions!: CharityCheckResult[];
}

@ObjectType('CharityReceiptValidation')
export class CharityReceiptValidationView implements CharityReceiptValidationRecord {
  @Field(() => Boolean) isAuthorized!: boolean;
  @Field(() => [CharityCheckView], { description: 'What the receipt must show.' }) receiptRequirements!: CharityCheckResult[];
  @Field(() => [CharityCheckView]) warnings!: CharityCheckResult[];
}

@ObjectType('CharityChange')
export class CharityChangeView implements CharityChangeRecord {
  @Field(() => String) field!: string;
  @Field(() => String, { nullable: true }) before!: string | null;
  @Field(() => String, { nullable: true }) after!: string | null;
}

@ObjectType('CharitySyncResult')
export class CharitySyncResultView implements CharitySyncRecord {
  @Field(() => Boolean) success!: boolean;
  @Field(() => Date) lastSync!: Date;
  @Field(() => [CharityChangeView]) changes!: CharityChangeRecord[];
}
