import type { Permission } from '@vdp/shared/auth/permissions';
import type { PrincipalName } from './role-matrix-principals';

/**
 * The role matrix's table (issue 16 item 1): every GraphQL root field by name, with the permission
 * of shared/src/auth/permissions.ts it must name. role-matrix.int.test.ts finds the fields in the
 * schema and fails on one missing here, or naming another permission; what each principal gets
 * is derived from the permission table. An entry says more only where the operation needs it.
 */
export interface MatrixEntry {
  permission: Permission;
  /** GraphQL: arguments given instead of the least valid ones (role-matrix-operations.ts). */
  args?: Record<string, unknown>;
  /** REST: the path to call, parameters filled in (else each parameter is `999999`). */
  path?: string;
  /** REST: the JSON body of a call other than GET and DELETE (else `{}`). */
  body?: unknown;
  /** Principals the table admits that the service still refuses (401 signed out, else 403), and why. */
  serviceRefuses?: { who: readonly PrincipalName[]; why: string };
  /** Why the admitted principals are not run (the refused ones always are). */
  allowedNotRun?: string;
}

export type Entry = Permission | MatrixEntry;

export const entryOf = (entry: Entry): MatrixEntry => (typeof entry === 'string' ? { permission: entry } : entry);

/** Public operations that change the caller's own session: run as nobody, since every principal may. */
export const SIGNS_OUT =
  'a sign-in replaces the session it came with, so the principals after it would be signed out (auth.int.test.ts)';
export const ENDS_SESSION = 'ends the session of the principals after it';

/** The notices' operations: a dealer's own rows, found from its user; an API key acts as its creator (an admin, no dealer record). */
export const OWN_DEALER: MatrixEntry = {
  permission: 'notices.use',
  serviceRefuses: {
    who: ['key:dealer:ro', 'key:dealer:rw'],
    why: 'a key acts as the admin who made it, who has no dealer record',
  },
};

