import { Arg, Args, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { parseCharityNumber, type CharityNumber } from '@vdp/shared/charities/charity-number';
import {
  charityActiveSchema,
  charityListSchema,
  charityNumberSchema,
  charitySchema,
  charityVerificationSchema,
} from '@vdp/shared/validation/charity.schema';
import { setPasswordSchema } from '@vdp/shared/validation/auth.schema';
import { pageArgsSchema } from '@vdp/shared/validation/page.schema';
import type { Connection } from '../../core/keyset';
import type { RequestContext } from '../../core/request-context';
import { parseInput } from '../../core/validation';
import { PageArgsInput } from '../../graphql/connection';
import { SetPasswordArgs } from '../auth/set-password.args';
import { PasswordSetResult } from '../auth/auth.types';
import { CharityInput } from './charity.inputs';
import type { CharityChoiceRecord, CharityRecord } from './charity.presenter';
import type { CharityServices } from './charity.services';
import { CharityChoiceView, CharityConnectionView, CharityView } from './charity.types';
import type {
  CharityDetailedVerificationResult,
  CharityRegistryCheckResult,
  CharityVerificationResult,
} from './charity-verification.presenter';
import { CharityDetailedVerificationView, CharityRegistryCheckView, CharityVerificationView } from './charity-verification.types';

/** A registration number argument, checked by the shared schema (400 naming registrationNumber). */
export function charityNumberArg(raw: unknown): CharityNumber {
  const { registrationNumber } = parseInput(charityNumberSchema, { registrationNumber: raw });
  return parseCharityNumber(registrationNumber)!;
}

/** Registration, registry checks, the wizard's choices and the admin's charities (spec 000 §3, spec 001 §2). */
@Resolver()
export class CharityResolver {
  constructor(private readonly services: CharityServices) {}

  @Authorized('charities.choices')
  @Query(() => [CharityChoiceView], { description: 'Active verified charities by name; as GET /api/charities/choices.' })
  charityChoices(@Ctx() ctx: RequestContext): Promise<CharityChoiceRecord[]> {
    return this.services.charities.choices(ctx.em);
  }

  @Authorized('charities.verify')
  @Query(() => CharityVerificationView, { description: 'A registry lookup; as POST /api/charities/verify.' })
  verifyCharity(
    @Ctx() ctx: RequestContext,
    @Arg('registrationNumber', () => String, {
      description: 'A CRA number (123456789RR0001) or a US EIN (12-3456789); spaces and dashes are ignored.',
    })
    registrationNumber: string,
  ): Promise<CharityVerificationResult> {
    return this.services.verification.verify(ctx.em, charityNumberArg(registrationNumber));
  }

  @Authorized('charities.verify')
  @Query(() => CharityDetailedVerificationView, { description: 'A detailed lookup; as POST /api/charities/verify-detailed.' })
  verifyCharityDetailed(
    @Ctx() ctx: RequestContext,
    @Arg('registrationNumber', () => String, {
      description: 'A CRA number (123456789RR0001) or a US EIN (12-3456789); spaces and dashes are ignored.',
    })
    registrationNumber: string,
  ): Promise<CharityDetailedVerificationResult> {
    return this.services.verification.verifyDetailed(ctx.em, charityNumberArg(registrationNumber));
  }

  @Authorized('charities.manage')
  @Query(() => CharityRegistryCheckView, {
    description: "The admin dialog's registry check; as GET /api/charities/{reg}/verify.",
  })
  charityRegistryCheck(
    @Ctx() ctx: RequestContext,
    @Arg('registrationNumber', () => String, {
      description: 'A CRA number (123456789RR0001) or a US EIN (12-3456789); spaces and dashes are ignored.',
    })
    registrationNumber: string,
  ): Promise<CharityRegistryCheckResult> {
    return this.services.verification.registryCheck(ctx.em, charityNumberArg(registrationNumber));
  }

  @Authorized('charities.manage')
  @Query(() => CharityConnectionView, {
    description:
      'Charities by name, searched by name, number or city, 20 a page unless `first` or `last` says; as GET /api/charities.',
  })
  charities(
    @Ctx() ctx: RequestContext,
    @Args(() => PageArgsInput) page: PageArgsInput,
    @Arg('search', () => String, {
      nullable: true,
      description: 'Part of the name or city, any case, or of the registration number (spaces and dashes ignored).',
    })
    search?: string | null,
  ): Promise<Connection<CharityRecord>> {
    return this.services.charities.list(ctx.em, parseInput(charityListSchema, { search }), parseInput(pageArgsSchema, page));
  }

  @Authorized('charities.portal')
  @Query(() => CharityView, { nullable: true, description: "The signed-in charity's own record; as GET /api/charities/mine." })
  myCharity(@Ctx() ctx: RequestContext): Promise<CharityRecord | null> {
    return this.services.charities.mine(ctx.em, ctx.user!.id);
  }

  @Authorized('charities.register')
  @Mutation(() => CharityView, { description: 'A new charity, pending; as POST /api/charities.' })
  registerCharity(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => CharityInput, { description: 'The charity’s record, checked by charitySchema; its number must be new.' })
    input: CharityInput,
  ): Promise<CharityRecord> {
    return this.services.charities.register(ctx.em, parseInput(charitySchema, input), ctx.user ?? null);
  }

  @Authorized('charities.register')
  @Mutation(() => PasswordSetResult, {
    description: 'Sets a verified charity account password from its e-mailed link; as POST /api/charities/set-password.',
  })
  setCharityPassword(
    @Ctx() ctx: RequestContext,
    @Args(() => SetPasswordArgs) { token, password }: SetPasswordArgs,
  ): Promise<PasswordSetResult> {
    return this.services.accounts.setPassword(ctx.em, parseInput(setPasswordSchema, { token, password }));
  }

  @Authorized('charities.manage')
  @Mutation(() => CharityView, { description: 'As PUT /api/charities/{id}.' })
  updateCharity(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => ID, { description: 'The charity’s id.' }) id: string,
    @Arg('input', () => CharityInput, { description: 'Every field of the record, checked by charitySchema.' })
    input: CharityInput,
  ): Promise<CharityRecord> {
    return this.services.charities.update(ctx.em, Number(id) || 0, parseInput(charitySchema, input), ctx.user!);
  }

  @Authorized('charities.manage')
  @Mutation(() => CharityView, { description: 'Activate or deactivate; as PATCH /api/charities/{id}/status.' })
  setCharityActive(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => ID, { description: 'The charity’s id.' }) id: string,
    @Arg('isActive', () => Boolean, { description: 'false hides it from donors’ choices; true offers it again once verified.' })
    isActive: boolean,
  ): Promise<CharityRecord> {
    const checked = parseInput(charityActiveSchema, { isActive }).isActive;
    return this.services.charities.setActive(ctx.em, Number(id) || 0, checked, ctx.user!);
  }

  @Authorized('charities.manage')
  @Mutation(() => CharityView, {
    description: 'verified (the registry must say registered) or rejected; as PATCH /api/charities/{id}/verification.',
  })
  setCharityVerification(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => ID, { description: 'The charity’s id.' }) id: string,
    @Arg('verificationStatus', () => String, {
      description:
        'verified (re-reads the registry; gives a charity account and e-mails its set-password link) or rejected (closes its portal); see CHARITY_TRANSITIONS.',
    })
    verificationStatus: string,
  ): Promise<CharityRecord> {
    const { verificationStatus: status } = parseInput(charityVerificationSchema, { verificationStatus });
    return this.services.charities.setVerification(ctx.em, Number(id) || 0, status, ctx.user!);
  }
}
