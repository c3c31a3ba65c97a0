import type { Growth, ListFixture, Reader } from './list-growth';

/**
 * Every list of both doors (issue 15 goal 6), for list-statements.int.test.ts: who reads it, with
 * which arguments, and what makes it longer. The test derives the lists from the schema and the
 * OpenAPI document and fails on one missing here, so a new list gets its line.
 */

/** A list whose length the code fixes, not the data: nothing to grow, said why. */
export interface Bounded {
  bounded: string;
}

export interface GraphQLList {
  reader: Reader;
  /** The field's own arguments: name → [GraphQL type, value]. */
  args?: (fixture: ListFixture) => Record<string, [string, unknown]>;
  grow: Growth | Bounded;
}

export interface RestList {
  reader: Reader;
  /** The path to read, filled in (paging parameters are added by the test). */
  path: (fixture: ListFixture) => string;
  grow: Growth | Bounded;
  /** Takes `limit` (a keyset page, ADR 19). */
  paged?: boolean;
}

const SETTINGS_BOUNDED: Bounded = { bounded: 'one row per setting the code offers (SETTINGS)' };
const SOURCES_BOUNDED: Bounded = { bounded: 'one row per stock-image source the code knows' };

export const GRAPHQL_LISTS: Record<string, GraphQLList> = {
  adminPages: { reader: 'admin', grow: 'pages' },
  adminPosts: { reader: 'admin', grow: 'posts' },
  apiKeys: { reader: 'admin', grow: 'apiKeys' },
  auctionBids: { reader: 'dealer', args: (f) => ({ auctionId: ['ID!', f.auctionId] }), grow: 'bids' },
  auctionableDonations: { reader: 'admin', grow: 'donations' },
  auctions: { reader: 'dealer', grow: 'auctions' },
  bidIncrements: { reader: 'dealer', grow: { bounded: 'one row per band of the published increment table (BID_INCREMENTS)' } },
  myBids: { reader: 'dealer', grow: 'dealerOwnBids' },
  dealerNotices: { reader: 'dealer', grow: 'dealerNotices' },
  watchlist: { reader: 'dealer', grow: 'watchedAuctions' },
  auditEvents: { reader: 'admin', grow: 'auditEvents' },
  blogPosts: { reader: 'anonymous', args: () => ({ language: ['String', 'en'] }), grow: 'posts' },
  categories: { reader: 'anonymous', grow: 'posts' },
  charities: { reader: 'admin', grow: 'charities' },
  charityChoices: { reader: 'anonymous', grow: 'charities' },
  chatAdminMessages: { reader: 'admin', args: (f) => ({ sessionId: ['String!', f.sessionId] }), grow: 'chatMessages' },
  chatAdminSessions: { reader: 'admin', grow: 'chatSessions' },
  chatMessages: { reader: 'visitor', args: (f) => ({ sessionId: ['String!', f.sessionId] }), grow: 'chatMessages' },
  chatSessions: { reader: 'visitor', grow: 'visitorSessions' },
  colorThemes: { reader: 'admin', grow: 'colorThemes' },
  dealers: { reader: 'admin', grow: 'dealers' },
  donationsByEmail: {
    reader: 'anonymous',
    args: (f) => ({ email: ['String!', f.email], accessCode: ['String!', f.emailCode] }),
    grow: 'donationsOfEmail',
  },
  formSubmissions: { reader: 'admin', args: (f) => ({ formId: ['ID!', f.formId] }), grow: 'submissions' },
  forms: { reader: 'admin', grow: 'forms' },
  imageSources: { reader: 'admin', grow: SOURCES_BOUNDED },
  publicSettings: { reader: 'anonymous', grow: SETTINGS_BOUNDED },
  settings: { reader: 'admin', grow: SETTINGS_BOUNDED },
  staffDonations: { reader: 'staff', grow: 'donations' },
  tags: { reader: 'admin', grow: 'tags' },
  users: { reader: 'admin', grow: 'users' },
  webhookDeliveries: { reader: 'admin', args: (f) => ({ endpointId: ['Int!', f.endpointId] }), grow: 'webhookDeliveries' },
  webhookEndpoints: { reader: 'admin', grow: 'webhookEndpoints' },
};

