import { authRoutes } from '../auth/auth.rest';
import { settingsRoutes } from '../modules/settings/settings.rest';
import { themeRoutes } from '../modules/themes/theme.rest';
import { chatAdminRoutes } from '../modules/chat/chat-admin.rest';
import { chatRoutes } from '../modules/chat/chat.rest';
import { auctionRoutes } from '../modules/auctions/auction.rest';
import { dealerRoutes } from '../modules/dealers/dealer.rest';
import { donationRoutes } from '../modules/donations/donation.rest';
import { staffDonationRoutes } from '../modules/donations/staff-donation.rest';
import { receiptRoutes } from '../modules/receipts/receipt.rest';
import { valuationRoutes } from '../modules/vehicles/valuation.rest';

import { RestRouteTable } from './rest-routes';

/** The REST shim: each module's routes under /api (spec 000 §7.2, spec 001 §7), in this order. */
export const apiRoutes = new RestRouteTable([
  ...[authRoutes, settingsRoutes, themeRoutes],
  ...[auctionRoutes, dealerRoutes],
  ...[valuationRoutes, donationRoutes, staffDonationRoutes, receiptRoutes],
  ...[chatRoutes, chatAdminRoutes],
]);
