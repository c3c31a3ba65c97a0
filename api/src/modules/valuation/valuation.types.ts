import { Field, Int, ObjectType } from 'type-graphql';
import type {
  ComparableVehicle,
  FactorImpact,
  MarketRange,
  Recommendation,
  ValuationResult,
  ValueFactor,
} from './valuation.presenter';

@ObjectType('MarketRange')
export class MarketRangeView implements MarketRange {
  @Field(() => Int) low!: number;
  @Field(() => Int) high!: number;
}

@ObjectType('ValueFactor')
export class ValueFactorView implements ValueFactor {
  @Field(() => String) key!: string;
  @Field(() => String) name!: string;
  @Field(() => String, { description: 'positive, negative or neutral.' }) impact!: FactorImpact;
  @Field(() => Int) effectPercent!: number;
}

@ObjectType('ValuationRecommendation')
export class RecommendationView implements Recommendation {
  @Field(() => String) key!: string;
  @Field(() => String) text!: string;
}

@ObjectType('ComparableVehicle')
export class ComparableVehicleView implements ComparableVehicle {
  @Field(() => Int) year!: number;
  @Field(() => String) make!: string;
  @Field(() => String) model!: string;
  @Field(() => Int) mileage!: number;
  @Field(() => Int) price!: number;
  @Field(() => String, { description: 'outcome: a recorded result; model: the model’s estimate.' })
  source!: ComparableVehicle['source'];
}

@ObjectType('ValuationResult', { description: 'Whole Canadian dollars.' })
export class ValuationResultView implements ValuationResult {
  @Field(() => Int) estimatedValue!: number;
  @Field(() => MarketRangeView) marketRange!: MarketRangeView;
  @Field(() => Int, { description: 'Potential tax savings.' }) taxDeduction!: number;
  @Field(() => [ValueFactorView]) factors!: ValueFactorView[];
  @Field(() => [RecommendationView]) recommendations!: RecommendationView[];
  @Field(() => [ComparableVehicleView]) comparableVehicles!: ComparableVehicleView[];
  @Field(() => Int, { description: 'Recorded outcomes of similar vehicles used (0: the model alone).' })
  outcomesUsed!: number;
}