const fixed = (path: string) => () => path;

/** The REST lists by their OpenAPI path (GET). */
export const REST_LISTS: Record<string, RestList> = {
  '/api/users': { reader: 'admin', path: fixed('/api/users'), grow: 'users', paged: true },
  '/api/settings/public/all': { reader: 'anonymous', path: fixed('/api/settings/public/all'), grow: SETTINGS_BOUNDED },
  '/api/settings': { reader: 'admin', path: fixed('/api/settings'), grow: SETTINGS_BOUNDED },
  '/api/color-themes': { reader: 'admin', path: fixed('/api/color-themes'), grow: 'colorThemes' },
  '/api/auctions': { reader: 'dealer', path: fixed('/api/auctions'), grow: 'auctions', paged: true },
  '/api/auctions/donations': { reader: 'admin', path: fixed('/api/auctions/donations'), grow: 'donations' },
  '/api/auctions/{id}/bids': { reader: 'dealer', path: (f) => `/api/auctions/${f.auctionId}/bids`, grow: 'bids', paged: true },
  '/api/auctions/increments': {
    reader: 'dealer',
    path: fixed('/api/auctions/increments'),
    grow: { bounded: 'one row per band of the published increment table (BID_INCREMENTS)' },
  },
  '/api/dealers/me/bids': { reader: 'dealer', path: fixed('/api/dealers/me/bids'), grow: 'dealerOwnBids', paged: true },
  '/api/notices': { reader: 'dealer', path: fixed('/api/notices'), grow: 'dealerNotices', paged: true },
  '/api/watchlist': { reader: 'dealer', path: fixed('/api/watchlist'), grow: 'watchedAuctions', paged: true },
  '/api/dealers': { reader: 'admin', path: fixed('/api/dealers'), grow: 'dealers', paged: true },
  '/api/donations': { reader: 'staff', path: fixed('/api/donations'), grow: 'donations', paged: true },
  '/api/donations/email/{email}': {
    reader: 'anonymous',
    path: (f) => `/api/donations/email/${f.email}?accessCode=${f.emailCode}`,
    grow: 'donationsOfEmail',
  },
  // a record whose lists grow, whole: its history, communications, receipts and notifications
  '/api/donations/{id}': { reader: 'staff', path: (f) => `/api/donations/${f.donationId}`, grow: 'donationRecords' },
  '/api/donations/{id}/history': {
    reader: 'staff',
    path: (f) => `/api/donations/${f.donationId}/history`,
    grow: 'donationRecords',
  },
  '/api/donations/{id}/status-history': {
    reader: 'staff',
    path: (f) => `/api/donations/${f.donationId}/status-history`,
    grow: 'donationRecords',
  },
  '/api/donations/{id}/communications': {
    reader: 'staff',
    path: (f) => `/api/donations/${f.donationId}/communications`,
    grow: 'donationRecords',
  },
  '/api/donations/{id}/notifications': {
    reader: 'staff',
    path: (f) => `/api/donations/${f.donationId}/notifications`,
    grow: 'donationRecords',
  },
  '/api/chat/sessions': { reader: 'visitor', path: fixed('/api/chat/sessions'), grow: 'visitorSessions', paged: true },
  '/api/chat/sessions/{id}/messages': {
    reader: 'visitor',
    path: (f) => `/api/chat/sessions/${f.sessionId}/messages`,
    grow: 'chatMessages',
    paged: true,
  },
  '/api/chat/simple/{sessionId}/messages': {
    reader: 'visitor',
    path: (f) => `/api/chat/simple/${f.sessionId}/messages`,
    grow: 'chatMessages',
    paged: true,
  },
  '/api/admin/chat/sessions': { reader: 'admin', path: fixed('/api/admin/chat/sessions'), grow: 'chatSessions', paged: true },
  '/api/admin/chat/sessions/{sessionId}/messages': {
    reader: 'admin',
    path: (f) => `/api/admin/chat/sessions/${f.sessionId}/messages`,
    grow: 'chatMessages',
    paged: true,
  },
  // the charity's figures and its latest donations, receipts and auctions
  '/api/charities/mine/portal': { reader: 'charity', path: fixed('/api/charities/mine/portal'), grow: 'charityDonations' },
  '/api/charities/choices': { reader: 'anonymous', path: fixed('/api/charities/choices'), grow: 'charities' },
  '/api/charities': { reader: 'admin', path: fixed('/api/charities'), grow: 'charities', paged: true },
  // searched: a key of its own in the public list's cache, which the GraphQL twin's reads would fill
  '/api/posts': { reader: 'anonymous', path: fixed('/api/posts?language=en&search=post'), grow: 'posts', paged: true },
  '/api/categories': { reader: 'anonymous', path: fixed('/api/categories'), grow: 'posts' },
  '/api/tags': { reader: 'admin', path: fixed('/api/tags'), grow: 'tags' },
  '/api/pages': { reader: 'admin', path: fixed('/api/pages'), grow: 'pages', paged: true },
  '/api/images/sources': { reader: 'admin', path: fixed('/api/images/sources'), grow: SOURCES_BOUNDED },
  '/api/forms': { reader: 'admin', path: fixed('/api/forms'), grow: 'forms', paged: true },
  '/api/forms/{id}/submissions': {
    reader: 'admin',
    path: (f) => `/api/forms/${f.formId}/submissions`,
    grow: 'submissions',
    paged: true,
  },
  '/api/forms/{id}/submissions.csv': {
    reader: 'admin',
    path: (f) => `/api/forms/${f.formId}/submissions.csv`,
    grow: 'submissions',
  },
  '/api/audit-events': { reader: 'admin', path: fixed('/api/audit-events'), grow: 'auditEvents', paged: true },
  '/api/api-keys': { reader: 'admin', path: fixed('/api/api-keys'), grow: 'apiKeys' },
  '/api/webhooks': { reader: 'admin', path: fixed('/api/webhooks'), grow: 'webhookEndpoints' },
  '/api/webhooks/{id}/deliveries': {
    reader: 'admin',
    path: (f) => `/api/webhooks/${f.endpointId}/deliveries`,
    grow: 'webhookDeliveries',
    paged: true,
  },
};

