import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { Button } from './Button';
import { LoadingState } from './LoadingState';

const Failure = styled.div`
  display: grid;
  justify-items: start;
  gap: ${({ theme }) => theme.space[3]};
`;

export interface DataStateProps {
  /** The rows, or undefined while there is no data yet (first load, or it failed). */
  rows: readonly unknown[] | undefined;
  loading: boolean;
  /** What to say when loading failed and there is nothing to show; its presence means it failed. */
  error?: ReactNode;
  /** Offers a Retry button beside the error. */
  onRetry?: () => void;
  /** What to say when there are no rows. */
  empty: ReactNode;
  /** The loading state's height (default: half the screen). */
  loadingHeight?: string;
  /** What to show when there are rows. */
  children: ReactNode;
}

/**
 * The states of a loaded list: loading (until the first data), failed (with Retry when it can),
 * empty, or its content. Data already shown stays while a refetch runs or fails.
 */
export function DataState({ rows, loading, error, onRetry, empty, loadingHeight, children }: DataStateProps) {
  if (rows === undefined && loading) return <LoadingState minHeight={loadingHeight} />;
  if (rows === undefined && error !== undefined) {
    return (
      <Failure role="alert">
        {error}
        {onRetry && (
          <Button type="button" $variant="outline" $size="sm" onClick={onRetry}>
            <FormattedMessage id="ui.retry" />
          </Button>
        )}
      </Failure>
    );
  }
  if (rows === undefined || rows.length === 0) return <div role="status">{empty}</div>;
  return <>{children}</>;
}
