import { useQuery } from '@apollo/client/react';
import { STAFF_PAGE_SIZE } from '@vdp/shared/donations/donation.constants';
import { useState } from 'react';
import { StaffDonationsDocument } from './graphql/StaffDonations.generated';
import { useDebouncedValue } from '../../lib/useDebouncedValue';

/**
 * The donation list of the staff dashboard and the admin donations page: search (debounced) and
 * status filter, both back to page 1 when they change; the previous page stays while the next loads.
 */
export function useDonationSearch() {
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState('');
  const [page, setPage] = useState(1);
  const debounced = useDebouncedValue(search.trim());
  const { data, previousData, loading, error } = useQuery(StaffDonationsDocument, {
    variables: { search: debounced || null, status: status || null, page, pageSize: STAFF_PAGE_SIZE },
  });
  return {
    /** The props of DonationFilters, but its statuses. */
    filters: {
      search,
      status,
      onSearch: (value: string) => {
        setSearch(value);
        setPage(1);
      },
      onStatus: (value: string) => {
        setStatus(value);
        setPage(1);
      },
    },
    list: (data ?? previousData)?.staffDonations,
    loading,
    error,
    setPage,
  };
}
