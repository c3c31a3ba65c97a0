import { permissionForPath, canVisit } from './access';
import { hasRoute, pathOf } from './hasRoute';
import { isLinkAvailable, visibleLinks, type LinkItem } from './links';
import { AVAILABLE_PATHS } from './routePaths';

describe('hasRoute', () => {
  it('knows the pages that exist today', () => {
    expect(AVAILABLE_PATHS).toEqual(expect.arrayContaining(['/', '/home-original', '/login', '/admin']));
    for (const path of [
      '/',
      '/home-original',
      '/login',
      '/admin',
      '/admin/',
      '/login?next=/admin',
      '/#faq',
      '/donate?year=2018',
      '/blog',
      '/blog/donner-sa-voiture',
      '/pages/about-us',
      '/admin/posts/12/edit',
      '/forms/contact-us',
      '/form-builder',
      '/admin/forms',
      '/admin/forms/3/submissions',
      '/admin/users',
      '/admin/settings',
      '/admin/analytics',
      '/admin/audit',
    ]) {
      expect(hasRoute(path)).toBe(true);
    }
  });

  it('has no page for a path no route lists', () => {
    expect(hasRoute('/admin/no-such-page')).toBe(false);
  });

  it('matches parameter patterns', () => {
    expect(hasRoute('/blog/my-first-post', ['/blog/:slug'])).toBe(true);
    expect(hasRoute('/blog', ['/blog/:slug'])).toBe(false);
    expect(hasRoute('/blog/a/b', ['/blog/:slug'])).toBe(false);
  });

  it('reduces an href to its path', () => {
    expect(pathOf('/enhanced-donor-portal?code=ABC#top')).toBe('/enhanced-donor-portal');
    expect(pathOf('/admin/')).toBe('/admin');
    expect(pathOf('')).toBe('/');
  });
});

describe('link filtering', () => {
  const items: LinkItem[] = [
    { key: 'donate', href: '/unified-donation', labelId: 'nav.donate' },
    { key: 'home', href: '/', labelId: 'nav.home' },
    { key: 'faq', href: '#faq', labelId: 'nav.faq' },
    { key: 'mail', href: 'mailto:help@example.org', labelId: 'footer.emailSupport' },
    { key: 'tel', href: 'tel:+18005550199', labelId: 'footer.callUs' },
    { key: 'charity', href: '/charity-registration', labelId: 'nav.charityRegistration', audience: 'signedOut' },
    { key: 'admin', href: '/admin', labelId: 'userMenu.adminDashboard' },
    { key: 'auctions', href: '/dealer-bidding', labelId: 'nav.auctions' },
  ];
  const keys = (links: LinkItem[]) => links.map((link) => link.key);

  it('drops links to pages that do not exist, keeps anchors, mailto and tel', () => {
    const before = AVAILABLE_PATHS.filter((path) => path !== '/charity-registration');
    expect(keys(visibleLinks(items, { signedIn: false, role: undefined }, before))).toEqual([
      'donate',
      'home',
      'faq',
      'mail',
      'tel',
    ]);
    // the charity registration page exists (issue 10): its link shows for signed-out visitors
    expect(keys(visibleLinks(items, { signedIn: false, role: undefined }))).toContain('charity');
  });

  it('shows a link as soon as its route is registered', () => {
    const later = [...AVAILABLE_PATHS, '/unified-donation', '/charity-registration'];
    expect(keys(visibleLinks(items, { signedIn: false, role: undefined }, later))).toEqual([
      'donate',
      'home',
      'faq',
      'mail',
      'tel',
      'charity',
    ]);
  });

  it('respects the audience and the route permission of each link', () => {
    const later = [...AVAILABLE_PATHS, '/dealer-bidding', '/charity-registration'];
    expect(keys(visibleLinks(items, { signedIn: true, role: 'admin' }, later))).toContain('admin');
    expect(keys(visibleLinks(items, { signedIn: true, role: 'admin' }, later))).toContain('auctions');
    expect(keys(visibleLinks(items, { signedIn: true, role: 'dealer' }, later))).toEqual(
      expect.not.arrayContaining(['admin', 'charity']),
    );
    expect(keys(visibleLinks(items, { signedIn: true, role: 'dealer' }, later))).toContain('auctions');
    expect(keys(visibleLinks(items, { signedIn: true, role: 'editor' }, later))).not.toContain('auctions');
  });

  it('treats anchors, mail and phone as always available', () => {
    expect(isLinkAvailable('#contact', [])).toBe(true);
    expect(isLinkAvailable('mailto:a@b.c', [])).toBe(true);
    expect(isLinkAvailable('tel:123', [])).toBe(true);
    expect(isLinkAvailable('/blog', [])).toBe(false);
  });
});

describe('route permissions from the shared table', () => {
  it('finds the permission of a path or its gated parent', () => {
    expect(permissionForPath('/admin')).toBe('admin.area');
    expect(permissionForPath('/admin/settings')).toBe('admin.area');
    expect(permissionForPath('/donation-tracking')).toBe('staff.area');
    expect(permissionForPath('/administrator')).toBeUndefined();
    expect(permissionForPath('/')).toBeUndefined();
  });

  it('decides with the shared decide()', () => {
    expect(canVisit('/admin', 'admin')).toBe(true);
    expect(canVisit('/admin', 'editor')).toBe(false);
    expect(canVisit('/donation-tracking', 'staff')).toBe(true);
    expect(canVisit('/dealer-bidding', undefined)).toBe(false);
    expect(canVisit('/login', undefined)).toBe(true);
  });
});
