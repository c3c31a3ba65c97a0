import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { Badge } from '../../../components/ui/layout';
import type { StaffDonationFieldsFragment } from '../graphql/StaffDonationFields.generated';
import { staffStatusLabelId } from '../statusLabels';
import { vehicleName } from '../format';
import { formatDate } from '../../../lib/format';

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  list-style: none;
  padding: 0;
  margin: 0;
`;

const Item = styled.button<{ $selected: boolean }>`
  width: 100%;
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  text-align: left;
  font: inherit;
  color: inherit;
  cursor: pointer;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme, $selected }) => ($selected ? theme.colors.ring : theme.colors.border)};
  background: ${({ theme, $selected }) => ($selected ? theme.colors.accent : theme.colors.card)};
  &:hover {
    border-color: ${({ theme }) => theme.colors.ring};
  }
  span.row {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
  }
  small {
    color: ${({ theme }) => theme.colors.mutedForeground};
  }
`;

interface DonationListProps {
  donations: readonly StaffDonationFieldsFragment[];
  selectedId: number | null;
  onSelect: (id: number) => void;
}

/** The staff list: one button per donation; the selected one opens in the detail panel. */
export function DonationList({ donations, selectedId, onSelect }: DonationListProps) {
  const intl = useIntl();
  return (
    <List aria-label={intl.formatMessage({ id: 'staff.list.label' })} data-testid="staff-list">
      {donations.map((d) => (
        <li key={d.id}>
          <Item
            type="button"
            $selected={d.id === selectedId}
            aria-current={d.id === selectedId ? 'true' : undefined}
            onClick={() => onSelect(d.id)}
            data-testid={`staff-donation-${d.id}`}
          >
            <span className="row">
              <strong>{vehicleName(d)}</strong>
              <Badge $tone={d.status === 'completed' ? 'success' : d.status === 'cancelled' ? 'warning' : 'primary'}>
                <FormattedMessage id={staffStatusLabelId(d.status)} />
              </Badge>
            </span>
            <span>{`${d.firstName} ${d.lastName}`}</span>
            <small>
              <FormattedMessage id="staff.list.itemMeta" values={{ id: d.id, date: formatDate(intl, d.createdAt) }} />
            </small>
          </Item>
        </li>
      ))}
    </List>
  );
}
