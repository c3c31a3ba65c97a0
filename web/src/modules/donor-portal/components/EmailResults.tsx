import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { Badge, Card } from '../../../components/ui/layout';
import type { DonationsByEmailQuery } from '../graphql/DonationsByEmail.generated';
import { formatDate, formatMoney } from '../../../lib/format';
import { statusLabelId } from '../../../lib/messageIds';

type Summary = DonationsByEmailQuery['donationsByEmail'][number];

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  list-style: none;
  padding: 0;
  margin: 0;
`;

const Item = styled(Card).attrs({ as: 'li' })`
  padding: ${({ theme }) => theme.space[5]};
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  h3 {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space[2]};
    align-items: center;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  ol {
    padding-left: ${({ theme }) => theme.space[5]};
  }
`;

/** The e-mail lookup's list: status, vehicle, dates, history and receipt (never address, phone or VIN). */
export function EmailResults({ donations }: { donations: readonly Summary[] }) {
  const intl = useIntl();
  const date = (value: string) => formatDate(intl, value);
  const money = (value: string | null | undefined) => formatMoney(intl, value);
  if (donations.length === 0) {
    return (
      <p role="status">
        <FormattedMessage id="tracking.email.none" />
      </p>
    );
  }
  return (
    <List aria-label={intl.formatMessage({ id: 'tracking.email.results' })}>
      {donations.map((d) => (
        <Item key={d.id}>
          <h3>
            {`${d.year} ${d.make} ${d.model}`}
            <Badge $tone="primary">
              <FormattedMessage id={statusLabelId(d.status)} />
            </Badge>
          </h3>
          <p>
            <FormattedMessage
              id="tracking.email.dates"
              values={{ id: d.id, submitted: date(d.createdAt), updated: date(d.updatedAt) }}
            />
          </p>
          <p>
            <FormattedMessage
              id="tracking.email.values"
              values={{ estimated: money(d.estimatedValue), final: money(d.finalValue) }}
            />
          </p>
          <p>
            {d.receiptIssued && d.receiptNumber ? (
              <>
                <FormattedMessage id="tracking.receipt" />: {d.receiptNumber}{' '}
                <Badge $tone="success">
                  <FormattedMessage id="tracking.receipt.issued" />
                </Badge>
              </>
            ) : (
              <>
                <FormattedMessage id="tracking.receipt" />: <FormattedMessage id="tracking.pending" />
              </>
            )}
          </p>
          {d.statusHistory.length === 0 ? (
            <p>
              <FormattedMessage id="tracking.history.empty" />
            </p>
          ) : (
            <ol aria-label={intl.formatMessage({ id: 'tracking.history.label' })}>
              {d.statusHistory.map((entry) => (
                <li key={entry.id}>
                  <FormattedMessage id={statusLabelId(entry.status)} /> · {date(entry.createdAt)}
                </li>
              ))}
            </ol>
          )}
        </Item>
      ))}
    </List>
  );
}
