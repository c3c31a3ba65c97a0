import { useQuery } from '@apollo/client/react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { Button } from '../../../components/ui/Button';
import { Badge } from '../../../components/ui/layout';
import { LoadingState } from '../../../components/ui/LoadingState';
import { StaffDonationDocument } from '../graphql/StaffDonation.generated';
import { staffStatusLabelId } from '../statusLabels';
import { lookupFailure } from '../../donor-portal/lookupErrors';
import { DonationFacts } from './DonationFacts';
import { StaffProgress } from './StaffProgress';
import { vehicleName } from '../format';
import { Muted, Section } from '../styles';
import { CommunicationsSection } from './CommunicationsSection';
import { ReceiptsSection } from './ReceiptsSection';
import { StatusSection } from './StatusSection';

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: start;
  gap: ${({ theme }) => theme.space[3]};
  h2 {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
  }
`;

interface DonationDetailPanelProps {
  donationId: number;
  onClose: () => void;
}

/** Everything staff do with one donation: facts, status, communications, receipts, history. */
export function DonationDetailPanel({ donationId, onClose }: DonationDetailPanelProps) {
  const intl = useIntl();
  const { data, loading, error } = useQuery(StaffDonationDocument, { variables: { id: donationId } });
  const detail = data?.staffDonation;

  if (!detail) {
    return (
      <Section aria-label={intl.formatMessage({ id: 'staff.detail.label' })}>
        {loading ? (
          <LoadingState minHeight="200px" />
        ) : (
          <Muted role="alert">
            <FormattedMessage
              id={!error || lookupFailure(error) === 'notFound' ? 'staff.detail.notFound' : 'staff.detail.loadError'}
            />
          </Muted>
        )}
        <div>
          <Button type="button" $variant="outline" $size="sm" onClick={onClose}>
            <FormattedMessage id="staff.detail.close" />
          </Button>
        </div>
      </Section>
    );
  }

  const d = detail.donation;
  return (
    <Stack key={d.id} data-testid="staff-detail">
      <Section aria-labelledby="staff-detail-title">
        <Header>
          <div>
            <h2 id="staff-detail-title">
              {vehicleName(d)}
              <Badge $tone="primary" data-testid="staff-detail-status">
                <FormattedMessage id={staffStatusLabelId(d.status)} />
              </Badge>
            </h2>
            <Muted>
              <FormattedMessage id="staff.detail.number" values={{ id: d.id }} />
            </Muted>
          </div>
          <Button type="button" $variant="outline" $size="sm" onClick={onClose}>
            <FormattedMessage id="staff.detail.close" />
          </Button>
        </Header>
        <StaffProgress value={d.staffProgress} />
        <DonationFacts donation={d} />
      </Section>
      <StatusSection donationId={d.id} history={detail.statusHistory} />
      <CommunicationsSection donationId={d.id} communications={detail.communications} />
      <ReceiptsSection donationId={d.id} finalValue={d.finalValue} donorLanguage={d.language} receipts={detail.receipts} />
    </Stack>
  );
}
