import { useQuery } from '@apollo/client/react';
import { STAFF_PAGE_SIZE } from '@vdp/shared/donations/donation.constants';
import { PAGE_SIZE } from '@vdp/shared/paging/page-args';
import { useState } from 'react';
import { useLoadMore } from '../../components/ui/LoadMore';
import { StaffDonationsDocument } from './graphql/StaffDonations.generated';
import { useDebouncedValue } from '../../lib/useDebouncedValue';

/**
 * The rows a refetch asks for once `shown` rows are on screen: all of them, up to the most one
 * page may hold, so that a live update or a status change keeps the list as long as it was
 * instead of cutting it back to its first page.
 */
export function rowsToKeep(shown: number): number {
  return Math.min(Math.max(shown, STAFF_PAGE_SIZE), PAGE_SIZE.max);
}

/**
 * The donation list of the staff dashboard and the admin donations page: search (debounced) and
 * status filter, newest first, a page at a time (Load more); the list shown stays while another
 * filter's loads. The query's `first` follows the rows shown (read from the cache, no request),
 * so that every refetch of StaffDonations — live events, status changes — reloads them all.
 */
export function useDonationSearch() {
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState('');
  const [rows, setRows] = useState(STAFF_PAGE_SIZE);
  const debounced = useDebouncedValue(search.trim());
  const { data, previousData, loading, error, fetchMore } = useQuery(StaffDonationsDocument, {
    variables: { search: debounced || null, status: status || null, first: rows },
  });
  const list = (data ?? previousData)?.staffDonations;
  const shown = list?.edges.length ?? 0;
  const more = useLoadMore(list?.pageInfo, async ({ variables }) => {
    const next = await fetchMore({ variables: { ...variables, first: STAFF_PAGE_SIZE } });
    setRows(rowsToKeep(shown + (next.data?.staffDonations.edges.length ?? 0)));
  });
  return {
    /** The props of DonationFilters, but its statuses. */
    filters: {
      search,
      status,
      onSearch: (value: string) => {
        setSearch(value);
        setRows(STAFF_PAGE_SIZE);
      },
      onStatus: (value: string) => {
        setStatus(value);
        setRows(STAFF_PAGE_SIZE);
      },
    },
    donations: list?.edges.map((edge) => edge.node),
    total: list?.totalCount ?? null,
    loading,
    error,
    ...more,
  };
}
