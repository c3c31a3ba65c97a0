import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { VisuallyHidden } from '../../../components/ui/layout';
import { displayValue, fieldChanges } from '../auditLabels';

const List = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => `${theme.space[1]} ${theme.space[2]}`};
  margin: 0;
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Was = styled.span`
  text-decoration: line-through;
  opacity: 0.75;
`;

/** Each recorded field as "before → after"; a creation shows its values only. */
export function AuditChanges({ before, after }: { before: unknown; after: unknown }) {
  const intl = useIntl();
  const changes = fieldChanges(before, after);
  if (changes.length === 0) return <FormattedMessage id="audit.changes.none" />;
  const created = before === null || before === undefined;
  return (
    <List>
      {changes.map((change) => (
        <div key={change.field} style={{ display: 'contents' }}>
          <dt>{change.field}</dt>
          <dd>
            {!created && (
              <>
                <Was>{displayValue(change.before)}</Was>
                <span aria-hidden="true"> → </span>
                <VisuallyHidden>{intl.formatMessage({ id: 'audit.changes.to' })}</VisuallyHidden>{' '}
              </>
            )}
            <span>{displayValue(change.after)}</span>
          </dd>
        </div>
      ))}
    </List>
  );
}
