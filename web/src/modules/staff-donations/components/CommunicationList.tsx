import { FormattedMessage, useIntl } from 'react-intl';
import { isMessageId } from '../../../i18n/messages';
import { storedText } from '../../../components/StoredText';
import { formatDateTime } from '../../../lib/format';
import { Entries, Meta, Muted } from '../styles';
import type { CommunicationEntry } from '../types';

/** The donation's communications, newest first. */
export function CommunicationList({ entries }: { entries: readonly CommunicationEntry[] }) {
  const intl = useIntl();
  // a catalog label for a stored type or method, or the value itself when it has none
  const label = (kind: 'type' | 'method', value: string) => {
    const id = `communication.${kind}.${value}`;
    return isMessageId(id) ? intl.formatMessage({ id }) : value;
  };
  if (entries.length === 0) {
    return (
      <Muted>
        <FormattedMessage id="staff.comm.empty" />
      </Muted>
    );
  }
  return (
    <Entries aria-label={intl.formatMessage({ id: 'staff.comm.title' })} data-testid="staff-communications">
      {entries.map((c) => (
        <li key={c.id}>
          <strong>{storedText(intl, c.subjectMessage, c.subject) || label('type', c.type)}</strong>
          <Meta>
            {label('type', c.type)} · {label('method', c.method)} · {formatDateTime(intl, c.sentAt)}
          </Meta>
          <p>{storedText(intl, c.bodyMessage, c.message)}</p>
        </li>
      ))}
    </Entries>
  );
}
