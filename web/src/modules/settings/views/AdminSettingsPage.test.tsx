import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { AreaMessages } from '../../../i18n/AreaMessages';
import { loadArea } from '../../../i18n/areas';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { PublicSettingsDocument } from '../graphql/PublicSettings.generated';
import { SettingListDocument } from '../graphql/SettingList.generated';
import { SettingSaveDocument } from '../graphql/SettingSave.generated';
import { AdminSettingsPage } from './AdminSettingsPage';

const setting = (name: string, tab: string, type: string, value: unknown, extra: Record<string, unknown> = {}) => {
  const [category = '', key = ''] = name.split('.');
  return {
    __typename: 'AdminSetting' as const,
    name,
    tab,
    category,
    key,
    type,
    description: '',
    isSecret: type === 'secret',
    value,
    defaultValue: null,
    isSet: value !== null,
    lastFour: null,
    ...extra,
  };
};

const PHONE = setting('business.company_phone', 'business', 'phone', '1-800-555-0199');
const SETTINGS = [
  setting('business.company_name', 'business', 'text', 'CarDonation Canada'),
  PHONE,
  setting('donations.vehicle_min_year', 'donations', 'number', 1985),
  setting('integrations.pixabay_api_key', 'integrations', 'secret', null, { isSet: true, lastFour: '1234' }),
];

const list = (settings = SETTINGS): MockLink.MockedResponse => ({
  request: { query: SettingListDocument },
  result: { data: { settings } },
});
const publicSettings: MockLink.MockedResponse = {
  request: { query: PublicSettingsDocument },
  result: { data: { publicSettings: [] } },
};
const savePhone = (value: string, result: MockLink.MockedResponse['result']): MockLink.MockedResponse => ({
  request: {
    query: SettingSaveDocument,
    variables: { input: { category: 'business', key: 'company_phone', value, type: 'phone' } },
  },
  result,
});

function renderPage(mocks: MockLink.MockedResponse[]) {
  return renderWithProviders(
    <AreaMessages area="settings">
      <MockedProvider mocks={mocks}>
        <AdminSettingsPage />
      </MockedProvider>
    </AreaMessages>,
    { route: '/admin/settings' },
  );
}

describe('/admin/settings', () => {
  beforeAll(() => loadArea('settings', 'en'));

  it('shows every tab, the values of the offered settings, and a secret only as set with its last four', async () => {
    const user = userEvent.setup();
    renderPage([list()]);
    expect(await screen.findByLabelText('Company phone')).toHaveProperty('value', '1-800-555-0199');
    const tabs = screen.getByRole('tablist', { name: 'Settings sections' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Business', 'Donations', 'Email', 'Integrations', 'Security', 'System']);
    await user.click(screen.getByRole('tab', { name: 'Integrations' }));
    const pixabay = screen.getByRole('group', { name: 'Pixabay API key' });
    expect(within(pixabay).getByText('Set (…1234)')).toBeTruthy();
    expect(within(pixabay).getByRole('button', { name: 'Replace' })).toBeTruthy();
    expect(within(pixabay).getByRole('button', { name: 'Clear' })).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: 'System' }));
    expect(screen.getByText('Facts about this installation (read-only).')).toBeTruthy();
  });

  it('offers the GraphQL introspection setting (Yes/No) on the System tab, above the read-only facts', async () => {
    const user = userEvent.setup();
    renderPage([list([...SETTINGS, setting('system.graphql_introspection', 'system', 'boolean', false)])]);
    await user.click(await screen.findByRole('tab', { name: 'System' }));
    const choice = await screen.findByLabelText('GraphQL introspection in production');
    expect(choice).toHaveProperty('value', 'false');
    expect(screen.getByText(/Off by default in production; development always allows it\./)).toBeTruthy();
    expect(screen.getByText('Facts about this installation (read-only).')).toBeTruthy();
  });

  it('refuses a value failing its rule before sending anything', async () => {
    const user = userEvent.setup();
    renderPage([list()]);
    await user.click(await screen.findByRole('tab', { name: 'Donations' }));
    const year = screen.getByLabelText('Minimum vehicle year');
    await user.clear(year);
    await user.type(year, '1800');
    await user.click(screen.getAllByRole('button', { name: 'Save Settings' })[0]!);
    expect(await screen.findByText(`Must be a whole number between 1900 and ${new Date().getFullYear()}`)).toBeTruthy();
  });

  it('saves one changed setting; a refusal names the field and toasts the failure with the server reason', async () => {
    const user = userEvent.setup();
    renderPage([
      list(),
      savePhone('1-888-555-0100', {
        errors: [
          new GraphQLError('Invalid input', {
            extensions: {
              code: 'BAD_USER_INPUT',
              fields: [{ field: 'business.company_phone', message: 'Must be a phone number such as 1-800-555-0199' }],
            },
          }),
        ],
      }),
      savePhone('1-888-555-0100', { data: { saveSetting: { ...PHONE, value: '1-888-555-0100' } } }),
      list([SETTINGS[0]!, { ...PHONE, value: '1-888-555-0100' }, ...SETTINGS.slice(2)]),
      publicSettings,
    ]);
    const phone = await screen.findByLabelText('Company phone');
    await user.clear(phone);
    await user.type(phone, '1-888-555-0100');
    const save = screen.getAllByRole('button', { name: 'Save Settings' })[0]!;
    await user.click(save);
    expect(await screen.findByText('Failed to save settings')).toBeTruthy();
    expect(screen.getAllByText('Must be a phone number such as 1-800-555-0199').length).toBeGreaterThan(0);
    await user.click(save);
    expect(await screen.findByText('Settings saved')).toBeTruthy();
  });
});
