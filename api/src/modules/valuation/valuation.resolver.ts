import { Arg, Authorized, Ctx, Query, Resolver } from 'type-graphql';
import { valuationSchema } from '@vdp/shared/validation/valuation.schema';
import type { RequestContext } from '../../core/request-context';
import { parseInput } from '../../core/validation';
import { ValuationInput } from './valuation.inputs';
import type { ValuationResult } from './valuation.presenter';
import type { ValuationService } from './valuation.service';
import { ValuationResultView } from './valuation.types';

@Resolver()
export class ValuationResolver {
  constructor(private readonly services: { valuation: ValuationService }) {}

  @Authorized('vehicles.valuate')
  @Query(() => ValuationResultView, { description: 'Values a vehicle, as POST /api/vehicles/valuation.' })
  vehicleValuation(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => ValuationInput, { description: 'The vehicle to value, checked by valuationSchema.' })
    input: ValuationInput,
  ): Promise<ValuationResult> {
    return this.services.valuation.value(ctx.em, parseInput(valuationSchema, input));
  }
}
