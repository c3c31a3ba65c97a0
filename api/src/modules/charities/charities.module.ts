import { defineModule } from '../../core/module';
import type { Core } from '../../core/module';
import type { AccountService } from '../auth/account.service';
import type { RegistryService } from '../registry/registry.service';
import { Charity } from './charity.entity';
import { CharityManagementResolver } from './charity-management.resolver';
import { CharityManagementService } from './charity-management.service';
import { CharityPortalResolver } from './charity-portal.resolver';
import { CharityPortalService } from './charity-portal.service';
import { CharityVerificationService } from './charity-verification.service';
import { CharityResolver } from './charity.resolver';
import { charityRoutes } from './charity.rest';
import { CharityService } from './charity.service';
import type { CharityServices } from './charity.services';

/**
 * Charities (spec 000 §2.9, §3; spec 001 §2, issue 10): registration checked against the
 * registry, admin verification giving a sign-in, /charity-management and the charity's portal.
 */
export const charitiesModule = defineModule({
  name: 'charities',
  entities: [Charity],
  resolvers: [CharityResolver, CharityManagementResolver, CharityPortalResolver],
  routes: charityRoutes,
  create: ({
    accounts,
    registry,
    transactions,
    events,
    audit,
  }: Core & { accounts: AccountService; registry: RegistryService }): CharityServices => ({
    charities: new CharityService(accounts, registry, transactions, audit),
    verification: new CharityVerificationService(registry),
    management: new CharityManagementService(registry),
    portal: new CharityPortalService(),
    accounts,
    events,
  }),
});
