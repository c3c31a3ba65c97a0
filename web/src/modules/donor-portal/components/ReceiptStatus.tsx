import { FormattedMessage } from 'react-intl';
import { Badge } from '../../../components/ui/layout';

/** A donation's tax receipt: its number with "Issued", or "Pending" (donor portal and staff screens). */
export function ReceiptStatus({ issued, number }: { issued: boolean; number: string | null | undefined }) {
  if (!issued || !number) return <FormattedMessage id="tracking.pending" />;
  return (
    <>
      {number}{' '}
      <Badge $tone="success">
        <FormattedMessage id="tracking.receipt.issued" />
      </Badge>
    </>
  );
}
