import { Arg, Authorized, Ctx, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../graphql/context';
import { ValuationInput, ValuationResult } from './valuation.types';

@Resolver()
export class ValuationResolver {
  @Authorized('vehicles.valuate')
  @Query(() => ValuationResult, { description: 'Values a vehicle, as POST /api/vehicles/valuation.' })
  async vehicleValuation(
    @Arg('input', () => ValuationInput) input: ValuationInput,
    @Ctx() ctx: RequestContext,
  ): Promise<ValuationResult> {
    const { result } = await ctx.services.valuation.value(ctx.em, input);
    return result;
  }
}
