import { defineModule } from '../../core/module';
import type { Core } from '../../app/core';
import { DONATION_MESSAGES } from '@vdp/shared/donations/donation.constants';
import { DonationCommunication } from './donation-communication.entity';
import { DonationStatusHistory } from './donation-status-history.entity';
import { Donation } from './donation.entity';
import { DonationResolver } from './donation.resolver';
import { donationRoutes } from './donation.rest';
import { DonationService } from './donation.service';
import { DonorPortalAccess } from './donor-portal-access.entity';
import { DonorPortalService } from './donor-portal.service';
import { StaffDonationResolver } from './staff-donation.resolver';
import { staffDonationRoutes } from './staff-donation.rest';
import { StaffDonationService } from './staff-donation.service';
import { RestRoutes } from '../../rest/rest-routes';

/** Donations from request to receipt: the donor's submission and tracking, the staff's operations. */
export const donationsModule = defineModule({
  name: 'donations',
  entities: [Donation, DonationStatusHistory, DonorPortalAccess, DonationCommunication],
  resolvers: [DonationResolver, StaffDonationResolver],
  routes: (services) => RestRoutes.concat(donationRoutes(services), staffDonationRoutes(services)),
  create: ({ orm, env, events, mailer, rateLimits }: Core) => {
    const lookups = rateLimits.fixedWindow({
      name: 'donor-lookups',
      points: env.donorLookupsPerMinute,
      windowMs: 60_000,
      message: DONATION_MESSAGES.lookupRateLimited,
    });
    const donations = new DonationService(events, mailer, env.publicUrl);
    return {
      events,
      donations,
      donorPortal: new DonorPortalService(lookups, orm, events),
      staffDonations: new StaffDonationService(events, donations),
    };
  },
  stop: async ({ donations, donorPortal }) => {
    await donations.settled();
    await donorPortal.close();
  },
});
