import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { Button } from '../../../components/ui/Button';

const Bar = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.mutedForeground};
  div {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
  }
`;

/** How many pages `total` items make at `pageSize` per page (at least 1). */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
}

interface PaginationProps {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
}

/** Previous and Next with "Page x of y" and the item range. */
export function Pagination({ page, pageSize, total, onPage }: PaginationProps) {
  const intl = useIntl();
  const pages = pageCount(total, pageSize);
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  return (
    <Bar aria-label={intl.formatMessage({ id: 'staff.list.pagination' })}>
      <span aria-live="polite">
        <FormattedMessage id="staff.list.range" values={{ from, to, total }} />
      </span>
      <div>
        <Button type="button" $variant="outline" $size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          <FormattedMessage id="staff.list.previous" />
        </Button>
        <span>
          <FormattedMessage id="staff.list.page" values={{ page, pages }} />
        </span>
        <Button type="button" $variant="outline" $size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
          <FormattedMessage id="staff.list.next" />
        </Button>
      </div>
    </Bar>
  );
}
