import { useQuery } from '@apollo/client/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { DataState } from '../../../components/ui/DataState';
import { CharityPortalDocument } from '../graphql/CharityPortal.generated';
import type { CharityFieldsFragment } from '../graphql/CharityFields.generated';
import { useCharityPortalLive } from '../useCharityPortalLive';
import { PortalTables } from './PortalTables';
import { PortalTotals } from './PortalTotals';

/**
 * The charity's own portal (issue 10 item 6): its totals, donations, receipts and auctions, live.
 * A charity not verified yet sees why it is empty instead.
 */
export function PortalSection({ charity }: { charity: CharityFieldsFragment }) {
  const intl = useIntl();
  const verified = charity.verificationStatus === 'verified';
  const { data, loading, error, refetch } = useQuery(CharityPortalDocument, { skip: !verified });
  useCharityPortalLive(refetch, verified);
  const portal = data?.charityPortal;

  if (!verified) {
    return (
      <div role="status" data-testid="charity-portal-unverified">
        <h2>
          <FormattedMessage id="charities.portal.title" values={{ name: charity.name }} />
        </h2>
        <p>
          <FormattedMessage
            id={charity.verificationStatus === 'rejected' ? 'charities.portal.rejected' : 'charities.portal.pending'}
          />
        </p>
      </div>
    );
  }

  return (
    <section aria-labelledby="charity-portal-title" data-testid="charity-portal">
      <h2 id="charity-portal-title">
        <FormattedMessage id="charities.portal.title" values={{ name: charity.name }} />
      </h2>
      <p>
        <FormattedMessage id="charities.portal.live" />
      </p>
      <DataState
        rows={portal ? [portal] : undefined}
        loading={loading}
        error={error ? <p>{error.message || intl.formatMessage({ id: 'charities.portal.loadError' })}</p> : undefined}
        onRetry={() => void refetch()}
        empty={<FormattedMessage id="charities.portal.loadError" />}
      >
        {portal && (
          <>
            <PortalTotals totals={portal.totals} />
            <PortalTables portal={portal} />
          </>
        )}
      </DataState>
    </section>
  );
}
