import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { LoginForm } from './LoginForm';

describe('LoginForm', () => {
  it('shows both required messages when submitted empty', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn(() => Promise.resolve());
    renderWithProviders(<LoginForm onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Username is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(screen.getByLabelText('Username').getAttribute('aria-invalid')).toBe('true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits the values and reads "Signing in..." while busy', async () => {
    const user = userEvent.setup();
    let finish: () => void = () => undefined;
    const onSubmit = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    renderWithProviders(<LoginForm onSubmit={onSubmit} />);
    await user.type(screen.getByLabelText('Username'), 'admin');
    await user.type(screen.getByLabelText('Password'), 'secret');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(onSubmit).toHaveBeenCalledWith({ username: 'admin', password: 'secret' }, expect.anything());
    expect(await screen.findByRole('button', { name: 'Signing in...' })).toBeTruthy();
    finish();
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeTruthy();
  });

  it('toggles the password visibility with a labelled button', async () => {
    const user = userEvent.setup();
    renderWithProviders(<LoginForm onSubmit={() => Promise.resolve()} />);
    const password = screen.getByLabelText('Password');
    expect(password.getAttribute('type')).toBe('password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password.getAttribute('type')).toBe('text');
    expect(screen.getByRole('button', { name: 'Hide password' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('lists demo accounts only in demo mode, each filling the form', async () => {
    const user = userEvent.setup();
    const { rerender } = renderWithProviders(<LoginForm onSubmit={() => Promise.resolve()} />);
    expect(screen.queryByText('Demo accounts')).toBeNull();
    rerender(
      <LoginForm
        onSubmit={() => Promise.resolve()}
        demo={{ accounts: [{ username: 'dealer', role: 'dealer' }], password: 'demo-pass' }}
      />,
    );
    await waitFor(() => expect(screen.getByText('Demo accounts')).toBeTruthy());
    expect(screen.getByText('demo-pass')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /^dealer\s*Dealer Access$/ }));
    expect((screen.getByLabelText('Username') as HTMLInputElement).value).toBe('dealer');
    expect((screen.getByLabelText('Password') as HTMLInputElement).value).toBe('demo-pass');
  });
});
