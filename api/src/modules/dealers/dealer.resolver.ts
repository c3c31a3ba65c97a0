import { Arg, Args, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { VERIFICATION_STATUSES } from '@vdp/shared/dealers/dealer.constants';
import { PAGE_SIZE } from '@vdp/shared/paging/page-args';
import { dealerApplicationSchema, dealerStatusSchema } from '@vdp/shared/validation/dealer-application.schema';
import { dealerListSchema } from '@vdp/shared/validation/dealer-list.schema';
import { setPasswordSchema } from '@vdp/shared/validation/auth.schema';
import { pageArgsSchema } from '@vdp/shared/validation/page.schema';
import type { Connection } from '../../core/keyset';
import type { RequestContext } from '../../core/request-context';
import { parseInput } from '../../core/validation';
import { PageArgsInput } from '../../graphql/connection';
import type { AccountService } from '../auth/account.service';
import { SetPasswordArgs } from '../auth/set-password.args';
import { PasswordSetResult } from '../auth/auth.types';
import { DealerApplicationInput } from './dealer.inputs';
import type { Dealer } from './dealer.presenter';
import type { DealerService } from './dealer.service';
import { DealerConnectionView, DealerView } from './dealer.types';

@Resolver()
export class DealerResolver {
  constructor(private readonly services: { dealers: DealerService; accounts: AccountService }) {}

  @Authorized('dealers.register')
  @Mutation(() => DealerView, { description: 'A dealer application; as POST /api/dealers.' })
  registerDealer(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => DealerApplicationInput, {
      description: 'The business, its contact and licences, checked by dealerApplicationSchema.',
    })
    input: DealerApplicationInput,
  ): Promise<Dealer> {
    return this.services.dealers.register(ctx.em, parseInput(dealerApplicationSchema, input));
  }

  @Authorized('dealers.register')
  @Mutation(() => PasswordSetResult, {
    description: 'Sets a verified dealer account password from its e-mailed link; as POST /api/dealers/set-password.',
  })
  setDealerPassword(
    @Ctx() ctx: RequestContext,
    @Args(() => SetPasswordArgs) { token, password }: SetPasswordArgs,
  ): Promise<PasswordSetResult> {
    return this.services.accounts.setPassword(ctx.em, parseInput(setPasswordSchema, { token, password }));
  }

  @Authorized('dealers.me')
  @Query(() => DealerView, { nullable: true, description: "The signed-in dealer's own record; as GET /api/dealers/me." })
  myDealer(@Ctx() ctx: RequestContext): Promise<Dealer | null> {
    return this.services.dealers.mine(ctx.em, ctx.user!.id);
  }

  @Authorized('dealers.manage')
  @Query(() => DealerConnectionView, {
    description: `Dealers, newest application first, ${PAGE_SIZE.default} a page unless \`first\` or \`last\` says; as GET /api/dealers.`,
  })
  dealers(
    @Ctx() ctx: RequestContext,
    @Args(() => PageArgsInput) page: PageArgsInput,
    @Arg('search', () => String, {
      nullable: true,
      description: 'Text in the business name, the dealer licence or the contact name.',
    })
    search?: string | null,
    @Arg('status', () => String, {
      nullable: true,
      description: `Only dealers of this verification status: ${VERIFICATION_STATUSES.join(', ')}.`,
    })
    status?: string | null,
  ): Promise<Connection<Dealer>> {
    const filter = parseInput(dealerListSchema, { search, status });
    return this.services.dealers.page(ctx.em, filter, parseInput(pageArgsSchema, page));
  }

  @Authorized('dealers.manage')
  @Mutation(() => DealerView, { description: 'verified or rejected; as PATCH /api/dealers/{id}/status.' })
  setDealerStatus(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => ID, { description: 'The dealer’s id.' }) id: string,
    @Arg('verificationStatus', () => String, {
      description:
        'verified (gives a dealer account and e-mails its set-password link) or rejected (revokes a verified dealer); see VERIFICATION_TRANSITIONS.',
    })
    verificationStatus: string,
  ): Promise<Dealer> {
    const { verificationStatus: status } = parseInput(dealerStatusSchema, { verificationStatus });
    return this.services.dealers.setStatus(ctx.em, Number(id), status, ctx.user!);
  }
}
