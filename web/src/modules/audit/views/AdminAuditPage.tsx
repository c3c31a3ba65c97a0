import { useQuery } from '@apollo/client/react';
import type { AuditAction, AuditEntityType } from '@vdp/shared/audit/audit-actions';
import type { Role } from '@vdp/shared/auth/roles';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { DataTable, type DataTableColumn } from '../../../components/ui/DataTable';
import { LoadMore, useLoadMore } from '../../../components/ui/LoadMore';
import { Badge } from '../../../components/ui/layout';
import { useDebouncedValue } from '../../../lib/useDebouncedValue';
import { ROLE_NAME_IDS } from '../../auth/roleMessages';
import { AuditChanges } from '../components/AuditChanges';
import { AuditFilters } from '../components/AuditFilters';
import { auditFilterOf, NO_FILTER, type AuditFilterValues } from '../auditFilter';
import { actionLabelId, entityHref, entityTypeLabelId } from '../auditLabels';
import { AuditEventListDocument, type AuditEventListQuery } from '../graphql/AuditEventList.generated';

type AuditRow = AuditEventListQuery['auditEvents']['edges'][number]['node'];

const PAGE_SIZE = 25;

const Intro = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[4]};
  color: ${({ theme }) => theme.colors.mutedForeground};
`;

/** /admin/audit (issue 13 §6): every admin and staff change, newest first, filtered, a page at a time. */
export function AdminAuditPage() {
  const intl = useIntl();
  const [values, setValues] = useState<AuditFilterValues>(NO_FILTER);
  const actor = useDebouncedValue(values.actor);
  const { data, loading, error, refetch, fetchMore } = useQuery(AuditEventListDocument, {
    variables: { filter: auditFilterOf(values, actor), first: PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const page = data?.auditEvents;

  const { loadMore, loadingMore, hasMore } = useLoadMore(page?.pageInfo, fetchMore);

  const columns: DataTableColumn<AuditRow>[] = [
    {
      key: 'when',
      header: <FormattedMessage id="audit.column.when" />,
      cell: (event) => (
        <time dateTime={event.occurredAt}>{intl.formatDate(event.occurredAt, { dateStyle: 'medium', timeStyle: 'medium' })}</time>
      ),
    },
    {
      key: 'who',
      header: <FormattedMessage id="audit.column.who" />,
      cell: (event) =>
        event.actorUsername ? (
          <>
            {event.actorUsername}{' '}
            {event.actorRole && (
              <Badge $tone="neutral">{intl.formatMessage({ id: ROLE_NAME_IDS[event.actorRole as Role] })}</Badge>
            )}
          </>
        ) : (
          <FormattedMessage id="audit.actor.platform" />
        ),
    },
    {
      key: 'action',
      header: <FormattedMessage id="audit.column.action" />,
      cell: (event) => <Badge $tone="primary">{intl.formatMessage({ id: actionLabelId(event.action as AuditAction) })}</Badge>,
    },
    {
      key: 'what',
      header: <FormattedMessage id="audit.column.what" />,
      cell: (event) => {
        const type = event.entityType as AuditEntityType;
        const label = `${intl.formatMessage({ id: entityTypeLabelId(type) })} #${event.entityId}`;
        const href = entityHref(type, event.entityId, event.action as AuditAction);
        return href ? <Link to={href}>{label}</Link> : label;
      },
    },
    {
      key: 'changes',
      header: <FormattedMessage id="audit.column.changes" />,
      cell: (event) => <AuditChanges before={event.before} after={event.after} />,
    },
  ];

  return (
    <section>
      <h1>
        <FormattedMessage id="audit.title" />
      </h1>
      <Intro>
        <FormattedMessage id="audit.intro" />
      </Intro>
      <AuditFilters values={values} onChange={setValues} />
      <DataTable
        caption={<FormattedMessage id="audit.title" />}
        columns={columns}
        rows={page?.edges.map((edge) => edge.node)}
        rowKey={(event) => event.id}
        rowTestId={() => 'audit-event'}
        loading={loading}
        onRetry={() => void refetch()}
        error={error && <FormattedMessage id="audit.loadError" />}
        empty={<FormattedMessage id="audit.empty" />}
      />
      <LoadMore shown={page?.edges.length ?? 0} hasMore={hasMore} loadingMore={loadingMore} onLoadMore={() => void loadMore()} />
    </section>
  );
}
