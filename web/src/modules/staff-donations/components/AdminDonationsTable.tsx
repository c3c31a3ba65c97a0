import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '../../../components/ui/Button';
import { DataTable, type DataTableColumn, type DataTableProps } from '../../../components/ui/DataTable';
import type { StaffDonationFieldsFragment } from '../graphql/StaffDonationFields.generated';
import { donationCharity, vehicleName } from '../format';
import { formatDate, formatMoney } from '../../../lib/format';
import { AdminStatusSelect } from './AdminStatusSelect';

type Donation = StaffDonationFieldsFragment;

interface AdminDonationsTableProps extends Pick<DataTableProps<Donation>, 'rows' | 'loading' | 'error' | 'empty'> {
  /** The row whose status change is on its way, and the status chosen. */
  pending: { id: number; status: string } | null;
  onStatus: (donation: Donation, status: string) => void;
  onView: (id: number) => void;
}

/** The admin donations table: one row per donation with its inline status change. */
export function AdminDonationsTable({ pending, onStatus, onView, ...table }: AdminDonationsTableProps) {
  const intl = useIntl();
  const columns: DataTableColumn<Donation>[] = [
    {
      key: 'donation',
      header: <FormattedMessage id="adminDonations.col.donation" />,
      cell: (d) => (
        <>
          <strong>{`#${d.id}`}</strong> {vehicleName(d)}
        </>
      ),
    },
    {
      key: 'donor',
      header: <FormattedMessage id="adminDonations.col.donor" />,
      cell: (d) => (
        <>
          {`${d.firstName} ${d.lastName}`}
          <br />
          <small>{d.email}</small>
        </>
      ),
    },
    { key: 'charity', header: <FormattedMessage id="tracking.charity" />, cell: (d) => donationCharity(intl, d) },
    { key: 'value', header: <FormattedMessage id="tracking.estimatedValue" />, cell: (d) => formatMoney(intl, d.estimatedValue) },
    { key: 'submitted', header: <FormattedMessage id="tracking.submitted" />, cell: (d) => formatDate(intl, d.createdAt) },
    {
      key: 'status',
      header: <FormattedMessage id="dealers.admin.status" />,
      cell: (d) => (
        <AdminStatusSelect
          donationId={d.id}
          value={pending?.id === d.id ? pending.status : d.adminStatus}
          busy={pending?.id === d.id}
          onChange={(status) => onStatus(d, status)}
        />
      ),
    },
    {
      key: 'actions',
      header: <FormattedMessage id="dealers.admin.actions" />,
      cell: (d) => (
        <Button type="button" $size="sm" $variant="ghost" onClick={() => onView(d.id)}>
          <FormattedMessage id="dealers.admin.view" />
        </Button>
      ),
    },
  ];
  return <DataTable columns={columns} rowKey={(d) => d.id} rowTestId={(d) => `admin-donation-${d.id}`} {...table} />;
}
