import { GraphQLJSONObject } from 'graphql-scalars';
import { Arg, Authorized, Ctx, Field, ID, InputType, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../core/request-context';
import { DealerView } from './dealer.types';
import type { DealerService } from './dealer.service';

/** The dealer form (spec 000 §5); DealerService checks every rule for both doors. */
@InputType()
export class DealerApplicationInput {
  @Field(() => String) businessName!: string;
  @Field(() => String) contactName!: string;
  @Field(() => String) email!: string;
  @Field(() => String) phone!: string;
  @Field(() => String) address!: string;
  @Field(() => String) city!: string;
  @Field(() => String) state!: string;
  @Field(() => String) zipCode!: string;
  @Field(() => String, { nullable: true }) businessLicense?: string | null;
  @Field(() => String) dealerLicense!: string;
  @Field(() => String, { nullable: true }) federalTaxId?: string | null;
  @Field(() => [String]) specialties!: string[];
  @Field(() => Int, { nullable: true }) operatingRadius?: number | null;
  @Field(() => String, { nullable: true }) notes?: string | null;
}

@Resolver()
export class DealerResolver {
  constructor(private readonly services: { dealers: DealerService }) {}

  @Authorized('dealers.register')
  @Mutation(() => DealerView, { description: 'A dealer application; as POST /api/dealers.' })
  registerDealer(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => DealerApplicationInput) input: DealerApplicationInput,
  ): Promise<DealerView> {
    return this.services.dealers.register(ctx.em, { ...input });
  }

  @Authorized('dealers.register')
  @Mutation(() => GraphQLJSONObject, { description: 'Sets a verified dealer account password from its e-mailed link.' })
  setDealerPassword(
    @Ctx() ctx: RequestContext,
    @Arg('token', () => String) token: string,
    @Arg('password', () => String) password: string,
  ): Promise<{ username: string }> {
    return this.services.dealers.setPassword(ctx.em, token, password);
  }

  @Authorized('dealers.me')
  @Query(() => DealerView, { nullable: true, description: "The signed-in dealer's own record." })
  myDealer(@Ctx() ctx: RequestContext): Promise<DealerView | null> {
    return this.services.dealers.mine(ctx.em, ctx.user!.id);
  }

  @Authorized('dealers.manage')
  @Query(() => [DealerView], { description: 'Dealers, searched by business name, licence or contact name; as GET /api/dealers.' })
  dealers(
    @Ctx() ctx: RequestContext,
    @Arg('search', () => String, { nullable: true }) search?: string | null,
  ): Promise<DealerView[]> {
    return this.services.dealers.list(ctx.em, search);
  }

  @Authorized('dealers.manage')
  @Mutation(() => DealerView, { description: 'verified or rejected; as PATCH /api/dealers/{id}/status.' })
  setDealerStatus(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => ID) id: string,
    @Arg('verificationStatus', () => String) verificationStatus: string,
  ): Promise<DealerView> {
    return this.services.dealers.setStatus(ctx.em, Number(id), verificationStatus);
  }
}
