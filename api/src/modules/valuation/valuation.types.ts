import { Field, InputType, Int, ObjectType } from 'type-graphql';

/** The valuation form (spec 000 §3 "Valuation request"); rules are checked by ValuationService. */
@InputType()
export class ValuationInput {
  @Field(() => Int) year!: number;
  @Field(() => String) make!: string;
  @Field(() => String) model!: string;
  @Field(() => String, { nullable: true }) trim?: string | null;
  @Field(() => Int, { description: 'Kilometres.' }) mileage!: number;
  @Field(() => String, { nullable: true, description: 'excellent, good, fair or poor (default good).' })
  condition?: string | null;
  @Field(() => String, { nullable: true, description: 'none, minor or major (default none).' }) accidents?: string | null;
  @Field(() => String, { nullable: true, description: 'excellent, good, fair or poor (default good).' })
  serviceHistory?: string | null;
  @Field(() => String, { nullable: true }) modifications?: string | null;
  @Field(() => String) location!: string;
  @Field(() => String, { nullable: true }) vin?: string | null;
  @Field(() => Boolean, { nullable: true }) hasLienOrFinance?: boolean | null;
  @Field(() => String, { nullable: true, description: 'car, truck, motorcycle, boat or other (default car).' })
  vehicleType?: string | null;
}

@ObjectType()
export class MarketRange {
  @Field(() => Int) low!: number;
  @Field(() => Int) high!: number;
}

@ObjectType()
export class ValueFactor {
  @Field(() => String) key!: string;
  @Field(() => String) name!: string;
  @Field(() => String, { description: 'positive, negative or neutral.' }) impact!: string;
  @Field(() => Int) effectPercent!: number;
}

@ObjectType()
export class ValuationRecommendation {
  @Field(() => String) key!: string;
  @Field(() => String) text!: string;
}

@ObjectType()
export class ComparableVehicle {
  @Field(() => Int) year!: number;
  @Field(() => String) make!: string;
  @Field(() => String) model!: string;
  @Field(() => Int) mileage!: number;
  @Field(() => Int) price!: number;
  @Field(() => String, { description: 'outcome: a recorded result; model: the model’s estimate.' }) source!: string;
}

@ObjectType({ description: 'Whole Canadian dollars.' })
export class ValuationResult {
  @Field(() => Int) estimatedValue!: number;
  @Field(() => MarketRange) marketRange!: MarketRange;
  @Field(() => Int, { description: 'Potential tax savings.' }) taxDeduction!: number;
  @Field(() => [ValueFactor]) factors!: ValueFactor[];
  @Field(() => [ValuationRecommendation]) recommendations!: ValuationRecommendation[];
  @Field(() => [ComparableVehicle]) comparableVehicles!: ComparableVehicle[];
  @Field(() => Int, { description: 'Recorded outcomes of similar vehicles used (0: the model alone).' })
  outcomesUsed!: number;
}
