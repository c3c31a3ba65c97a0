import { wire, type Core, type ResolverClass, type WiredModule } from '../core/module';
import { analyticsModule } from '../modules/analytics/analytics.module';
import { apiKeysModule } from '../modules/api-keys/api-keys.module';
import { auditModule } from '../modules/audit/audit.module';
import { auctionsModule } from '../modules/auctions/auctions.module';
import { auctionNoticesModule } from '../modules/auction-notices/auction-notices.module';
import { authModule } from '../modules/auth/auth.module';
import { blogModule } from '../modules/blog/blog.module';
import { charitiesModule } from '../modules/charities/charities.module';
import { chatModule } from '../modules/chat/chat.module';
import { dealersModule } from '../modules/dealers/dealers.module';
import { donationsModule } from '../modules/donations/donations.module';
import { donorPortalModule } from '../modules/donor-portal/donor-portal.module';
import { formsModule } from '../modules/forms/forms.module';
import { imagesModule } from '../modules/images/images.module';
import { pagesModule } from '../modules/pages/pages.module';
import { receiptsModule } from '../modules/receipts/receipts.module';
import { registryModule } from '../modules/registry/registry.module';
import { staffDonationsModule } from '../modules/staff-donations/staff-donations.module';
import { settingsModule } from '../modules/settings/settings.module';
import { themesModule } from '../modules/themes/themes.module';
import { usersModule } from '../modules/users/users.module';
import { valuationModule } from '../modules/valuation/valuation.module';
import { webhooksModule } from '../modules/webhooks/webhooks.module';

/** Every module, in the order their REST routes are matched. Add a new domain here and in wireModules. */
export const MODULES = [
  usersModule,
  authModule,
  settingsModule,
  themesModule,
  auctionsModule,
  dealersModule,
  valuationModule,
  donationsModule,
  // before staff-donations: GET /donations/email/{email} must win over the staff routes under /donations/{id}
  donorPortalModule,
  staffDonationsModule,
  receiptsModule,
  chatModule,
  registryModule,
  charitiesModule,
  blogModule,
  pagesModule,
  imagesModule,
  formsModule,
  auditModule,
  analyticsModule,
  apiKeysModule,
  webhooksModule,
  auctionNoticesModule,
] as const;

/** Every table's entity, for MikroORM. */
export const ENTITIES = MODULES.flatMap((module) => module.entities);

/** Every resolver class, for the schema (one instance of each per server, made by its module). */
export const RESOLVER_CLASSES: ReadonlyArray<ResolverClass<never>> = MODULES.flatMap(
  (module): ReadonlyArray<ResolverClass<never>> => module.resolvers,
);

/** Makes every module's services once, each from the core and the services it depends on. */
export function wireModules(core: Core) {
  const auth = wire(authModule, core);
  const users = wire(usersModule, { ...core, accounts: auth.services.accounts, sessions: auth.services.sessions });
  const settings = wire(settingsModule, core);
  const themes = wire(themesModule, core);
  const auctions = wire(auctionsModule, core);
  const dealers = wire(dealersModule, { ...core, accounts: auth.services.accounts });
  const valuation = wire(valuationModule, core);
  const donations = wire(donationsModule, core);
  const staffDonations = wire(staffDonationsModule, { ...core, donations: donations.services.donations });
  const donorPortal = wire(donorPortalModule, { ...core, staffDonations: staffDonations.services.staffDonations });
  const registry = wire(registryModule, core);
  const receipts = wire(receiptsModule, {
    ...core,
    donorPortal: donorPortal.services.donorPortal,
    registry: registry.services.registry,
  });
  const chat = wire(chatModule, core);
  const charities = wire(charitiesModule, {
    ...core,
    accounts: auth.services.accounts,
    registry: registry.services.registry,
    registryLookups: registry.services.lookups,
  });
  const pages = wire(pagesModule, core);
  const blog = wire(blogModule, { ...core, pages: pages.services.pages });
  const images = wire(imagesModule, core);
  const forms = wire(formsModule, core);
  const audit = wire(auditModule, core);
  const analytics = wire(analyticsModule, core);
  const apiKeys = wire(apiKeysModule, core);
  const webhooks = wire(webhooksModule, core);
  const auctionNotices = wire(auctionNoticesModule, core);
  const wired = [
    users,
    auth,
    settings,
    themes,
    auctions,
    dealers,
    valuation,
    donations,
    donorPortal,
    staffDonations,
    receipts,
    chat,
    registry,
    charities,
    blog,
    pages,
    images,
    forms,
    audit,
    analytics,
    apiKeys,
    webhooks,
    auctionNotices,
  ];
  return {
    modules: wired.map(({ module }): WiredModule => module),
    /** The session store, for the context of each request. */
    sessions: auth.services.sessions,
    /** API keys (`Authorization: Bearer`), for the context of each request. */
    apiKeyAuth: apiKeys.services.apiKeyAuth,
    /** Every module's services in one object: for tests and command-line tools, never for handlers. */
    services: {
      ...auctions.services,
      ...users.services,
      ...donations.services,
      ...donorPortal.services,
      ...staffDonations.services,
      ...receipts.services,
      ...valuation.services,
      ...dealers.services,
      ...registry.services,
      charities: charities.services.charities,
      charityPortal: charities.services.portal,
      posts: blog.services.posts,
      postViews: blog.services.views,
      postReads: blog.services.postReads,
      pages: pages.services.pages,
      forms: forms.services.forms,
      formSubmissions: forms.services.submissions,
      apiKeys: apiKeys.services.apiKeys,
      apiKeyAuth: apiKeys.services.apiKeyAuth,
      webhooks: webhooks.services.webhooks,
      webhookWorker: webhooks.services.webhookWorker,
      notices: auctionNotices.services.notices,
      billsOfSale: auctionNotices.services.billsOfSale,
      noticeReactor: auctionNotices.services.noticeReactor,
      noticeSweep: auctionNotices.services.noticeSweep,
      noticeClock: auctionNotices.services.noticeClock,
    },
  };
}

export type WiredApp = ReturnType<typeof wireModules>;
