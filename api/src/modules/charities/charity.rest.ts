import { parseCharityNumber } from '@vdp/shared/charities/charity-number';
import {
  charityActiveSchema,
  charityReceiptCheckSchema,
  charitySchema,
  charityVerificationSchema,
} from '@vdp/shared/validation/charity.schema';
import { setPasswordSchema } from '@vdp/shared/validation/auth.schema';
import { parseInput } from '../../core/validation';
import { endpoint } from '../../rest/endpoint';
import { RestRoutes } from '../../rest/rest-routes';
import { charityNumberArg } from './charity.resolver';
import type { CharityServices } from './charity.services';

/** The admin form's names (province, postalCode) read as the record's (state, zipCode). */
function charityBody(body: unknown): unknown {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  const raw = body as Record<string, unknown>;
  return { ...raw, state: raw.state ?? raw.province, zipCode: raw.zipCode ?? raw.postalCode };
}

const numberOf = (body: unknown): unknown =>
  typeof body === 'object' && body !== null ? (body as Record<string, unknown>).registrationNumber : undefined;

/**
 * The charity REST twins (spec 000 §7.2, spec 001 §7): the same services as GraphQL. The fixed
 * paths come before /charities/:id and /charities/:reg/... so that no parameter captures them.
 */
export function charityRoutes(services: CharityServices): RestRoutes {
  const { charities, verification, management, portal, accounts } = services;
  return new RestRoutes()
    .get(
      '/charities/choices',
      endpoint('charities.choices', (ctx) => charities.choices(ctx.em)),
    )
    .get(
      '/charities/mine',
      endpoint('charities.portal', (ctx) => charities.mine(ctx.em, ctx.user!.id)),
    )
    .get(
      '/charities/mine/portal',
      endpoint('charities.portal', (ctx) => portal.portal(ctx.em, ctx.user!.id)),
    )
    .post(
      '/charities/verify',
      endpoint('charities.verify', (ctx, req) => verification.verify(ctx.em, charityNumberArg(numberOf(req.body)))),
    )
    .post(
      '/charities/verify-detailed',
      endpoint('charities.verify', (ctx, req) => verification.verifyDetailed(ctx.em, charityNumberArg(numberOf(req.body)))),
    )
    .post(
      '/charities/validate-eligibility',
      endpoint('charities.inspect', (ctx, req) =>
        management.eligibility(ctx.em, ctx.user!, charityNumberArg(numberOf(req.body))),
      ),
    )
    .post(
      '/charities/validate-tax-receipt',
      endpoint(
        'charities.inspect',
        (ctx, req) => {
          const checked = parseInput(charityReceiptCheckSchema, req.body);
          return management.receiptValidation(
            ctx.em,
            ctx.user!,
            parseCharityNumber(checked.registrationNumber)!,
            checked.donationAmount,
          );
        },
        { input: charityReceiptCheckSchema },
      ),
    )
    .post(
      '/charities/set-password',
      endpoint('charities.register', (ctx, req) => accounts.setPassword(ctx.em, parseInput(setPasswordSchema, req.body)), {
        input: setPasswordSchema,
      }),
    )
    .get(
      '/charities',
      endpoint('charities.manage', (ctx, req) => charities.list(ctx.em, req.query.search)),
    )
    .post(
      '/charities',
      endpoint(
        'charities.register',
        async (ctx, req, res) => {
          res
            .status(201)
            .json(await charities.register(ctx.em, parseInput(charitySchema, charityBody(req.body)), ctx.user ?? null));
        },
        { answer: { status: 201 } },
      ),
    )
    .get(
      '/charities/:reg/verify',
      endpoint('charities.manage', (ctx, req) => verification.registryCheck(ctx.em, charityNumberArg(req.params.reg))),
    )
    .get(
      '/charities/:reg/enhanced',
      endpoint('charities.inspect', (ctx, req) => management.enhanced(ctx.em, ctx.user!, charityNumberArg(req.params.reg))),
    )
    .get(
      '/charities/:reg/metrics',
      endpoint('charities.inspect', (ctx, req) => management.metrics(ctx.em, ctx.user!, charityNumberArg(req.params.reg))),
    )
    .post(
      '/charities/:reg/sync',
      endpoint('charities.inspect', (ctx, req) => management.sync(ctx.em, ctx.user!, charityNumberArg(req.params.reg))),
    )
    .put(
      '/charities/:id',
      endpoint('charities.manage', (ctx, req) =>
        charities.update(ctx.em, Number(req.params.id) || 0, parseInput(charitySchema, charityBody(req.body)), ctx.user!),
      ),
    )
    .patch(
      '/charities/:id/status',
      endpoint(
        'charities.manage',
        (ctx, req) =>
          charities.setActive(ctx.em, Number(req.params.id) || 0, parseInput(charityActiveSchema, req.body).isActive, ctx.user!),
        { input: charityActiveSchema },
      ),
    )
    .patch(
      '/charities/:id/verification',
      endpoint(
        'charities.manage',
        (ctx, req) =>
          charities.setVerification(
            ctx.em,
            Number(req.params.id) || 0,
            parseInput(charityVerificationSchema, req.body).verificationStatus,
            ctx.user!,
          ),
        { input: charityVerificationSchema },
      ),
    );
}
