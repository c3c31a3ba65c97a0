import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { StatusUpdateForm } from './StatusUpdateForm';

describe('StatusUpdateForm', () => {
  it('offers the 7 staff statuses and keeps Update disabled until one is chosen', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn(() => Promise.resolve(true));
    renderWithProviders(<StatusUpdateForm onSubmit={onSubmit} />);
    const select = screen.getByLabelText('New status');
    expect(Array.from((select as HTMLSelectElement).options).map((o) => o.textContent)).toEqual([
      'Select a status',
      'Pending',
      'Reviewed',
      'Pickup Scheduled',
      'Vehicle Picked Up',
      'Valued',
      'Receipt Issued',
      'Completed',
    ]);
    const update = screen.getByRole('button', { name: 'Update Status' });
    expect(update.hasAttribute('disabled')).toBe(true);

    await user.selectOptions(select, 'valued');
    await user.type(screen.getByLabelText('Notes (optional)'), '  Appraised at the yard ');
    expect(update.hasAttribute('disabled')).toBe(false);
    await user.click(update);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ status: 'valued', notes: 'Appraised at the yard' }));
    // saved: the form clears and Update is disabled again
    await waitFor(() => expect((select as HTMLSelectElement).value).toBe(''));
    expect(screen.getByRole('button', { name: 'Update Status' }).hasAttribute('disabled')).toBe(true);
  });

  it('keeps what was typed when saving failed', async () => {
    const user = userEvent.setup();
    renderWithProviders(<StatusUpdateForm onSubmit={() => Promise.resolve(false)} />);
    await user.selectOptions(screen.getByLabelText('New status'), 'reviewed');
    await user.click(screen.getByRole('button', { name: 'Update Status' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Update Status' }).hasAttribute('disabled')).toBe(false));
    expect((screen.getByLabelText('New status') as HTMLSelectElement).value).toBe('reviewed');
  });
});
