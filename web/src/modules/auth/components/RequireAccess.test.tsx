import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { useCurrentUser, type CurrentUserState } from '../useCurrentUser';
import { RequireAccess } from './RequireAccess';

jest.mock('../useCurrentUser', () => ({ useCurrentUser: jest.fn() }));
const mockedUseCurrentUser = jest.mocked(useCurrentUser);

function signedInAs(role: NonNullable<CurrentUserState['role']>): CurrentUserState {
  return { user: { id: '1', username: `${role}1`, role }, role, flags: null, loading: false };
}

const signedOut: CurrentUserState = { user: null, role: undefined, flags: null, loading: false };

describe('RequireAccess', () => {
  it('shows Loading... while the user loads', () => {
    mockedUseCurrentUser.mockReturnValue({ ...signedOut, loading: true });
    renderWithProviders(<RequireAccess permission="admin.area">secret</RequireAccess>);
    expect(screen.getByText('Loading...')).toBeTruthy();
    expect(screen.queryByText('secret')).toBeNull();
  });

  it('asks a signed-out visitor to log in, with links to Login and Home', () => {
    mockedUseCurrentUser.mockReturnValue(signedOut);
    renderWithProviders(<RequireAccess permission="staff.area">secret</RequireAccess>);
    expect(screen.getByRole('heading', { name: 'Login Required' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login');
    expect(screen.getByRole('link', { name: 'Go to Home' }).getAttribute('href')).toBe('/');
    expect(screen.queryByText('secret')).toBeNull();
  });

  it('denies a signed-in user without the role, naming the roles required', () => {
    mockedUseCurrentUser.mockReturnValue(signedInAs('dealer'));
    renderWithProviders(<RequireAccess permission="staff.area">secret</RequireAccess>);
    expect(screen.getByRole('heading', { name: 'Access Denied' })).toBeTruthy();
    expect(screen.getByText('This page is only available to: Administrator, Editor or Staff.')).toBeTruthy();
    expect(screen.queryByText('secret')).toBeNull();
  });

  it('uses the admin wording when given', () => {
    mockedUseCurrentUser.mockReturnValue(signedInAs('editor'));
    renderWithProviders(
      <RequireAccess permission="admin.area" deniedMessageId="admin.denied">
        secret
      </RequireAccess>,
    );
    expect(screen.getByText('You need admin access to view this page')).toBeTruthy();
  });

  it('offers the dealer registration link on the dealer gate and the charity registration link on the charity gate', () => {
    mockedUseCurrentUser.mockReturnValue(signedInAs('user'));
    const { unmount } = renderWithProviders(<RequireAccess permission="dealer.area">secret</RequireAccess>);
    expect(screen.getByRole('heading', { name: 'Access Denied' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Apply to become a dealer' }).getAttribute('href')).toBe('/dealer-registration');
    unmount();
    renderWithProviders(<RequireAccess permission="charity.area">secret</RequireAccess>);
    // spec 000 §2.14: the charity denial offers /charity-registration (built in issue 10)
    expect(screen.getByRole('link', { name: 'Register your charity' }).getAttribute('href')).toBe('/charity-registration');
  });

  it('renders the children when the shared table allows the role', () => {
    mockedUseCurrentUser.mockReturnValue(signedInAs('admin'));
    renderWithProviders(<RequireAccess permission="dealer.area">secret</RequireAccess>);
    expect(screen.getByText('secret')).toBeTruthy();
  });
});
