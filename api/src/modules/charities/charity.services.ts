import type { AppPubSub } from '../../core/events/pubsub';
import type { AccountService } from '../auth/account.service';
import type { CharityManagementService } from './charity-management.service';
import type { CharityPortalService } from './charity-portal.service';
import type { CharityVerificationService } from './charity-verification.service';
import type { CharityService } from './charity.service';

/** What the charity doors (resolvers and REST routes) use. */
export interface CharityServices {
  charities: CharityService;
  verification: CharityVerificationService;
  management: CharityManagementService;
  portal: CharityPortalService;
  accounts: AccountService;
  events: AppPubSub;
}
