import type { MikroORM } from '@mikro-orm/postgresql';
import { AuthService } from '../auth/auth.service';
import { LoginThrottle } from '../auth/login-throttle';
import { SessionStore } from '../auth/session.store';
import type { Env } from '../config/env';
import type { AppPubSub } from '../graphql/pubsub';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../db/seeders/demo-accounts';
import type { AppInfoView } from '../modules/app/app-info.resolver';
import { SettingsService } from '../modules/settings/settings.service';
import { ThemeService } from '../modules/themes/theme.service';
import { createChatServices, type ChatServices } from '../modules/chat/chat.module';
import { createAuctionServices, type AuctionServices } from '../modules/auctions/auction-services';
import { createDonorServices, type DonorServices } from '../modules/donations/donor-services';

/** Every domain service, made once per process and shared by GraphQL and REST. */
export interface Services {
  sessions: SessionStore;
  auth: AuthService;
  settings: SettingsService;
  themes: ThemeService;
  auctions: AuctionServices['auctions'];
  bids: AuctionServices['bids'];
  auctionCloser: AuctionServices['auctionCloser'];
  dealers: AuctionServices['dealers'];
  mailer: DonorServices['mailer'];
  valuation: DonorServices['valuation'];
  donations: DonorServices['donations'];
  donorPortal: DonorServices['donorPortal'];
  staffDonations: DonorServices['staffDonations'];
  receipts: DonorServices['receipts'];
  chat: ChatServices;
  appInfo: AppInfoView;
  /** Publish domain events here, after the transaction commits. */
  pubSub: AppPubSub;
}

export function createServices(orm: MikroORM, env: Env, sessionSecret: string, pubSub: AppPubSub): Services {
  const sessions = new SessionStore(orm, sessionSecret, env.sessionTtlHours * 3_600_000);
  const throttle = new LoginThrottle({
    maxPerUsername: env.loginMaxFailuresPerUsername,
    maxPerClient: env.loginMaxFailuresPerClient,
    windowMs: env.loginWindowMinutes * 60_000,
  });
  return {
    pubSub,
    sessions,
    auth: new AuthService(sessions, throttle),
    settings: new SettingsService(),
    themes: new ThemeService(),
    ...createAuctionServices(orm, env, pubSub, sessionSecret),
    ...createDonorServices(orm, env, pubSub),
    chat: createChatServices(orm, env, pubSub),
    appInfo: {
      demoMode: env.demo,
      demoAccounts: env.demo ? DEMO_ACCOUNTS.map(({ username, role }) => ({ username, role })) : [],
      demoPassword: env.demo ? DEMO_PASSWORD : null,
    },
  };
}
