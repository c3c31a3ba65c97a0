import { STAFF_STATUSES } from '@vdp/shared/donations/donation-status';
import { FormattedMessage, useIntl } from 'react-intl';
import { DataState } from '../../../components/ui/DataState';
import { DonationFilters } from './DonationFilters';
import { DonationList } from './DonationList';
import { LoadMore } from '../../../components/ui/LoadMore';
import { Muted, Section, SplitView } from '../styles';
import { useDonationSearch } from '../useDonationSearch';
import { useStaffLive } from '../useStaffLive';
import { DonationDetailPanel } from './DonationDetailPanel';

interface StaffDashboardProps {
  selectedId: number | null;
  onSelect: (id: number | null) => void;
}

/** The Staff Dashboard tab: searchable, filterable list (Load more) and the detail panel, live (spec 000 §2.8). */
export function StaffDashboard({ selectedId, onSelect }: StaffDashboardProps) {
  const intl = useIntl();
  const { filters, donations, total, loading, error, loadMore, loadingMore, hasMore } = useDonationSearch();
  useStaffLive(selectedId);

  return (
    <SplitView>
      <Section aria-labelledby="staff-list-title" aria-busy={loading}>
        <h2 id="staff-list-title">
          <FormattedMessage id="staff.list.title" />
        </h2>
        <DonationFilters {...filters} statuses={STAFF_STATUSES} />
        <DataState
          rows={donations}
          loading={loading}
          loadingHeight="200px"
          error={
            error && (
              <Muted>
                <FormattedMessage id="staff.list.loadError" />
              </Muted>
            )
          }
          empty={
            <Muted>
              <FormattedMessage id="staff.list.empty" />
            </Muted>
          }
        >
          {donations && (
            <>
              <DonationList donations={donations} selectedId={selectedId} onSelect={onSelect} />
              <LoadMore
                shown={donations.length}
                total={total}
                hasMore={hasMore}
                loadingMore={loadingMore}
                onLoadMore={() => void loadMore()}
              />
            </>
          )}
        </DataState>
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