export const GRAPHQL_OPERATIONS: Record<string, Entry> = {
  adminDashboard: 'analytics.read',
  adminAnalytics: 'analytics.read',
  apiKeys: 'apiKeys.manage',
  auditEvents: 'audit.read',
  auctions: 'auctions.read',
  auction: 'auctions.read',
  auctionBids: 'auctions.read',
  auctionStats: 'auctions.manage',
  auctionableDonations: 'auctions.manage',
  bidIncrements: 'auctions.read',
  myMaximum: 'auctions.proxy',
  myBids: 'auctions.history',
  myBidTotals: 'auctions.history',
  appInfo: 'app.info',
  me: 'auth.me',
  categories: 'content.read',
  tags: 'content.manage',
  blogPosts: 'content.read',
  blogPost: 'content.read',
  adminPosts: 'content.manage',
  adminPost: 'content.manage',
  charityChoices: 'charities.choices',
  verifyCharity: 'charities.verify',
  verifyCharityDetailed: 'charities.verify',
  charityRegistryCheck: 'charities.manage',
  charities: 'charities.manage',
  myCharity: 'charities.portal',
  enhancedCharity: 'charities.inspect',
  charityMetrics: 'charities.inspect',
  charityEligibility: 'charities.inspect',
  charityReceiptValidation: 'charities.inspect',
  charityPortal: 'charities.portal',
  chatAdminSessions: 'chat.admin',
  chatAdminMessages: 'chat.admin',
  chatAdminStats: 'chat.admin',
  chatAssistantConfig: 'chat.admin',
  chatAssistant: 'chat.use',
  chatSessions: 'chat.use',
  chatMessages: 'chat.use',
  myDealer: 'dealers.me',
  dealers: 'dealers.manage',
  donorPortal: 'donorPortal.lookup',
  donationsByEmail: 'donorPortal.lookup',
  forms: 'forms.manage',
  form: 'forms.manage',
  formSubmissions: 'forms.manage',
  publicForm: 'forms.read',
  imageSearch: 'content.manage',
  imageSources: 'content.manage',
  publishedPage: 'content.read',
  adminPages: 'content.manage',
  adminPage: 'content.manage',
  staffDonations: 'donations.manage',
  staffDonation: 'donations.manage',
  publicSettings: 'settings.readPublic',
  settings: 'settings.manage',
  activeTheme: 'themes.readActive',
  colorThemes: 'themes.manage',
  users: 'users.manage',
  userCounts: 'users.manage',
  vehicleValuation: 'vehicles.valuate',
  webhookEndpoints: 'webhooks.manage',
  webhookDeliveries: 'webhooks.manage',
  // valid, so that a key's refusal is not the input's
  createApiKey: { permission: 'apiKeys.manage', args: { input: { name: 'Matrix key', role: 'user' } } },
  revokeApiKey: 'apiKeys.manage',
  placeBid: 'auctions.bid',
  createAuction: 'auctions.manage',
  startAuction: 'auctions.manage',
  endAuction: 'auctions.manage',
  setMaximumBid: 'auctions.proxy',
  cancelMaximumBid: 'auctions.proxy',
  acceptTopBid: 'auctions.decide',
  declineTopBid: 'auctions.decide',
  login: { permission: 'auth.login', allowedNotRun: SIGNS_OUT },
  logout: { permission: 'auth.logout', allowedNotRun: ENDS_SESSION },
  signOutEverywhere: { permission: 'auth.signOutEverywhere', allowedNotRun: ENDS_SESSION },
  setAccountPassword: 'auth.setPassword',
  createCategory: 'content.manage',
  updateCategory: 'content.manage',
  deleteCategory: 'content.manage',
  createTag: 'content.manage',
  generatePostDraft: 'content.manage',
  createPost: 'content.manage',
  updatePost: 'content.manage',
  deletePost: 'content.manage',
  registerCharity: 'charities.register',
  setCharityPassword: 'charities.register',
  updateCharity: 'charities.manage',
  setCharityActive: 'charities.manage',
  setCharityVerification: 'charities.manage',
  syncCharity: 'charities.inspect',
  chatSystemPromptUpdate: 'chat.admin',
  chatBusinessInfoUpdate: 'chat.admin',
  chatSessionCreate: 'chat.use',
  chatSessionDelete: 'chat.use',
  chatWelcome: 'chat.use',
  chatMessageSend: 'chat.use',
  registerDealer: 'dealers.register',
  setDealerPassword: 'dealers.register',
  setDealerStatus: 'dealers.manage',
  donationSubmit: 'donations.submit',
  createForm: 'forms.manage',
  updateForm: 'forms.manage',
  setFormActive: 'forms.manage',
  deleteForm: 'forms.manage',
  submitForm: 'forms.submit',
  createPage: 'content.manage',
  updatePage: 'content.manage',
  deletePage: 'content.manage',
  donationReceiptGenerate: 'donations.manage',
  donationStatusUpdate: 'donations.manage',
  donationCommunicationAdd: 'donations.manage',
  saveSetting: 'settings.manage',
  createColorTheme: 'themes.manage',
  updateColorTheme: 'themes.manage',
  activateColorTheme: 'themes.manage',
  createUser: 'users.manage',
  updateUser: 'users.manage',
  setUserPassword: 'users.manage',
  sendUserPasswordLink: 'users.manage',
  setUserActive: 'users.manage',
  endUserSessions: 'users.manage',
  createWebhookEndpoint: 'webhooks.manage',
  updateWebhookEndpoint: 'webhooks.manage',
  resendWebhookDelivery: 'webhooks.manage',
  bidPlaced: 'auctions.subscribe',
  auctionChanged: 'auctions.subscribe',
  postDraftStream: 'content.manage',
  charityPortalChanged: 'charities.portal',
  chatStream: 'chat.use',
  dealerNotices: OWN_DEALER,
  dealerNoticeCounts: OWN_DEALER,
  watchlist: OWN_DEALER,
  watchState: OWN_DEALER,
  watchAuction: OWN_DEALER,
  unwatchAuction: OWN_DEALER,
  markNoticeRead: OWN_DEALER,
  markAllNoticesRead: OWN_DEALER,
  setNoticeLanguage: { ...OWN_DEALER, args: { language: 'en' } },
  dealerNotification: OWN_DEALER,
  billOfSale: 'billsOfSale.read',
  donationStatusChanged: {
    permission: 'donorPortal.lookup',
    args: { accessCode: 'VDP-NOSUCHCODE' },
  },
};
