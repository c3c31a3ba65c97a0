import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { CarIcon, DollarIcon, GavelIcon, ReceiptIcon } from '../../../components/icons/icons';
import { Card } from '../../../components/ui/layout';
import type { CharityPortalQuery } from '../graphql/CharityPortal.generated';
import type { MessageId } from '../../../i18n/messages';
import { dollars } from '../charityFormat';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  gap: ${({ theme }) => theme.space[4]};
  margin-bottom: ${({ theme }) => theme.space[6]};
`;

const Tile = styled(Card)`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[5]};
  span {
    display: flex;
    gap: ${({ theme }) => theme.space[2]};
    align-items: center;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.mutedForeground};
  }
  strong {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

type Totals = CharityPortalQuery['charityPortal']['totals'];

/** The portal's four totals. */
export function PortalTotals({ totals }: { totals: Totals }) {
  const intl = useIntl();
  const tiles: Array<{ key: string; labelId: MessageId; icon: ReactNode; value: string }> = [
    {
      key: 'donations',
      labelId: 'charities.portal.totals.donations',
      icon: <CarIcon size={18} />,
      value: intl.formatNumber(totals.donations),
    },
    {
      key: 'receipts',
      labelId: 'charities.portal.totals.receiptsIssued',
      icon: <ReceiptIcon size={18} />,
      value: intl.formatNumber(totals.receiptsIssued),
    },
    {
      key: 'receipted',
      labelId: 'charities.portal.totals.receiptedAmount',
      icon: <DollarIcon size={18} />,
      value: dollars(intl, totals.receiptedAmount),
    },
    {
      key: 'auctions',
      labelId: 'charities.portal.totals.auctionProceeds',
      icon: <GavelIcon size={18} />,
      value: dollars(intl, totals.auctionProceeds),
    },
  ];
  return (
    <Grid>
      {tiles.map((tile) => (
        <Tile key={tile.key} data-testid={`portal-total-${tile.key}`}>
          <span>
            {tile.icon}
            <FormattedMessage id={tile.labelId} />
          </span>
          <strong>{tile.value}</strong>
        </Tile>
      ))}
    </Grid>
  );
}
