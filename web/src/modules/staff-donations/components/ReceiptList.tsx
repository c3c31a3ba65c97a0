import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { Badge, VisuallyHidden } from '../../../components/ui/layout';
import { formatDateTime, formatMoney } from '../../../lib/format';
import { Entries, Meta, Muted } from '../styles';
import type { ReceiptEntry } from '../types';

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
`;

/** The donation's tax receipts, each Issued or Cancelled, with its PDF. */
export function ReceiptList({ receipts }: { receipts: readonly ReceiptEntry[] }) {
  const intl = useIntl();
  if (receipts.length === 0) {
    return (
      <Muted>
        <FormattedMessage id="staff.receipt.empty" />
      </Muted>
    );
  }
  return (
    <Entries aria-label={intl.formatMessage({ id: 'staff.receipt.listTitle' })} data-testid="staff-receipts">
      {receipts.map((r) => (
        <li key={r.id}>
          <Head>
            <strong>
              <FormattedMessage id="staff.receipt.number" values={{ number: r.receiptNumber }} />{' '}
              <Badge $tone={r.status === 'issued' ? 'success' : 'warning'}>
                <FormattedMessage id={r.status === 'issued' ? 'staff.receipt.issued' : 'staff.receipt.cancelled'} />
              </Badge>
            </strong>
            <a href={r.downloadUrl} download>
              <FormattedMessage id="staff.receipt.download" />
              <VisuallyHidden>{` ${r.receiptNumber}`}</VisuallyHidden>
            </a>
          </Head>
          <Meta>
            <FormattedMessage
              id="staff.receipt.summary"
              values={{
                value: formatMoney(intl, r.receiptAmount),
                amount: formatMoney(intl, r.eligibleAmount),
                date: formatDateTime(intl, r.issuedAt),
                language: r.language.toUpperCase(),
              }}
            />
            {r.advantageAmount && Number(r.advantageAmount) > 0 && (
              <>
                {' · '}
                <FormattedMessage id="staff.receipt.advantage" values={{ amount: formatMoney(intl, r.advantageAmount) }} />
              </>
            )}
            {' · '}
            <FormattedMessage id={r.emailSent ? 'staff.receipt.emailed' : 'staff.receipt.notEmailed'} />
          </Meta>
          {r.replacesReceiptNumber && (
            <Meta>
              <FormattedMessage id="staff.receipt.replaces" values={{ number: r.replacesReceiptNumber }} />
            </Meta>
          )}
        </li>
      ))}
    </Entries>
  );
}
