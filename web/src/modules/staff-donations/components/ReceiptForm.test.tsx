import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { ReceiptForm } from './ReceiptForm';

describe('ReceiptForm', () => {
  it('keeps Generate disabled until a value is entered, then sends the values', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn(() => Promise.resolve(true));
    renderWithProviders(<ReceiptForm onSubmit={onSubmit} />);
    const generate = screen.getByRole('button', { name: 'Generate Receipt' });
    expect(generate.hasAttribute('disabled')).toBe(true);

    await user.type(screen.getByLabelText('Receipt value (CAD)'), '2450.5');
    expect(generate.hasAttribute('disabled')).toBe(false);
    const send = screen.getByRole('switch', { name: 'Send the receipt to the donor by email' });
    expect((send as HTMLInputElement).checked).toBe(true);
    await user.click(send);
    await user.selectOptions(screen.getByLabelText('Receipt language'), 'fr');
    await user.click(generate);
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({ receiptValue: '2450.50', sendEmail: false, language: 'fr', notes: null }),
      ),
    );
  });

  it('explains a wrong amount instead of sending it', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn(() => Promise.resolve(true));
    renderWithProviders(<ReceiptForm onSubmit={onSubmit} />);
    await user.type(screen.getByLabelText('Receipt value (CAD)'), '12.345');
    await user.click(screen.getByRole('button', { name: 'Generate Receipt' }));
    expect(await screen.findByText('Enter an amount above 0 with at most two decimals')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('offers the final value and says which receipt a new one replaces', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ReceiptForm finalValue="1800" replaces="2026-000042" onSubmit={() => Promise.resolve(true)} />);
    expect(screen.getByText('A new receipt cancels and replaces receipt #2026-000042.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Use final value' }));
    expect((screen.getByLabelText('Receipt value (CAD)') as HTMLInputElement).value).toBe('1800.00');
  });
});
