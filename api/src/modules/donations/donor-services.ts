import type { MikroORM } from '@mikro-orm/postgresql';
import type { Env } from '../../config/env';
import { FixedWindowLimiter } from '../../common/fixed-window-limiter';
import type { AppPubSub } from '../../graphql/pubsub';
import { Mailer } from '../mail/mailer';
import { OutcomeCache } from '../vehicles/outcome-cache';
import { ValuationService } from '../vehicles/valuation.service';
import { DONATION_MESSAGES } from '@vdp/shared/donations/donation.constants';
import { DonationService } from './donation.service';
import { DonorPortalService } from './donor-portal.service';
import { StaffDonationService } from './staff-donation.service';
import { ReceiptService } from '../receipts/receipt.service';

export interface DonorServices {
  mailer: Mailer;
  valuation: ValuationService;
  donations: DonationService;
  donorPortal: DonorPortalService;
  staffDonations: StaffDonationService;
  receipts: ReceiptService;
}

/** The donor journey's (issue 3) and staff's (issue 4) donation services, made once per process. */
export function createDonorServices(orm: MikroORM, env: Env, pubSub: AppPubSub): DonorServices {
  const mailer = new Mailer(env.mailFrom, env.smtpUrl, env.outboxDir);
  const lookups = new FixedWindowLimiter(env.donorLookupsPerMinute, 60_000, DONATION_MESSAGES.lookupRateLimited);
  const donations = new DonationService(pubSub, mailer, env.publicUrl);
  const donorPortal = new DonorPortalService(lookups, orm, pubSub);
  return {
    mailer,
    valuation: new ValuationService(new OutcomeCache(pubSub)),
    donations,
    donorPortal,
    staffDonations: new StaffDonationService(pubSub, donations),
    receipts: new ReceiptService(pubSub, mailer, donorPortal),
  };
}
