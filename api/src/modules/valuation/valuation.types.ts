import { Field, Int, ObjectType } from 'type-graphql';
import type {
  ComparableVehicle,
  FactorImpact,
  MarketRange,
  Recommendation,
  ValuationResult,
  ValueFactor,
} from './valuation.presenter';

@ObjectType('MarketRange', { description: 'What similar vehicles fetch, in whole Canadian dollars.' })
export class MarketRangeView implements MarketRange {
  @Field(() => Int, { description: 'The low end' }) low!: number;
  @Field(() => Int, { description: 'The high end' }) high!: number;
}

@ObjectType('ValueFactor', { description: 'One thing that moved the estimate (age, mileage, condition, …).' })
export class ValueFactorView implements ValueFactor {
  @Field(() => String, { description: 'A stable id of the factor, e.g. marketData' }) key!: string;
  @Field(() => String, { description: 'Its name, in English' }) name!: string;
  @Field(() => String, { description: 'positive, negative or neutral.' }) impact!: FactorImpact;
  @Field(() => Int, { description: 'Its effect on the value, in percent (0 when neutral)' }) effectPercent!: number;
}

@ObjectType('ValuationRecommendation', { description: 'Advice to the donor about the donation.' })
export class RecommendationView implements Recommendation {
  @Field(() => String, { description: 'A stable id of the advice' }) key!: string;
  @Field(() => String, { description: 'The advice, in English' }) text!: string;
}

@ObjectType('ComparableVehicle', { description: 'A similar vehicle and its value, in whole Canadian dollars.' })
export class ComparableVehicleView implements ComparableVehicle {
  @Field(() => Int, { description: 'Model year' }) year!: number;
  @Field(() => String, { description: 'Make' }) make!: string;
  @Field(() => String, { description: 'Model' }) model!: string;
  @Field(() => Int, { description: 'Kilometres' }) mileage!: number;
  @Field(() => Int, { description: 'Its value' }) price!: number;
  @Field(() => String, { description: 'outcome: a recorded result; model: the model’s estimate.' })
  source!: ComparableVehicle['source'];
}

@ObjectType('ValuationResult', { description: 'Whole Canadian dollars.' })
export class ValuationResultView implements ValuationResult {
  @Field(() => Int, { description: 'The estimate of the vehicle’s value' }) estimatedValue!: number;
  @Field(() => MarketRangeView, { description: 'What similar vehicles fetch' }) marketRange!: MarketRangeView;
  @Field(() => Int, { description: 'Potential tax savings.' }) taxDeduction!: number;
  @Field(() => [ValueFactorView], { description: 'What moved the estimate' }) factors!: ValueFactorView[];
  @Field(() => [RecommendationView], { description: 'Advice to the donor' }) recommendations!: RecommendationView[];
  @Field(() => [ComparableVehicleView], { description: 'Similar vehicles and their values' })
  comparableVehicles!: ComparableVehicleView[];
  @Field(() => Int, { description: 'Recorded outcomes of similar vehicles used (0: the model alone).' })
  outcomesUsed!: number;
}
