import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DonationReceiptGenerateDocument } from '../graphql/DonationReceiptGenerate.generated';
import { renderWithProviders } from '../../../test/renderWithProviders';
import type { ReceiptEntry } from '../types';
import { ReceiptsSection } from './ReceiptsSection';

const receipt = (
  id: number,
  receiptNumber: string,
  status: string,
  replaces: string | null = null,
): ReceiptEntry & { __typename: 'TaxReceiptView' } => ({
  __typename: 'TaxReceiptView',
  id,
  receiptNumber,
  status,
  receiptAmount: '1500.00',
  eligibleAmount: '1500.00',
  advantageAmount: null,
  language: 'en',
  issuedAt: '2026-03-01T15:00:00.000Z',
  emailSent: true,
  sendEmail: true,
  replacesReceiptNumber: replaces,
  downloadUrl: `/api/receipts/${receiptNumber}/pdf`,
});

const generateMock = {
  request: {
    query: DonationReceiptGenerateDocument,
    variables: {
      input: {
        donationId: 5,
        receiptValue: '1600.00',
        notes: null,
        sendEmail: true,
        language: 'en',
        advantageAmount: null,
        advantageDescription: null,
        appraiserName: null,
        appraiserAddress: null,
        giftReceivedDate: null,
      },
    },
  },
  result: { data: { donationReceiptGenerate: receipt(2, '2026-000002', 'issued', '2026-000001') } },
};

function renderSection(receipts: ReceiptEntry[], mocks: MockLink.MockedResponse[] = [generateMock]) {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined); // refetchQueries of queries this test does not run
  return renderWithProviders(
    <MockedProvider mocks={mocks}>
      <ReceiptsSection donationId={5} finalValue="1600" receipts={receipts} />
    </MockedProvider>,
  );
}

describe('ReceiptsSection', () => {
  afterEach(() => jest.restoreAllMocks());

  it('lists receipts as Issued or Cancelled with their PDF', () => {
    renderSection([receipt(2, '2026-000002', 'issued', '2026-000001'), receipt(1, '2026-000001', 'cancelled')]);
    const list = screen.getByRole('list', { name: 'Receipts' });
    expect(list.textContent).toContain('Receipt #2026-000002');
    expect(list.textContent).toContain('Issued');
    expect(list.textContent).toContain('Cancelled');
    expect(list.textContent).toContain('Cancels and replaces receipt #2026-000001');
    const links = screen.getAllByRole('link', { name: /Download PDF/ });
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/api/receipts/2026-000002/pdf',
      '/api/receipts/2026-000001/pdf',
    ]);
  });

  it('asks before replacing the issued receipt, and says when it was sent by e-mail', async () => {
    const user = userEvent.setup();
    renderSection([receipt(1, '2026-000001', 'issued')]);
    await user.type(screen.getByLabelText('Receipt value (CAD)'), '1600');
    await user.click(screen.getByRole('button', { name: 'Generate Receipt' }));

    const dialog = await screen.findByRole('dialog', { name: 'Replace the receipt?' });
    expect(dialog.textContent).toContain('This donation already has receipt #2026-000001');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect((screen.getByLabelText('Receipt value (CAD)') as HTMLInputElement).value).toBe('1600');

    await user.click(screen.getByRole('button', { name: 'Generate Receipt' }));
    await user.click(await screen.findByRole('button', { name: 'Replace receipt' }));
    expect(await screen.findByText('Receipt generated successfully')).toBeTruthy();
    expect(screen.getByText('Receipt sent via email')).toBeTruthy();
    await waitFor(() => expect((screen.getByLabelText('Receipt value (CAD)') as HTMLInputElement).value).toBe(''));
  });

  it('generates the first receipt without asking, and reports a failure', async () => {
    const user = userEvent.setup();
    renderSection([], [{ request: generateMock.request, error: new Error('Receipt value must be at most 99999999.99') }]);
    expect(screen.getByText('No receipt has been generated yet.')).toBeTruthy();
    await user.type(screen.getByLabelText('Receipt value (CAD)'), '1600');
    await user.click(screen.getByRole('button', { name: 'Generate Receipt' }));
    expect(await screen.findByText('Failed to generate receipt')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