/** Documented GET routes that answer no list of rows, each with what it answers instead. */
export const REST_NOT_LISTS: Record<string, string> = {
  '/api/users/counts': 'four counts',
  '/api/auth/user': 'the signed-in user',
  '/api/color-themes/active': 'one theme',
  '/api/auctions/stats': 'counts by status',
  '/api/auctions/{id}': 'one auction',
  '/api/auctions/{id}/maximum': "the dealer's own maximum or null",
  '/api/dealers/me/bid-totals': "the dealer's figures",
  '/api/notices/counts': 'two counts',
  '/api/watchlist/{auctionId}': 'whether one auction is watched',
  '/api/bills-of-sale/{auctionId}': 'one bill of sale',
  '/api/bills-of-sale/{auctionId}/pdf': 'one bill of sale as PDF',
  '/api/dealers/me': "the dealer's own record",
  '/api/donor-portal/{code}': 'one donation',
  '/api/receipts/{receiptNumber}/pdf': 'one receipt as PDF',
  '/api/donor-portal/{code}/receipt/pdf': 'one receipt as PDF',
  '/api/chat/sessions/{id}': 'one conversation',
  '/api/chat/config': "the assistant's setup",
  '/api/admin/chat/stats': 'counts per day of a fixed window',
  '/api/charities/mine': "the charity's own record",
  '/api/charities/{reg}/verify': 'one registry check',
  '/api/charities/{reg}/enhanced': 'one charity',
  '/api/charities/{reg}/metrics': "one charity's figures",
  '/api/posts/slug/{slug}': 'one post',
  '/api/posts/{id}': 'one post',
  '/api/pages/slug/{slug}': 'one page',
  '/api/pages/{id}': 'one page',
  '/api/images/search': "a page of a stock-image provider's results, no rows of ours",
  '/api/forms/slug/{slug}': 'one form',
  '/api/forms/{id}': 'one form',
  '/api/admin/dashboard': 'figures',
  '/api/admin/analytics': 'figures per day of a window the query bounds',
  '/api/openapi.json': 'this document',
  '/api/docs': 'an HTML page',
  '/api/docs/{file}': 'a file of the reference page',
};
