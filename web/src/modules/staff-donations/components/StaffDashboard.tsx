import { useQuery } from '@apollo/client/react';
import { STAFF_PAGE_SIZE } from '@vdp/shared/donations/donation.constants';
import { STAFF_STATUSES } from '@vdp/shared/donations/donation-status';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { LoadingState } from '../../../components/ui/LoadingState';
import { StaffDonationsDocument } from '../../../graphql/__generated__/graphql';
import { DonationFilters } from './DonationFilters';
import { DonationList } from './DonationList';
import { Pagination } from '../../../components/ui/Pagination';
import { Muted, Section, SplitView } from '../styles';
import { useDebouncedValue } from '../../../lib/useDebouncedValue';
import { useStaffLive } from '../useStaffLive';
import { DonationDetailPanel } from './DonationDetailPanel';

interface StaffDashboardProps {
  selectedId: number | null;
  onSelect: (id: number | null) => void;
}

/** The Staff Dashboard tab: searchable, filterable, paged list and the detail panel, live (spec 000 §2.8). */
export function StaffDashboard({ selectedId, onSelect }: StaffDashboardProps) {
  const intl = useIntl();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState('');
  const [page, setPage] = useState(1);
  const debounced = useDebouncedValue(search.trim());
  const { data, previousData, loading, error } = useQuery(StaffDonationsDocument, {
    variables: { search: debounced || null, status: status || null, page, pageSize: STAFF_PAGE_SIZE },
  });
  useStaffLive(selectedId);
  const list = (data ?? previousData)?.staffDonations;

  return (
    <SplitView>
      <Section aria-labelledby="staff-list-title" aria-busy={loading}>
        <h2 id="staff-list-title">
          <FormattedMessage id="staff.list.title" />
        </h2>
        <DonationFilters
          search={search}
          status={status}
          statuses={STAFF_STATUSES}
          onSearch={(value) => {
            setSearch(value);
            setPage(1);
          }}
          onStatus={(value) => {
            setStatus(value);
            setPage(1);
          }}
        />
        {!list ? (
          loading ? (
            <LoadingState minHeight="200px" />
          ) : (
            <Muted role="alert">
              <FormattedMessage id={error ? 'staff.list.loadError' : 'staff.list.empty'} />
            </Muted>
          )
        ) : list.items.length === 0 ? (
          <Muted role="status">
            <FormattedMessage id="staff.list.empty" />
          </Muted>
        ) : (
          <>
            <DonationList donations={list.items} selectedId={selectedId} onSelect={onSelect} />
            <Pagination
              label={intl.formatMessage({ id: 'staff.list.pagination' })}
              page={list.page}
              pageSize={list.pageSize}
              total={list.total}
              onPage={setPage}
            />
          </>
        )}
      </Section>
      {selectedId !== null ? (
        <DonationDetailPanel donationId={selectedId} onClose={() => onSelect(null)} />
      ) : (
        <Section aria-label={intl.formatMessage({ id: 'staff.detail.label' })}>
          <Muted>
            <FormattedMessage id="staff.detail.none" />
          </Muted>
        </Section>
      )}
    </SplitView>
  );
}
