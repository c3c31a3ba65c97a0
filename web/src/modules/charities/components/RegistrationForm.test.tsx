import { MockedProvider } from '@apollo/client/testing/react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CharityVerifyDetailedDocument } from '../graphql/CharityVerifyDetailed.generated';
import { CharityVerifyDocument } from '../graphql/CharityVerify.generated';
import type { ReactNode } from 'react';
import { AreaMessages } from '../../../i18n/AreaMessages';
import { loadArea } from '../../../i18n/areas';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { RegistrationForm } from './RegistrationForm';

const NUMBER = '888000001RR0001';
const basic = {
  __typename: 'CharityVerification' as const,
  isValid: true,
  registrationNumber: NUMBER,
  registry: 'cra',
  found: true,
  name: 'Demo Community Food Bank',
  status: 'Registered',
};
const detailed = {
  __typename: 'CharityDetailedVerification' as const,
  isValid: true,
  charity: {
    ...basic,
    details: {
      __typename: 'CharityDetails' as const,
      address: {
        __typename: 'CharityDetailsAddress' as const,
        streetAddress: '100 Queen St',
        city: 'Ottawa',
        state: 'ON',
        zipCode: 'K1P 1J9',
      },
      contact: { __typename: 'CharityDetailsContact' as const, phone: null, email: null, website: null },
      programs: ['Relief of poverty'],
      financialInfo: null,
    },
  },
};

const mocks = [
  {
    request: { query: CharityVerifyDocument, variables: { registrationNumber: NUMBER } },
    result: { data: { verifyCharity: basic } },
  },
  {
    request: { query: CharityVerifyDetailedDocument, variables: { registrationNumber: NUMBER } },
    result: { data: { verifyCharityDetailed: detailed } },
  },
];

/** The form as its page shows it: with the charities area's messages (downloaded before the tests). */
const inArea = (ui: ReactNode) => <AreaMessages area="charities">{ui}</AreaMessages>;

describe('the charity registration form', () => {
  beforeAll(() => loadArea('charities', 'en'));

  it('verifies the number, pre-fills the form and keeps Submit disabled until the terms are accepted', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn(() => Promise.resolve());
    renderWithProviders(
      inArea(
        <MockedProvider mocks={mocks}>
          <RegistrationForm onSubmit={onSubmit} />
        </MockedProvider>,
      ),
    );
    const verify = await screen.findByRole('button', { name: 'Verify' });
    expect((verify as HTMLButtonElement).disabled).toBe(true);
    await user.type(screen.getByLabelText('Registration number or EIN'), NUMBER);
    await user.click(verify);
    expect(await screen.findByText('Valid charity: Demo Community Food Bank')).toBeTruthy();
    await waitFor(() =>
      expect((screen.getByLabelText('Charity name') as HTMLInputElement).value).toBe('Demo Community Food Bank'),
    );
    expect((screen.getByLabelText('City') as HTMLInputElement).value).toBe('Ottawa');
    expect((screen.getByLabelText('Registration number') as HTMLInputElement).value).toBe(NUMBER);
    expect(screen.getByTestId('charity-verification-result').textContent).toContain('100 Queen St');

    const submit = screen.getByRole('button', { name: 'Submit Registration' });
    expect((submit as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole('checkbox'));
    expect((submit as HTMLButtonElement).disabled).toBe(false);
  });

  it('counts the description and stops at 500 characters', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      inArea(
        <MockedProvider mocks={[]}>
          <RegistrationForm onSubmit={() => Promise.resolve()} />
        </MockedProvider>,
      ),
    );
    const description = await screen.findByLabelText('Description of your mission');
    expect(description.getAttribute('maxlength')).toBe('500');
    await user.type(description, 'Feeding families');
    expect(screen.getByText('16 / 500 characters')).toBeTruthy();
  });
});
