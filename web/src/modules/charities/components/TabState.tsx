import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { DataState } from '../../../components/ui/DataState';
import type { MessageId } from '../../../i18n/messages';

interface TabStateProps {
  /** The registration number searched for, or null before any search. */
  selected: string | null;
  loading: boolean;
  /** The failure's text (server message), or undefined when it did not fail. */
  error?: string;
  onRetry?: () => void;
  /** Whether there is something to show. */
  ready: boolean;
  emptyId: MessageId;
  /** Said instead of emptyId when the server explains why there is nothing (its `error`). */
  emptyText?: string | null;
  children: ReactNode;
}

/** A management tab's states: nothing searched yet, loading, failed (with Retry), empty, or its content. */
export function TabState({ selected, loading, error, onRetry, ready, emptyId, emptyText, children }: TabStateProps) {
  if (selected === null) {
    return (
      <p role="status">
        <FormattedMessage id="charities.manage.searchFirst" />
      </p>
    );
  }
  const rows = ready ? [true] : loading || error !== undefined ? undefined : [];
  return (
    <DataState
      rows={rows}
      loading={loading}
      error={error !== undefined ? <p>{error}</p> : undefined}
      onRetry={onRetry}
      empty={emptyText ? <p>{emptyText}</p> : <FormattedMessage id={emptyId} />}
      loadingHeight="160px"
    >
      {children}
    </DataState>
  );
}
