import type { LinkItem } from '../../routing/links';

/**
 * Every navigation list with its full intended targets (spec 000 §2.3). Each renders through
 * visibleLinks(), so entries whose page does not exist yet stay hidden until a later issue adds
 * the route to the route table.
 */
export const DONATE_LINK: LinkItem = { key: 'donate', href: '/unified-donation', labelId: 'header.donate' };

export const HEADER_LINKS: readonly LinkItem[] = [
  { key: 'how', href: '#how-it-works', labelId: 'nav.howItWorks' },
  { key: 'valuation', href: '/vehicle-valuation', labelId: 'nav.valueMyCar' },
  { key: 'blog', href: '/blog', labelId: 'nav.blog' },
  { key: 'charity', href: '/charity-registration', labelId: 'nav.charityRegistration', audience: 'signedOut' },
  { key: 'faq', href: '#faq', labelId: 'nav.faq' },
  { key: 'contact', href: '#contact', labelId: 'nav.contact' },
];

export const USER_MENU_LINKS: readonly LinkItem[] = [
  { key: 'admin', href: '/admin', labelId: 'userMenu.adminDashboard' },
  { key: 'staff', href: '/donation-tracking', labelId: 'userMenu.staffDashboard' },
  { key: 'auctions', href: '/dealer-bidding', labelId: 'userMenu.auctions' },
];

export const MOBILE_MENU_LINKS: readonly LinkItem[] = [
  { key: 'donate', href: '/unified-donation', labelId: 'nav.donate' },
  // the header's own links are in the menu below 1,600 px (Header.styles.ts), so it lists them too
  { key: 'valuation', href: '/vehicle-valuation', labelId: 'nav.valueMyCar' },
  { key: 'blog', href: '/blog', labelId: 'nav.blog' },
  { key: 'chat', href: '/chat', labelId: 'nav.liveChat' },
  { key: 'charity', href: '/charity-registration', labelId: 'nav.charityRegistration', audience: 'signedOut' },
  { key: 'dealer', href: '/dealer-registration', labelId: 'nav.dealerRegistration', audience: 'signedOut' },
  { key: 'track', href: '/donor-portal', labelId: 'nav.trackDonation' },
  { key: 'auctions', href: '/dealer-bidding', labelId: 'nav.auctions' },
  { key: 'how', href: '#how-it-works', labelId: 'nav.howItWorks' },
  { key: 'faq', href: '#faq', labelId: 'nav.faq' },
  { key: 'contact', href: '#contact', labelId: 'nav.contact' },
];

export const FOOTER_DONOR_LINKS: readonly LinkItem[] = [
  { key: 'donate', href: '/unified-donation', labelId: 'nav.donate' },
  { key: 'valuation', href: '/vehicle-valuation', labelId: 'nav.valueMyCar' },
  { key: 'how', href: '#how-it-works', labelId: 'nav.howItWorks' },
  { key: 'track', href: '/donor-portal', labelId: 'footer.trackDonation' },
  { key: 'faq', href: '#faq', labelId: 'nav.faq' },
];

export const FOOTER_SUPPORT_LINKS: readonly LinkItem[] = [
  { key: 'chat', href: '/chat', labelId: 'footer.liveChat' },
  { key: 'charity', href: '/charity-registration', labelId: 'footer.charityInfo' },
  { key: 'blog', href: '/blog', labelId: 'nav.blog' },
  { key: 'contact', href: '#contact', labelId: 'nav.contact' },
];
