import { defineModule } from '../../core/module';
import type { Core } from '../../core/module';
import type { DonationService } from '../donations/donation.service';
import { StaffDonationResolver } from './staff-donation.resolver';
import { staffDonationRoutes } from './staff-donation.rest';
import { StaffDonationService } from './staff-donation.service';

/** The staff side of donations: the list, search, detail, status changes, communications and notifications. */
export const staffDonationsModule = defineModule({
  name: 'staff-donations',
  entities: [],
  resolvers: [StaffDonationResolver],
  routes: staffDonationRoutes,
  create: ({ transactions, donations, audit }: Core & { donations: DonationService }) => ({
    staffDonations: new StaffDonationService(transactions, donations, audit),
  }),
});
