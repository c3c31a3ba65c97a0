import { donationSubmissionSchema } from '@vdp/shared/validation/donation.schema';
import { parseInput } from '../../core/validation';
import { endpoint } from '../../rest/endpoint';
import { RestRoutes } from '../../rest/rest-routes';
import type { DonationService } from './donation.service';

/** The donation's REST twin (spec 000 §7.2): the same service as GraphQL. */
export function donationRoutes(services: { donations: DonationService }): RestRoutes {
  const { donations } = services;
  return new RestRoutes().post(
    '/donations',
    endpoint(
      'donations.submit',
      async (ctx, req, res) => {
        // the Idempotency-Key header is the body's idempotencyKey
        const key = req.get('Idempotency-Key');
        const body = key === undefined ? req.body : { ...(req.body as object), idempotencyKey: key };
        const { donation, created } = await donations.submit(ctx.em, parseInput(donationSubmissionSchema, body), ctx.language);
        res.status(created ? 201 : 200);
        return donation;
      },
      {
        summary: 'Submits a donation (201; 200 when its Idempotency-Key was seen): answers its tracking code',
        input: donationSubmissionSchema,
        answer: { status: 201 },
      },
    ),
  );
}
