import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AreaMessages } from '../../../i18n/AreaMessages';
import { loadArea } from '../../../i18n/areas';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { ApiKeyCreateDocument } from '../graphql/ApiKeyCreate.generated';
import { ApiKeyListDocument } from '../graphql/ApiKeyList.generated';
import { ApiKeyRevokeDocument } from '../graphql/ApiKeyRevoke.generated';
import { AdminApiKeysPage } from './AdminApiKeysPage';

const SECRET = `vdp_0123456789ab_${'s'.repeat(43)}`;

const key = (id: string, name: string, revokedAt: string | null = null) => ({
  __typename: 'ApiKey' as const,
  id,
  name,
  prefix: '0123456789ab',
  role: 'staff' as const,
  readOnly: true,
  createdByUsername: 'admin',
  createdAt: '2026-11-20T10:00:00.000Z',
  lastUsedAt: null,
  revokedAt,
});

const list = (keys: ReturnType<typeof key>[]): MockLink.MockedResponse => ({
  request: { query: ApiKeyListDocument },
  result: { data: { apiKeys: keys } },
});

function renderPage(mocks: MockLink.MockedResponse[]) {
  return renderWithProviders(
    <AreaMessages area="apiKeys">
      <MockedProvider mocks={mocks}>
        <AdminApiKeysPage />
      </MockedProvider>
    </AreaMessages>,
    { route: '/admin/api-keys' },
  );
}

describe('/admin/api-keys', () => {
  beforeAll(() => loadArea('apiKeys', 'en'));

  it('says there are no keys yet', async () => {
    renderPage([list([])]);
    expect(await screen.findByText(/No API keys yet/)).toBeTruthy();
  });

  it('creates a key and shows its secret once, with a warning; closing the dialog forgets it', async () => {
    const user = userEvent.setup();
    const made = key('7', 'CRM sync');
    renderPage([
      list([]),
      {
        request: { query: ApiKeyCreateDocument, variables: { input: { name: 'CRM sync', role: 'staff', readOnly: true } } },
        result: { data: { createApiKey: { __typename: 'CreatedApiKey', secret: SECRET, key: made } } },
      },
      list([made]),
    ]);
    await screen.findByText(/No API keys yet/);
    await user.click(screen.getByRole('button', { name: 'Create key' }));
    const dialog = screen.getByRole('dialog', { name: 'New API key' });
    await user.type(within(dialog).getByLabelText(/Name/), 'CRM sync');
    await user.click(within(dialog).getByRole('button', { name: 'Create key' }));

    const shown = await screen.findByRole('dialog', { name: 'Copy your new key now' });
    expect(within(shown).getByRole('alert').textContent).toMatch(/only time the key is shown/);
    expect((within(shown).getByLabelText('API key') as HTMLInputElement).value).toBe(SECRET);
    await user.click(within(shown).getByRole('button', { name: 'I have stored it' }));
    expect(screen.queryByRole('dialog', { name: 'Copy your new key now' })).toBeNull();
    expect(await screen.findByRole('cell', { name: 'CRM sync' })).toBeTruthy();
    expect(document.body.textContent).not.toContain(SECRET);
  });

  it('revokes a key only once confirmed, and offers no Revoke for a revoked key', async () => {
    const user = userEvent.setup();
    const live = key('1', 'Live');
    renderPage([
      list([live, key('2', 'Old', '2026-11-21T10:00:00.000Z')]),
      {
        request: { query: ApiKeyRevokeDocument, variables: { id: '1' } },
        result: { data: { revokeApiKey: { ...live, revokedAt: '2026-11-24T10:00:00.000Z' } } },
      },
    ]);
    const revoke = await screen.findByRole('button', { name: 'Revoke the key Live' });
    expect(screen.queryByRole('button', { name: 'Revoke the key Old' })).toBeNull();
    await user.click(revoke);
    await user.click(within(screen.getByRole('dialog', { name: 'Revoke this key?' })).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Revoke the key Live' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Revoke the key Live' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Revoke this key?' })).getByRole('button', { name: 'Revoke key' }),
    );
    expect(await screen.findByText('Key revoked')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Revoke the key Live' })).toBeNull();
  });
});
