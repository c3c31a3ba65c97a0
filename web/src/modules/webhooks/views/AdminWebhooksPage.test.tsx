import { CombinedGraphQLErrors } from '@apollo/client/errors';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AreaMessages } from '../../../i18n/AreaMessages';
import { loadArea } from '../../../i18n/areas';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { WebhookEndpointCreateDocument } from '../graphql/WebhookEndpointCreate.generated';
import { WebhookEndpointListDocument } from '../graphql/WebhookEndpointList.generated';
import { webhookErrorsOf } from '../webhookForm';
import { AdminWebhooksPage } from './AdminWebhooksPage';

const refusal = (message: string) =>
  new CombinedGraphQLErrors({
    errors: [{ message: 'Bad input', extensions: { code: 'BAD_USER_INPUT', fields: [{ field: 'url', message }] } }],
  });

const CRM = {
  __typename: 'WebhookEndpoint' as const,
  id: 1,
  url: 'https://crm.example.org/hooks',
  description: 'Our CRM',
  events: ['donation.created', 'receipt.issued'],
  active: true,
  createdAt: '2026-11-24T20:00:00.000Z',
};

const list = (endpoints: Array<Omit<typeof CRM, 'description'> & { description: string | null }>): MockLink.MockedResponse => ({
  request: { query: WebhookEndpointListDocument },
  result: { data: { webhookEndpoints: endpoints } },
});

function renderPage(mocks: MockLink.MockedResponse[], locale: 'en' | 'fr' = 'en') {
  return renderWithProviders(
    <AreaMessages area="webhooks">
      <MockedProvider mocks={mocks}>
        <AdminWebhooksPage />
      </MockedProvider>
    </AreaMessages>,
    { route: '/admin/webhooks', locale },
  );
}

describe('/admin/webhooks', () => {
  beforeAll(async () => {
    await loadArea('webhooks', 'en');
    await loadArea('webhooks', 'fr');
  });

  it('says when there is no endpoint yet', async () => {
    renderPage([list([])]);
    expect(await screen.findByText('No endpoints yet. Add one to start receiving events.')).toBeTruthy();
  });

  it('lists endpoints with their events in words', async () => {
    renderPage([list([CRM])]);
    const row = (await screen.findByText('https://crm.example.org/hooks')).closest('tr')!;
    expect(within(row).getByText('Donation created, Receipt issued')).toBeTruthy();
    expect(within(row).getByText('Active')).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'Deliveries https://crm.example.org/hooks' })).toBeTruthy();
  });

  it('adds an endpoint with the chosen events and shows its secret once', async () => {
    const user = userEvent.setup();
    const made = { ...CRM, id: 2, url: 'https://erp.example.org/in', description: null, events: ['bid.placed'] };
    renderPage([
      list([]),
      {
        request: {
          query: WebhookEndpointCreateDocument,
          variables: { input: { url: made.url, description: null, events: ['bid.placed'], active: true } },
        },
        result: {
          data: { createWebhookEndpoint: { __typename: 'WebhookEndpointWithSecret', endpoint: made, secret: 'whsec_abc' } },
        },
      },
      list([made]),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Add endpoint' }));
    const url = screen.getByLabelText(/Endpoint URL/);
    await user.clear(url);
    await user.click(url);
    await user.paste(made.url);
    await user.click(screen.getByRole('checkbox', { name: 'Bid placed' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByTestId('webhook-secret')).toHaveProperty('textContent', 'whsec_abc');
    await user.click(screen.getByRole('button', { name: 'I have copied it' }));
    expect(screen.queryByTestId('webhook-secret')).toBeNull();
  }, 15_000);

  it('shows the SSRF refusal in the visitor’s language', () => {
    expect(webhookErrorsOf(refusal('This address is private, loopback or link-local: it cannot receive webhooks'))).toEqual({
      url: 'webhooks.url.notAllowed',
    });
    expect(webhookErrorsOf(refusal('Something else'))).toEqual({ url: 'Something else' });
  });

  it('speaks French', async () => {
    renderPage([list([CRM])], 'fr');
    expect(await screen.findByText('Don créé, Reçu émis')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ajouter un point de terminaison' })).toBeTruthy();
  });
});
