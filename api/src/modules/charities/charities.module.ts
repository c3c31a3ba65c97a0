import { defineModule } from '../../core/module';
import type { Core } from '../../core/module';
import type { AccountService } from '../auth/account.service';
import type { RegistryLookups } from '../registry/registry-lookups';
import { REGISTRY_CHANGED } from '../registry/registry.events';
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
  keptQueries: { verifyCharity: { clearedBy: [REGISTRY_CHANGED] } },
  create: ({
    accounts,
    registry,
    registryLookups,
    transactions,
    events,
    audit,
  }: Core & { accounts: AccountService; registry: RegistryService; registryLookups: RegistryLookups }): CharityServices => ({
    charities: new CharityService(accounts, registry, transactions, audit),
    verification: new CharityVerificationService(registry, registryLookups),
    management: new CharityManagementService(registry),
    portal: new CharityPortalService(),
    accounts,
    events,
  }),
});
