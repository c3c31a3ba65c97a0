import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test/renderWithProviders';
import { pageCount, Pagination } from './Pagination';

describe('Pagination', () => {
  it('counts pages, at least one', () => {
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(20, 20)).toBe(1);
    expect(pageCount(21, 20)).toBe(2);
  });

  it('shows the range and disables what leads nowhere', async () => {
    const user = userEvent.setup();
    const onPage = jest.fn();
    renderWithProviders(<Pagination label="Pages of donations" page={2} pageSize={20} total={45} onPage={onPage} />);
    expect(screen.getByText('21–40 of 45')).toBeTruthy();
    expect(screen.getByText('Page 2 of 3')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPage).toHaveBeenCalledWith(3);
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(onPage).toHaveBeenCalledWith(1);
  });

  it('cannot go before the first or past the last page', () => {
    renderWithProviders(<Pagination label="Pages of donations" page={1} pageSize={20} total={5} onPage={jest.fn()} />);
    expect(screen.getByRole('button', { name: 'Previous' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Next' }).hasAttribute('disabled')).toBe(true);
  });
});
