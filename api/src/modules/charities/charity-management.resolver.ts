import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { parseCharityNumber } from '@vdp/shared/charities/charity-number';
import { charityReceiptCheckSchema } from '@vdp/shared/validation/charity.schema';
import type { RequestContext } from '../../core/request-context';
import { parseInput } from '../../core/validation';
import { charityNumberArg } from './charity.resolver';
import type { CharityServices } from './charity.services';
import type {
  CharityEligibilityRecord,
  CharityMetricsRecord,
  CharityReceiptValidationRecord,
  CharitySyncRecord,
  EnhancedCharityAnswer,
} from './charity-management.presenter';
import {
  CharityEligibilityView,
  CharityMetricsView,
  CharityReceiptValidationView,
  CharitySyncResultView,
  EnhancedCharityResultView,
} from './charity-management.types';

/** /charity-management (spec 000 §3, §7.2): a charity account only for its own number. */
@Resolver()
export class CharityManagementResolver {
  constructor(private readonly services: CharityServices) {}

  @Authorized('charities.inspect')
  @Query(() => EnhancedCharityResultView, { description: 'As GET /api/charities/{reg}/enhanced.' })
  enhancedCharity(
    @Ctx() ctx: RequestContext,
    @Arg('registrationNumber', () => String, {
      description: 'A CRA number or a US EIN, spaces and dashes ignored; a charity account may give only its own.',
    })
    registrationNumber: string,
  ): Promise<EnhancedCharityAnswer> {
    return this.services.management.enhanced(ctx.em, ctx.user!, charityNumberArg(registrationNumber));
  }

  @Authorized('charities.inspect')
  @Query(() => CharityMetricsView, { description: 'As GET /api/charities/{reg}/metrics.' })
  charityMetrics(
    @Ctx() ctx: RequestContext,
    @Arg('registrationNumber', () => String, {
      description: 'A CRA number or a US EIN, spaces and dashes ignored; a charity account may give only its own.',
    })
    registrationNumber: string,
  ): Promise<CharityMetricsRecord> {
    return this.services.management.metrics(ctx.em, ctx.user!, charityNumberArg(registrationNumber));
  }

  @Authorized('charities.inspect')
  @Query(() => CharityEligibilityView, { description: 'As POST /api/charities/validate-eligibility.' })
  charityEligibility(
    @Ctx() ctx: RequestContext,
    @Arg('registrationNumber', () => String, {
      description: 'A CRA number or a US EIN, spaces and dashes ignored; a charity account may give only its own.',
    })
    registrationNumber: string,
  ): Promise<CharityEligibilityRecord> {
    return this.services.management.eligibility(ctx.em, ctx.user!, charityNumberArg(registrationNumber));
  }

  @Authorized('charities.inspect')
  @Query(() => CharityReceiptValidationView, { description: 'As POST /api/charities/validate-tax-receipt.' })
  charityReceiptValidation(
    @Ctx() ctx: RequestContext,
    @Arg('registrationNumber', () => String, {
      description: 'A CRA number or a US EIN, spaces and dashes ignored; a charity account may give only its own.',
    })
    registrationNumber: string,
    @Arg('donationAmount', () => String, { description: 'The gift’s amount, decimal dollars above 0 (e.g. "4500.00").' })
    donationAmount: string,
  ): Promise<CharityReceiptValidationRecord> {
    const checked = parseInput(charityReceiptCheckSchema, { registrationNumber, donationAmount });
    return this.services.management.receiptValidation(
      ctx.em,
      ctx.user!,
      parseCharityNumber(checked.registrationNumber)!,
      checked.donationAmount,
    );
  }

  @Authorized('charities.inspect')
  @Mutation(() => CharitySyncResultView, {
    description: 'Re-reads the registry into the row; as POST /api/charities/{reg}/sync.',
  })
  syncCharity(
    @Ctx() ctx: RequestContext,
    @Arg('registrationNumber', () => String, {
      description: 'A CRA number or a US EIN, spaces and dashes ignored; a charity account may give only its own.',
    })
    registrationNumber: string,
  ): Promise<CharitySyncRecord> {
    return this.services.management.sync(ctx.em, ctx.user!, charityNumberArg(registrationNumber));
  }
}
