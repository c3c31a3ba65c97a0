import { defineModule } from '../../core/module';
import type { Core } from '../../core/module';
import { DONATION_MESSAGES } from '@vdp/shared/donations/donation.constants';
import type { StaffDonationService } from '../staff-donations/staff-donation.service';
import { DonationLive } from './donation-live';
import { DonorPortalAccess } from './donor-portal-access.entity';
import { DonorPortalResolver } from './donor-portal.resolver';
import { donorPortalRoutes } from './donor-portal.rest';
import { DonorPortalService } from './donor-portal.service';

/** What the donor sees: tracking by code (counted, ADR 7) and by e-mail, and the live changes of a donation. */
export const donorPortalModule = defineModule({
  name: 'donor-portal',
  entities: [DonorPortalAccess],
  resolvers: [DonorPortalResolver],
  routes: donorPortalRoutes,
  create: ({ orm, env, events, rateLimits, staffDonations }: Core & { staffDonations: StaffDonationService }) => {
    const lookups = rateLimits.fixedWindow({
      name: 'donor-lookups',
      points: env.donorLookupsPerMinute,
      windowMs: 60_000,
      message: DONATION_MESSAGES.lookupRateLimited,
    });
    return { donorPortal: new DonorPortalService(lookups, orm, events), live: new DonationLive(staffDonations), events };
  },
  stop: ({ donorPortal }) => donorPortal.close(),
});
