import type { FieldPolicy } from '@apollo/client';
import { relayStylePagination } from '@apollo/client/utilities';

/**
 * Every paged list's query field (issue 14 §2, ADR 19) with the arguments that make it another
 * list (its filters): Apollo's relay-style policy keeps one list per filter combination and
 * appends the pages `fetchMore({ variables: { after } })` brings (useLoadMore). A new connection
 * field is added here (only connections: the policy reads `edges`).
 */
const CONNECTION_FILTERS: Record<string, string[]> = {
  adminPages: ['search'],
  adminPosts: ['search', 'status'],
  auctionBids: ['auctionId'],
  auctions: ['status', 'search'],
  auditEvents: ['filter'],
  blogPosts: ['search', 'categories', 'language'],
  charities: ['search'],
  chatAdminMessages: ['sessionId'],
  chatAdminSessions: ['filter'],
  chatMessages: ['sessionId'],
  chatSessions: [],
  dealers: ['search', 'status'],
  dealerNotices: [],
  formSubmissions: ['formId'],
  forms: ['search'],
  myBids: [],
  staffDonations: ['search', 'status'],
  users: ['search'],
  watchlist: [],
  webhookDeliveries: ['endpointId'],
};

export const connectionFieldPolicies: Record<string, FieldPolicy> = Object.fromEntries(
  Object.entries(CONNECTION_FILTERS).map(([field, filters]) => [field, relayStylePagination(filters)]),
);
