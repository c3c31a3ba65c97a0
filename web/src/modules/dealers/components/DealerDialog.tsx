import { FormattedMessage } from 'react-intl';
import { Button } from '../../../components/ui/Button';
import type { DealerFieldsFragment } from '../graphql/DealerFields.generated';
import { Dialog } from '../../../components/ui/Dialog';

interface DealerDialogProps {
  dealer: DealerFieldsFragment;
  busy: boolean;
  onStatus: (status: 'verified' | 'rejected') => void;
  onClose: () => void;
}

/** Details of one dealer with Verify, Reject and Revoke Verification (spec 001 §2). */
export function DealerDialog({ dealer, busy, onStatus, onClose }: DealerDialogProps) {
  const rows: Array<[string, string]> = [
    [dealer.contactName, dealer.email],
    [dealer.phone, `${dealer.address}, ${dealer.city}, ${dealer.state} ${dealer.zipCode}`],
    [dealer.dealerLicense, dealer.businessLicense ?? '—'],
    [dealer.specialties.join(', '), `${dealer.operatingRadius} mi`],
  ];
  return (
    <Dialog title={dealer.businessName} onClose={onClose}>
      <dl style={{ display: 'grid', gap: 8, marginBottom: 16 }}>
        {rows.map(([a, b]) => (
          <div key={a} style={{ display: 'flex', justifyContent: 'space-between', gap: 12 }}>
            <dt>{a}</dt>
            <dd style={{ margin: 0 }}>{b}</dd>
          </div>
        ))}
      </dl>
      {dealer.notes && <p>{dealer.notes}</p>}
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
        {dealer.verificationStatus !== 'verified' && (
          <Button type="button" disabled={busy} onClick={() => onStatus('verified')}>
            <FormattedMessage id="dealers.admin.verify" />
          </Button>
        )}
        {dealer.verificationStatus === 'pending' && (
          <Button type="button" $variant="outline" disabled={busy} onClick={() => onStatus('rejected')}>
            <FormattedMessage id="dealers.admin.reject" />
          </Button>
        )}
        {dealer.verificationStatus === 'verified' && (
          <Button type="button" $variant="outline" disabled={busy} onClick={() => onStatus('rejected')}>
            <FormattedMessage id="dealers.admin.revoke" />
          </Button>
        )}
      </div>
    </Dialog>
  );
}
