import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { Button } from '../../../components/ui/Button';
import type { StaffDonationFieldsFragment } from '../../../graphql/__generated__/graphql';
import { AdminTable } from '../../dealers/views/AdminDealersPage';
import { donationCharity, formatDate, formatMoney, vehicleName } from '../format';
import { AdminStatusSelect } from './AdminStatusSelect';

interface AdminDonationsTableProps {
  donations: readonly StaffDonationFieldsFragment[];
  /** The row whose status change is on its way, and the status chosen. */
  pending: { id: number; status: string } | null;
  onStatus: (donation: StaffDonationFieldsFragment, status: string) => void;
  onView: (id: number) => void;
}

/** Narrow screens scroll the table sideways rather than squeezing it. */
const Scroll = styled.div`
  overflow-x: auto;
`;

/** The admin donations table: one row per donation with its inline status change. */
export function AdminDonationsTable({ donations, pending, onStatus, onView }: AdminDonationsTableProps) {
  const intl = useIntl();
  return (
    <Scroll>
      <AdminTable>
        <thead>
          <tr>
            <th scope="col">
              <FormattedMessage id="adminDonations.col.donation" />
            </th>
            <th scope="col">
              <FormattedMessage id="adminDonations.col.donor" />
            </th>
            <th scope="col">
              <FormattedMessage id="tracking.charity" />
            </th>
            <th scope="col">
              <FormattedMessage id="tracking.estimatedValue" />
            </th>
            <th scope="col">
              <FormattedMessage id="tracking.submitted" />
            </th>
            <th scope="col">
              <FormattedMessage id="dealers.admin.status" />
            </th>
            <th scope="col">
              <FormattedMessage id="dealers.admin.actions" />
            </th>
          </tr>
        </thead>
        <tbody>
          {donations.map((d) => (
            <tr key={d.id} data-testid={`admin-donation-${d.id}`}>
              <td>
                <strong>{`#${d.id}`}</strong> {vehicleName(d)}
              </td>
              <td>
                {`${d.firstName} ${d.lastName}`}
                <br />
                <small>{d.email}</small>
              </td>
              <td>{donationCharity(intl, d)}</td>
              <td>{formatMoney(intl, d.estimatedValue)}</td>
              <td>{formatDate(intl, d.createdAt)}</td>
              <td>
                <AdminStatusSelect
                  donationId={d.id}
                  value={pending?.id === d.id ? pending.status : d.adminStatus}
                  busy={pending?.id === d.id}
                  onChange={(status) => onStatus(d, status)}
                />
              </td>
              <td>
                <Button type="button" $size="sm" $variant="ghost" onClick={() => onView(d.id)}>
                  <FormattedMessage id="dealers.admin.view" />
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </AdminTable>
    </Scroll>
  );
}
