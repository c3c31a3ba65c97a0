import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { useCurrentUser, type CurrentUserState } from '../../modules/auth/useCurrentUser';
import { SettingsContext } from '../../modules/settings/SettingsContext';
import { renderWithProviders } from '../../test/renderWithProviders';
import { Footer } from './Footer';
import { Header } from './Header';

jest.mock('../../modules/auth/useCurrentUser', () => ({ useCurrentUser: jest.fn() }));
jest.mock('../../modules/auth/useLogout', () => ({ useLogout: () => jest.fn() }));
// A fixed set of pages, so that the test does not change as later pages are added to the table.
jest.mock('../../routing/routePaths', () => ({ AVAILABLE_PATHS: ['/', '/home-original', '/login', '/admin'] }));
const mockedUseCurrentUser = jest.mocked(useCurrentUser);

const settings: Record<string, string> = {
  'business.company_phone': '1-888-555-0123',
  'business.company_name': 'Test Donations',
};

function WithSettings({ children }: { children: ReactNode }) {
  return <SettingsContext.Provider value={{ get: (key) => settings[key], loaded: true }}>{children}</SettingsContext.Provider>;
}

const signedOut: CurrentUserState = { user: null, role: undefined, flags: null, loading: false };

describe('header and footer links', () => {
  it('render anchors and existing pages only, never links to pages not built yet', () => {
    mockedUseCurrentUser.mockReturnValue(signedOut);
    renderWithProviders(
      <WithSettings>
        <Header />
        <Footer />
      </WithSettings>,
    );
    // hidden: true: jsdom has no media queries, so desktop-only parts count as hidden
    const hrefs = screen.getAllByRole('link', { hidden: true }).map((link) => link.getAttribute('href'));
    for (const missing of [
      '/unified-donation',
      '/vehicle-valuation',
      '/blog',
      '/chat',
      '/donor-portal',
      '/charity-registration',
    ]) {
      expect(hrefs).not.toContain(missing);
    }
    expect(hrefs).toEqual(expect.arrayContaining(['/', '/login', '/#how-it-works', '/#faq', '/#contact']));
    expect(hrefs).toContain('tel:18885550123');
    expect(screen.queryByText('Donate My Vehicle')).toBeNull();
  });

  it('shows the company name from the public settings and plain-text terms and privacy', () => {
    mockedUseCurrentUser.mockReturnValue(signedOut);
    renderWithProviders(
      <WithSettings>
        <Footer />
      </WithSettings>,
    );
    expect(screen.getByText(/Test Donations\. All rights reserved\./)).toBeTruthy();
    expect(screen.getByText('Terms of Service').closest('a')).toBeNull();
    expect(screen.getByText('Privacy Policy').closest('a')).toBeNull();
  });

  it('offers the signed-in user a menu with the role label and only the dashboards that exist', async () => {
    const user = userEvent.setup();
    mockedUseCurrentUser.mockReturnValue({
      user: { id: '1', username: 'ada', role: 'admin' },
      role: 'admin',
      flags: null,
      loading: false,
    });
    renderWithProviders(
      <WithSettings>
        <Header />
      </WithSettings>,
      { route: '/login' },
    );
    const trigger = screen.getByRole('button', { name: 'Account menu, signed in as ada' });
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    await user.click(trigger);
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    const panel = document.getElementById(trigger.getAttribute('aria-controls') ?? '') as HTMLElement;
    expect(within(panel).getByText('Full Access')).toBeTruthy();
    expect(within(panel).getByRole('link', { name: 'Admin Dashboard' }).getAttribute('href')).toBe('/admin');
    expect(within(panel).queryByText('Staff Dashboard')).toBeNull();
    expect(within(panel).queryByText('Vehicle Auctions')).toBeNull();
    expect(within(panel).getByRole('button', { name: 'Log out' })).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
  });
});
