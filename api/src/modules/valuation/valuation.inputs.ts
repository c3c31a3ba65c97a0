import { Field, InputType, Int } from 'type-graphql';
import type { ValuationRequest } from '@vdp/shared/validation/valuation.schema';

/** The valuation form (spec 000 §3 "Valuation request"); its rules are @vdp/shared's valuationSchema, for both doors. */
@InputType({ description: 'The valuation form (spec 000 §3); its rules are valuationSchema.' })
export class ValuationInput implements Partial<Record<keyof ValuationRequest, unknown>> {
  @Field(() => Int, { description: 'Model year' }) year!: number;
  @Field(() => String, { description: 'Make' }) make!: string;
  @Field(() => String, { description: 'Model' }) model!: string;
  @Field(() => String, { nullable: true, description: 'Trim level' }) trim?: string | null;
  @Field(() => Int, { description: 'Kilometres.' }) mileage!: number;
  @Field(() => String, { nullable: true, description: 'excellent, good, fair or poor (default good).' })
  condition?: string | null;
  @Field(() => String, { nullable: true, description: 'none, minor or major (default none).' }) accidents?: string | null;
  @Field(() => String, { nullable: true, description: 'excellent, good, fair or poor (default good).' })
  serviceHistory?: string | null;
  @Field(() => String, { nullable: true, description: 'Modifications, in words' }) modifications?: string | null;
  @Field(() => String, { description: 'Where the vehicle is' }) location!: string;
  @Field(() => String, { nullable: true, description: 'Vehicle identification number' }) vin?: string | null;
  @Field(() => Boolean, { nullable: true, description: 'A lien or financing remains on the vehicle' })
  hasLienOrFinance?: boolean | null;
  @Field(() => String, { nullable: true, description: 'car, truck, motorcycle, boat or other (default car).' })
  vehicleType?: string | null;
}
