import { InMemoryCache } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { connectionFieldPolicies } from '../../graphql/connectionFields';
import { StaffDonationsDocument } from './graphql/StaffDonations.generated';
import { rowsToKeep, useDonationSearch } from './useDonationSearch';

const donation = (id: number) => ({
  __typename: 'StaffDonation' as const,
  id,
  status: 'pending',
  adminStatus: 'pending',
  staffProgress: 0,
  createdAt: '2026-03-01T15:00:00.000Z',
  updatedAt: '2026-03-01T15:00:00.000Z',
  year: 2015,
  make: 'Honda',
  model: 'Civic',
  trim: null,
  vin: null,
  mileage: null,
  condition: null,
  vehicleType: 'car',
  hasAccidents: false,
  hasLienOrFinance: false,
  firstName: 'Ana',
  lastName: 'Roy',
  email: 'ana@example.ca',
  phone: '6135550000',
  address: '1 Main St',
  city: 'Ottawa',
  province: 'ON',
  postalCode: 'K1A 0B1',
  preferredCharity: null,
  language: 'en',
  charityName: null,
  pickupPreference: null,
  preferredDate: null,
  notes: null,
  estimatedValue: null,
  finalValue: null,
  taxReceiptValue: null,
  receiptIssued: false,
  receiptNumber: null,
  receiptDate: null,
  receiptEmailSent: false,
  pickupDate: null,
  pickupTime: null,
  accessCode: null,
});

/** Donations `from` down to `to` (newest first), answered for `variables`. */
function page(variables: Record<string, unknown>, from: number, to: number, hasNextPage: boolean): MockLink.MockedResponse {
  const edges = [];
  for (let id = from; id >= to; id--) edges.push({ __typename: 'StaffDonationEdge', cursor: `c${id}`, node: donation(id) });
  return {
    request: { query: StaffDonationsDocument, variables: { search: null, status: null, ...variables } },
    result: {
      data: {
        staffDonations: {
          __typename: 'StaffDonationConnection',
          edges,
          pageInfo: { __typename: 'PageInfo', hasNextPage, endCursor: `c${to}` },
          totalCount: 25 + (from > 25 ? 1 : 0),
        },
      },
    },
  };
}

function renderSearch(mocks: MockLink.MockedResponse[]) {
  const cache = new InMemoryCache({ typePolicies: { Query: { fields: connectionFieldPolicies } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MockedProvider mocks={mocks} cache={cache}>
      {children}
    </MockedProvider>
  );
  return renderHook(() => ({ search: useDonationSearch(), client: useApolloClient() }), { wrapper });
}

describe('useDonationSearch', () => {
  it('keeps the rows shown when the list is read again: a refetch after Load more asks for all of them', async () => {
    const { result } = renderSearch([
      page({ first: 20 }, 25, 6, true),
      page({ first: 20, after: 'c6' }, 5, 1, false),
      // a live event: a new donation came first; the refetch asks for the 25 rows on screen
      page({ first: 25 }, 26, 2, true),
    ]);
    await waitFor(() => expect(result.current.search.donations).toHaveLength(20));
    expect(result.current.search).toMatchObject({ total: 25, hasMore: true });

    await act(() => result.current.search.loadMore());
    await waitFor(() => expect(result.current.search.donations).toHaveLength(25));
    // the longer `first` is read from the cache: no request
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(result.current.search).toMatchObject({ hasMore: false, donations: expect.arrayContaining([donation(25)]) });
    expect(result.current.search.donations?.[0]?.id).toBe(25);

    await act(() => result.current.client.refetchQueries({ include: ['StaffDonations'] }));
    await waitFor(() => expect(result.current.search.donations?.[0]?.id).toBe(26));
    expect(result.current.search.donations).toHaveLength(25);
    expect(result.current.search).toMatchObject({ total: 26, hasMore: true, error: undefined });
  });

  it('asks for one page again when a filter changes', async () => {
    const { result } = renderSearch([
      page({ first: 20 }, 25, 6, true),
      {
        ...page({ first: 20 }, 3, 1, false),
        request: { query: StaffDonationsDocument, variables: { search: null, status: 'cancelled', first: 20 } },
      },
    ]);
    await waitFor(() => expect(result.current.search.donations).toHaveLength(20));
    act(() => result.current.search.filters.onStatus('cancelled'));
    await waitFor(() => expect(result.current.search.donations?.map((d) => d.id)).toEqual([3, 2, 1]));
  });
});

describe('rowsToKeep', () => {
  it('is the rows shown, at least one page and at most what one page may hold', () => {
    expect(rowsToKeep(0)).toBe(20);
    expect(rowsToKeep(45)).toBe(45);
    expect(rowsToKeep(250)).toBe(100);
  });
});
