import { useQuery } from '@apollo/client/react';
import { useDeferredValue, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { Button } from '../../../components/ui/Button';
import { DataState } from '../../../components/ui/DataState';
import { DataTable, type DataTableColumn } from '../../../components/ui/DataTable';
import { LoadMore, useLoadMore } from '../../../components/ui/LoadMore';
import { ChatAdminSessionsDocument } from '../graphql/ChatAdminSessions.generated';
import type { ChatSessionFieldsFragment } from '../graphql/ChatSessionFields.generated';
import { cutSessionId, SESSIONS_PAGE_SIZE } from '../chat.constants';
import { Badge, EmptyState, Lead, Panel, Tabs, Title, Toolbar } from '../components/admin.styles';
import { ChatStatsPanel } from '../components/ChatStatsPanel';
import { SessionDetailDialog } from '../components/SessionDetailDialog';

const RANGES = ['all', 'today', 'yesterday', 'last7', 'last30'] as const;
const SORTS = ['recent', 'oldest', 'messages', 'active'] as const;
type View = 'list' | 'timeline';
type Session = ChatSessionFieldsFragment;

/** /admin/chat-history (spec 001 §2 "Chat history and analytics"), admin only: 20 conversations at a time, Load more. */
export function ChatHistoryPage() {
  const intl = useIntl();
  const [search, setSearch] = useState('');
  const [range, setRange] = useState<(typeof RANGES)[number]>('all');
  const [sort, setSort] = useState<(typeof SORTS)[number]>('recent');
  const [view, setView] = useState<View>('list');
  const [open, setOpen] = useState<Session | null>(null);
  const filter = { search: useDeferredValue(search).trim() || null, range, sort };
  const { data, loading, error, fetchMore } = useQuery(ChatAdminSessionsDocument, {
    variables: { filter, first: SESSIONS_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const page = data?.chatAdminSessions;
  const sessions = page?.edges.map((edge) => edge.node);
  const { loadMore, loadingMore, hasMore } = useLoadMore(page?.pageInfo, fetchMore);
  const date = (value: unknown) => intl.formatDate(String(value), { dateStyle: 'medium', timeStyle: 'short' });

  const columns: DataTableColumn<Session>[] = [
    { key: 'title', header: <FormattedMessage id="chat.admin.history.col.title" />, cell: (s) => s.title },
    {
      key: 'sessionId',
      header: <FormattedMessage id="chat.admin.history.col.sessionId" />,
      cell: (s) => <code title={s.sessionId}>{cutSessionId(s.sessionId)}</code>,
    },
    { key: 'created', header: <FormattedMessage id="chat.admin.history.col.created" />, cell: (s) => date(s.createdAt) },
    {
      key: 'messages',
      header: <FormattedMessage id="chat.admin.history.col.messages" />,
      cell: (s) => intl.formatNumber(s.messageCount),
    },
    {
      key: 'status',
      header: <FormattedMessage id="chat.admin.history.col.status" />,
      cell: (s) => (
        <Badge $on={s.isActive}>
          <FormattedMessage id={s.isActive ? 'chat.admin.history.active' : 'chat.admin.history.inactive'} />
        </Badge>
      ),
    },
    {
      key: 'actions',
      header: <FormattedMessage id="chat.admin.history.col.actions" />,
      cell: (s) => (
        <Button type="button" $variant="outline" $size="sm" onClick={() => setOpen(s)}>
          <FormattedMessage id="chat.admin.history.view" />
        </Button>
      ),
    },
  ];

  const table = (rows: Session[]) => (
    <DataTable compact columns={columns} rows={rows} rowKey={(s) => s.sessionId} loading={false} empty={null} />
  );

  const byDay = new Map<string, Session[]>();
  for (const s of sessions ?? []) {
    const day = intl.formatDate(String(s.createdAt), { dateStyle: 'full' });
    byDay.set(day, [...(byDay.get(day) ?? []), s]);
  }

  return (
    <>
      <Title>
        <FormattedMessage id="chat.admin.history.title" />
      </Title>
      <Lead>
        <FormattedMessage id="chat.admin.history.lead" />{' '}
        <Link to="/admin/chat">
          <FormattedMessage id="chat.admin.history.configure" />
        </Link>
      </Lead>
      <ChatStatsPanel />
      <Panel aria-labelledby="chat-sessions-heading">
        <h2 id="chat-sessions-heading">
          <FormattedMessage id="chat.admin.history.sessions" />
        </h2>
        <Toolbar>
          <label>
            <FormattedMessage id="chat.admin.history.search" />
            <input type="search" value={search} onChange={(e) => setSearch(e.target.value)} />
          </label>
          <label>
            <FormattedMessage id="chat.admin.history.range" />
            <select value={range} onChange={(e) => setRange(e.target.value as typeof range)}>
              {RANGES.map((r) => (
                <option key={r} value={r}>
                  {intl.formatMessage({ id: `chat.admin.history.range.${r}` })}
                </option>
              ))}
            </select>
          </label>
          <label>
            <FormattedMessage id="chat.admin.history.sort" />
            <select value={sort} onChange={(e) => setSort(e.target.value as typeof sort)}>
              {SORTS.map((s) => (
                <option key={s} value={s}>
                  {intl.formatMessage({ id: `chat.admin.history.sort.${s}` })}
                </option>
              ))}
            </select>
          </label>
          <Tabs role="tablist" aria-label={intl.formatMessage({ id: 'chat.admin.history.viewMode' })}>
            {(['list', 'timeline'] as const).map((v) => (
              <button key={v} type="button" role="tab" aria-selected={view === v} onClick={() => setView(v)}>
                <FormattedMessage id={`chat.admin.history.view.${v}`} />
              </button>
            ))}
          </Tabs>
        </Toolbar>
        <DataState
          rows={sessions}
          loading={loading}
          error={
            error && (
              <p>
                <FormattedMessage id="chat.admin.history.loadFailed" />
              </p>
            )
          }
          empty={
            <EmptyState>
              <strong>
                <FormattedMessage id="chat.admin.history.empty" />
              </strong>
              <FormattedMessage id="chat.admin.history.emptyHint" />
            </EmptyState>
          }
        >
          {view === 'list'
            ? table(sessions ?? [])
            : [...byDay].map(([day, rows]) => (
                <section key={day}>
                  <h3>{day}</h3>
                  {table(rows)}
                </section>
              ))}
        </DataState>
        <LoadMore
          shown={sessions?.length ?? 0}
          total={page?.totalCount}
          hasMore={hasMore}
          loadingMore={loadingMore}
          onLoadMore={() => void loadMore()}
        />
      </Panel>
      {open && <SessionDetailDialog session={open} onClose={() => setOpen(null)} />}
    </>
  );
}
