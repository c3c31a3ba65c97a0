import { Field, InputType, Int } from 'type-graphql';
import type { ValuationRequest } from '@vdp/shared/validation/valuation.schema';

/** The valuation form (spec 000 §3 "Valuation request"); its rules are @vdp/shared's valuationSchema, for both doors. */
@InputType()
export class ValuationInput implements Partial<Record<keyof ValuationRequest, unknown>> {
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
