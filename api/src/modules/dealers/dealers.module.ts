import { defineModule } from '../../core/module';
import type { Core } from '../../core/module';
import type { AccountService } from '../auth/account.service';
import { AutoDealer } from './auto-dealer.entity';
import { DealerResolver } from './dealer.resolver';
import { dealerRoutes } from './dealer.rest';
import { DealerService } from './dealer.service';

/** Dealer applications, their verification and the verified dealer's account (spec 000 §2.10, spec 001 §2). */
export const dealersModule = defineModule({
  name: 'dealers',
  entities: [AutoDealer],
  resolvers: [DealerResolver],
  routes: dealerRoutes,
  create: ({ accounts, transactions, audit }: Core & { accounts: AccountService }) => ({
    dealers: new DealerService(accounts, transactions, audit),
    accounts,
  }),
});
