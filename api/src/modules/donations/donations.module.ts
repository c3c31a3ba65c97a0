import { defineModule } from '../../core/module';
import type { Core } from '../../core/module';
import { DonationCommunication } from './donation-communication.entity';
import { DonationStatusHistory } from './donation-status-history.entity';
import { Donation } from './donation.entity';
import { DonationResolver } from './donation.resolver';
import { donationRoutes } from './donation.rest';
import { DonationService } from './donation.service';
import { donationLimits } from '@vdp/shared/settings/donation-limits';

/** The donation itself: its submission, its status changes and their events, the confirmation e-mail. */
export const donationsModule = defineModule({
  name: 'donations',
  entities: [Donation, DonationStatusHistory, DonationCommunication],
  resolvers: [DonationResolver],
  routes: donationRoutes,
  create: ({ env, transactions, mailer, settings }: Core) => ({
    donations: new DonationService(transactions, mailer, env.publicUrl, async () => {
      const snapshot = await settings.snapshot();
      return {
        limits: donationLimits(snapshot.value('donations.vehicle_min_year'), snapshot.value('donations.max_mileage_km')),
        pickupFee: Math.max(0, snapshot.number('donations.pickup_fee', 0)),
      };
    }),
  }),
  stop: ({ donations }) => donations.settled(),
});
