import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { Button } from './Button';

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
  /** What is paged, for screen readers ("Pages of donations"). */
  label: string;
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
}

/** Previous and Next with "Page x of y" and the item range. */
export function Pagination({ label, page, pageSize, total, onPage }: PaginationProps) {
  const pages = pageCount(total, pageSize);
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  return (
    <Bar aria-label={label}>
      <span aria-live="polite">
        <FormattedMessage id="ui.pagination.range" values={{ from, to, total }} />
      </span>
      <div>
        <Button type="button" $variant="outline" $size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          <FormattedMessage id="ui.pagination.previous" />
        </Button>
        <span>
          <FormattedMessage id="ui.pagination.page" values={{ page, pages }} />
        </span>
        <Button type="button" $variant="outline" $size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
          <FormattedMessage id="ui.pagination.next" />
        </Button>
      </div>
    </Bar>
  );
}
