/**
 * The one permission table. Every GraphQL operation and REST route names its
 * permission here; TypeGraphQL's authChecker, the REST guards and the web's route gates all read
 * this file. `public` means anyone, `signedIn` any signed-in user, otherwise the roles listed.
 *
 * Pure data with no imports beyond roles.ts, in @vdp/shared: the web bundles it too.
 */
import type { Role } from './roles';

export type Access = 'public' | 'signedIn' | readonly Role[];

const ADMIN: readonly Role[] = ['admin'];
const STAFF: readonly Role[] = ['admin', 'editor', 'staff'];
const DEALER: readonly Role[] = ['dealer', 'admin'];
const CHARITY: readonly Role[] = ['charity', 'admin', 'editor'];

export const PERMISSIONS = {
  // identity
  'auth.login': 'public',
  'auth.logout': 'public',
  'auth.me': 'public',
  // ends every session of the signed-in user, this one included
  'auth.signOutEverywhere': 'signedIn',
  // any account's password from its e-mailed link (the token is the credential)
  'auth.setPassword': 'public',
  'app.info': 'public',
  // the REST API's OpenAPI document and its reference page (issue 14)
  'api.docs': 'public',
  // settings and theme
  'settings.readPublic': 'public',
  // platform settings (issue 13): admins read every setting (secrets masked) and save them
  'settings.manage': ADMIN,
  'themes.readActive': 'public',
  // colour themes (issue 13): admins list, create, change and activate them
  'themes.manage': ADMIN,
  // donor journey (issue 3): valuation, submission, tracking by code or e-mail
  'vehicles.valuate': 'public',
  'donations.submit': 'public',
  'donorPortal.lookup': 'public',
  // staff operations (issue 4): list, detail, status, communications, receipts, live events of every donation
  'donations.manage': STAFF,
  // the donor's receipt by tracking code (the service checks the code)
  'receipts.download': 'public',
  // AI chat: visitors use their own conversations; admins configure and review all
  'chat.use': 'public',
  'chat.admin': ADMIN,
  // areas later issues fill in; the gates below read them already
  'admin.area': ADMIN,
  'staff.area': STAFF,
  'dealer.area': DEALER,
  'charity.area': CHARITY,
  // dealers and auctions (issue 5): a verified dealer bids for itself; an admin bids for a named verified
  // dealer (issue 13, a phone bid); the service enforces which dealer
  'dealers.register': 'public',
  'dealers.me': ['dealer'],
  'dealers.manage': ADMIN,
  'auctions.read': DEALER,
  'auctions.subscribe': DEALER,
  'auctions.bid': ['dealer', 'admin'],
  'auctions.manage': ADMIN,
  // issue 18: a dealer's own maximum bids and bidding history (the service picks the signed-in
  // dealer's rows: no one else's is ever read); the admin decides a provisional outcome
  'auctions.proxy': ['dealer'],
  'auctions.history': ['dealer'],
  'auctions.decide': ADMIN,
  // charities (issue 10): registration, registry checks, management (a charity reads only its own number), portal
  'charities.register': 'public',
  'charities.verify': 'public',
  'charities.choices': 'public',
  'charities.inspect': CHARITY,
  'charities.portal': ['charity'],
  'charities.manage': ADMIN,
  // content (issue 11): the public reads published posts and pages; admins write everything
  'content.read': 'public',
  'content.manage': ADMIN,
  // custom forms (issue 12): the public reads an active form and submits to it; admins build them and read submissions
  'forms.read': 'public',
  'forms.submit': 'public',
  'forms.manage': ADMIN,
  // users (issue 13): admins manage accounts of every role
  'users.manage': ADMIN,
  // dashboard and analytics (issue 13): real figures, admins only
  'analytics.read': ADMIN,
  // webhooks (issue 14 §6): admins register endpoints, read their delivery logs and resend
  'webhooks.manage': ADMIN,
  // the audit trail (issue 13 §6): admins read it; nothing in the product writes or deletes it
  'audit.read': ADMIN,
  // API keys (issue 14 §3): admins create, list and revoke the keys integrators authenticate with
  'apiKeys.manage': ADMIN,
  // auction notices (issue 18 §3): a dealer's own watchlist, notices and their live feed (the service finds its dealer)
  'notices.use': ['dealer'],
  // the winner's bill of sale (issue 18 §4): the winning dealer (the service checks) and staff
  'billsOfSale.read': ['dealer', 'admin', 'editor', 'staff'],
} as const satisfies Record<string, Access>;

export type Permission = keyof typeof PERMISSIONS;

/** Web routes and the permission that guards each gated one (spec 000 §2.1). */
export const ROUTE_PERMISSIONS = {
  '/admin': 'admin.area',
  '/form-builder': 'admin.area',
  '/donation-tracking': 'staff.area',
  '/enhanced-donation-tracking': 'staff.area',
  '/dealer-bidding': 'dealer.area',
  '/charity-management': 'charity.area',
  '/dealer-notices': 'notices.use',
} as const satisfies Record<string, Permission>;

export type Decision = 'allowed' | 'unauthenticated' | 'forbidden';

/** Decides whether a user with `role` (undefined when signed out) may use `permission`. */
export function decide(permission: Permission, role: Role | undefined): Decision {
  const access = PERMISSIONS[permission] as Access;
  if (access === 'public') return 'allowed';
  if (role === undefined) return 'unauthenticated';
  if (access === 'signedIn') return 'allowed';
  return access.includes(role) ? 'allowed' : 'forbidden';
}

/** The roles a permission admits, for messages such as "requires: admin, editor". */
export function rolesFor(permission: Permission): readonly Role[] | 'public' | 'signedIn' {
  return PERMISSIONS[permission];
}
