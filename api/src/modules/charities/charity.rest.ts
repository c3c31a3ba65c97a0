import { parseCharityNumber } from '@vdp/shared/charities/charity-number';
import {
  charityActiveSchema,
  charityListSchema,
  charityNumberSchema,
  charityReceiptCheckSchema,
  charitySchema,
  charityVerificationSchema,
} from '@vdp/shared/validation/charity.schema';
import { setPasswordSchema } from '@vdp/shared/validation/auth.schema';
import { parseInput } from '../../core/validation';
import { endpoint } from '../../rest/endpoint';
import { arrayPage, pagedQuery, parsePagedQuery, REST_CURSOR_FIELDS } from '../../rest/paging';
import { RestRoutes } from '../../rest/rest-routes';
import { charityNumberArg } from './charity.resolver';
import type { CharityServices } from './charity.services';
import { REGISTRY_CHANGED } from '../registry/registry.events';

/** The admin form's names (province, postalCode) read as the record's (state, zipCode). */
function charityBody(body: unknown): unknown {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  const raw = body as Record<string, unknown>;
  return { ...raw, state: raw.state ?? raw.province, zipCode: raw.zipCode ?? raw.postalCode };
}

/** The admin list's search and its page (limit, cursor, before). */
const LIST_QUERY = pagedQuery(charityListSchema);

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
      endpoint('charities.choices', (ctx) => charities.choices(ctx.em), { summary: 'Active verified charities by name' }),
    )
    .get(
      '/charities/mine',
      endpoint('charities.portal', (ctx) => charities.mine(ctx.em, ctx.user!.id), {
        summary: "The signed-in charity's own record",
      }),
    )
    .get(
      '/charities/mine/portal',
      endpoint('charities.portal', (ctx) => portal.portal(ctx.em, ctx.user!.id), {
        summary: 'Donations, receipts and auctions of the charity',
      }),
    )
    .post(
      '/charities/verify',
      endpoint('charities.verify', (ctx, req) => verification.verify(ctx.em, charityNumberArg(numberOf(req.body))), {
        summary: 'Looks a charity number up in the registry',
        input: charityNumberSchema,
        keep: { clearedBy: [REGISTRY_CHANGED] }, // a read asked by POST: kept by its body
      }),
    )
    .post(
      '/charities/verify-detailed',
      endpoint('charities.verify', (ctx, req) => verification.verifyDetailed(ctx.em, charityNumberArg(numberOf(req.body))), {
        summary: 'Looks a charity number up in the registry, with its details',
        input: charityNumberSchema,
      }),
    )
    .post(
      '/charities/validate-eligibility',
      endpoint(
        'charities.inspect',
        (ctx, req) => management.eligibility(ctx.em, ctx.user!, charityNumberArg(numberOf(req.body))),
        { summary: 'Whether a charity may receive donations (registry status and checks)', input: charityNumberSchema },
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
        { input: charityReceiptCheckSchema, summary: 'Whether a charity may issue a tax receipt' },
      ),
    )
    .post(
      '/charities/set-password',
      endpoint('charities.register', (ctx, req) => accounts.setPassword(ctx.em, parseInput(setPasswordSchema, req.body)), {
        input: setPasswordSchema,
        summary: 'Sets a verified charity account password from its e-mailed link',
      }),
    )
    .get(
      '/charities',
      endpoint(
        'charities.manage',
        async (ctx, req, res) => {
          const { filters, page } = parsePagedQuery(req, LIST_QUERY);
          const found = await charities.list(ctx.em, filters, page, REST_CURSOR_FIELDS);
          return arrayPage(req, res, found);
        },
        {
          query: LIST_QUERY,
          summary:
            'Charities for the admin screen, by name, 20 a page: search, limit (1-100), cursor or before; answers an array, the next page in the Link and X-Next-Cursor headers',
        },
      ),
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
        { answer: { status: 201 }, summary: 'Registers a charity: pending until verified', input: charitySchema },
      ),
    )
    .get(
      '/charities/:reg/verify',
      endpoint('charities.manage', (ctx, req) => verification.registryCheck(ctx.em, charityNumberArg(req.params.reg)), {
        summary: "The admin dialog's registry check",
      }),
    )
    .get(
      '/charities/:reg/enhanced',
      endpoint('charities.inspect', (ctx, req) => management.enhanced(ctx.em, ctx.user!, charityNumberArg(req.params.reg)), {
        summary: 'A charity with its registry details',
      }),
    )
    .get(
      '/charities/:reg/metrics',
      endpoint('charities.inspect', (ctx, req) => management.metrics(ctx.em, ctx.user!, charityNumberArg(req.params.reg)), {
        summary: 'A charity’s donation figures',
      }),
    )
    .post(
      '/charities/:reg/sync',
      endpoint('charities.inspect', (ctx, req) => management.sync(ctx.em, ctx.user!, charityNumberArg(req.params.reg)), {
        summary: 'Re-reads the registry into the row',
      }),
    )
    .put(
      '/charities/:id',
      endpoint(
        'charities.manage',
        (ctx, req) =>
          charities.update(ctx.em, Number(req.params.id) || 0, parseInput(charitySchema, charityBody(req.body)), ctx.user!),
        { summary: 'Changes a charity’s details', input: charitySchema },
      ),
    )
    .patch(
      '/charities/:id/status',
      endpoint(
        'charities.manage',
        (ctx, req) =>
          charities.setActive(ctx.em, Number(req.params.id) || 0, parseInput(charityActiveSchema, req.body).isActive, ctx.user!),
        { input: charityActiveSchema, summary: 'Activates or deactivates a charity' },
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
        { input: charityVerificationSchema, summary: 'Verifies (the registry must say registered) or rejects a charity' },
      ),
    );
}
