import { useId, type Key, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { DataState, type DataStateProps } from './DataState';
import { VisuallyHidden } from './layout';

/** Narrow screens scroll the table sideways rather than squeezing it. */
const Scroll = styled.div`
  overflow-x: auto;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.ring};
    outline-offset: 2px;
  }
`;

const Table = styled.table<{ $compact: boolean }>`
  width: 100%;
  border-collapse: collapse;
  th,
  td {
    text-align: left;
    padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  code {
    font-family: ${({ theme }) => theme.fonts.mono};
  }
  ${({ $compact }) =>
    $compact &&
    css`
      th,
      td {
        padding: ${({ theme }) => theme.space[2]};
        font-size: ${({ theme }) => theme.fontSizes.sm};
      }
    `}
`;

/** Buttons side by side in a cell. */
export const RowActions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
`;

export interface DataTableColumn<Row> {
  key: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
}

export interface DataTableProps<Row> extends Omit<DataStateProps, 'rows' | 'children'> {
  columns: readonly DataTableColumn<Row>[];
  rows: readonly Row[] | undefined;
  rowKey: (row: Row) => Key;
  /** Names the table for screen readers (shown to them only: the page heading says it already). */
  caption?: ReactNode;
  /** A test id per row (`data-testid`). */
  rowTestId?: (row: Row) => string;
  /** Smaller text and padding. */
  compact?: boolean;
}

/**
 * A table of rows with its loading, failed and empty states: a real <table> with column headers
 * (`<th scope="col">`); when it has a caption, its sideways scroll area is a named, focusable
 * region, so keyboard users can scroll it.
 */
export function DataTable<Row>({ columns, rows, rowKey, caption, rowTestId, compact = false, ...states }: DataTableProps<Row>) {
  const captionId = useId();
  const named = caption !== undefined;
  return (
    <DataState rows={rows} {...states}>
      <Scroll {...(named ? { role: 'region', 'aria-labelledby': captionId, tabIndex: 0 } : {})}>
        <Table $compact={compact}>
          {named && (
            <VisuallyHidden as="caption" id={captionId}>
              {caption}
            </VisuallyHidden>
          )}
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column.key} scope="col">
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows?.map((row) => (
              <tr key={rowKey(row)} data-testid={rowTestId?.(row)}>
                {columns.map((column) => (
                  <td key={column.key}>{column.cell(row)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </Table>
      </Scroll>
    </DataState>
  );
}
