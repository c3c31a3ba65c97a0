import { Arg, Authorized, Ctx, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../core/request-context';
import { ValuationInput, ValuationResult } from './valuation.types';
import type { ValuationService } from './valuation.service';

@Resolver()
export class ValuationResolver {
  constructor(private readonly services: { valuation: ValuationService }) {}

  @Authorized('vehicles.valuate')
  @Query(() => ValuationResult, { description: 'Values a vehicle, as POST /api/vehicles/valuation.' })
  async vehicleValuation(
    @Arg('input', () => ValuationInput) input: ValuationInput,
    @Ctx() ctx: RequestContext,
  ): Promise<ValuationResult> {
    const { result } = await this.services.valuation.value(ctx.em, input);
    return result;
  }
}
