import type { Env } from '../../config/env';
import { FixedWindowLimiter } from '../../common/fixed-window-limiter';
import type { AppPubSub } from '../../graphql/pubsub';
import { Mailer } from '../mail/mailer';
import { ValuationService } from '../vehicles/valuation.service';
import { DONATION_MESSAGES } from './donation.constants';
import { DonationService } from './donation.service';
import { DonorPortalService } from './donor-portal.service';

export interface DonorServices {
  mailer: Mailer;
  valuation: ValuationService;
  donations: DonationService;
  donorPortal: DonorPortalService;
}

/** The donor journey's services (issue 3), made once per process. */
export function createDonorServices(env: Env, pubSub: AppPubSub): DonorServices {
  const mailer = new Mailer(env.mailFrom, env.smtpUrl, env.outboxDir);
  const lookups = new FixedWindowLimiter(env.donorLookupsPerMinute, 60_000, DONATION_MESSAGES.lookupRateLimited);
  return {
    mailer,
    valuation: new ValuationService(),
    donations: new DonationService(pubSub, mailer, env.publicUrl),
    donorPortal: new DonorPortalService(lookups),
  };
}
