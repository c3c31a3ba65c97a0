import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { TextInput } from '../../../components/form/fieldStyles';
import { staffStatusLabelId } from '../statusLabels';
import { STAFF_LIMITS } from '@vdp/shared/donations/donation.constants';
import { FieldLabel, NativeSelect, Toolbar } from '../styles';

const Field = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
`;

const Grow = styled(Field)`
  flex: 1 1 260px;
`;

interface DonationFiltersProps {
  search: string;
  status: string;
  /** The statuses this screen offers (staff 7 or admin 4). */
  statuses: readonly string[];
  onSearch: (value: string) => void;
  onStatus: (value: string) => void;
}

/** Search box and status filter of a donation list. */
export function DonationFilters({ search, status, statuses, onSearch, onStatus }: DonationFiltersProps) {
  const intl = useIntl();
  const searchId = useId();
  const statusId = useId();
  return (
    <Toolbar role="search">
      <Grow>
        <FieldLabel htmlFor={searchId}>
          <FormattedMessage id="staff.list.search" />
        </FieldLabel>
        <TextInput
          id={searchId}
          type="search"
          value={search}
          maxLength={STAFF_LIMITS.search}
          onChange={(event) => onSearch(event.target.value)}
          placeholder={intl.formatMessage({ id: 'staff.list.searchPlaceholder' })}
          $invalid={false}
          $withAddon={false}
        />
      </Grow>
      <Field>
        <FieldLabel htmlFor={statusId}>
          <FormattedMessage id="staff.list.statusFilter" />
        </FieldLabel>
        <NativeSelect id={statusId} value={status} onChange={(event) => onStatus(event.target.value)}>
          <option value="">{intl.formatMessage({ id: 'staff.list.allStatuses' })}</option>
          {statuses.map((value) => (
            <option key={value} value={value}>
              {intl.formatMessage({ id: staffStatusLabelId(value) })}
            </option>
          ))}
        </NativeSelect>
      </Field>
    </Toolbar>
  );
}
