import { FormattedMessage, useIntl } from 'react-intl';
import { Badge } from '../../../components/ui/layout';
import { staffStatusLabelId } from '../statusLabels';
import { formatDateTime } from '../../../lib/format';
import { Entries, Meta, Muted } from '../styles';
import type { HistoryEntry } from '../types';
import { StoredText } from '../../../components/StoredText';

/** Every status change, newest first: the status, the one before, who made it and the notes. */
export function StatusHistoryList({ entries }: { entries: readonly HistoryEntry[] }) {
  const intl = useIntl();
  if (entries.length === 0) {
    return (
      <Muted>
        <FormattedMessage id="tracking.history.empty" />
      </Muted>
    );
  }
  return (
    <Entries aria-label={intl.formatMessage({ id: 'staff.history.title' })} data-testid="staff-history">
      {entries.map((entry) => (
        <li key={entry.id}>
          <Badge $tone="primary">
            <FormattedMessage id={staffStatusLabelId(entry.status)} />
          </Badge>
          <Meta>
            {entry.previousStatus && (
              <>
                <FormattedMessage
                  id="staff.history.from"
                  values={{ status: intl.formatMessage({ id: staffStatusLabelId(entry.previousStatus) }) }}
                />
                {' · '}
              </>
            )}
            <FormattedMessage
              id="staff.history.by"
              values={{ name: entry.updatedByName ?? intl.formatMessage({ id: 'staff.history.system' }) }}
            />
            {' · '}
            {formatDateTime(intl, entry.createdAt)}
          </Meta>
          {(entry.noteMessage || entry.notes) && (
            <p>
              <StoredText message={entry.noteMessage} text={entry.notes} />
            </p>
          )}
        </li>
      ))}
    </Entries>
  );
}
