import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { POST_STATUSES, type PostStatus } from '@vdp/shared/content/content.constants';
import { useToast } from '../../../components/toast/ToastContext';
import { Button, ButtonLink } from '../../../components/ui/Button';
import { DataTable, RowActions, type DataTableColumn } from '../../../components/ui/DataTable';
import { Badge } from '../../../components/ui/layout';
import { LoadMore, useLoadMore } from '../../../components/ui/LoadMore';
import { SearchInput } from '../../../components/ui/SearchInput';
import { useConfirm } from '../../../components/ui/useConfirm';
import { AdminPostListDocument, type AdminPostListQuery } from '../graphql/AdminPostList.generated';
import { PostDeleteDocument } from '../graphql/PostDelete.generated';
import { formatDate } from '../../../lib/format';
import { useDebouncedValue } from '../../../lib/useDebouncedValue';
import { ListHeader } from '../../../components/ui/ListHeader';
import { ListToolbar } from '../components/ListToolbar';
import { statusTone } from '../contentStatus';

type PostRow = AdminPostListQuery['adminPosts']['edges'][number]['node'];

/** Posts a page of the list holds; Load more brings as many again. */
const PAGE_SIZE = 20;

/** /admin/posts: find and open posts (search, status filter), and start a new one; the list grows with Load more. */
export function AdminPostsPage() {
  const intl = useIntl();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<PostStatus | ''>('');
  const debounced = useDebouncedValue(search.trim());
  const { data, loading, error, refetch, fetchMore } = useQuery(AdminPostListDocument, {
    variables: { search: debounced || null, status: status || null, first: PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const result = data?.adminPosts;
  const { toast } = useToast();
  const { loadMore, loadingMore, hasMore } = useLoadMore(result?.pageInfo, fetchMore);
  const more = () =>
    void loadMore().catch(() => toast({ variant: 'destructive', title: intl.formatMessage({ id: 'content.posts.loadError' }) }));
  const { ask, dialog } = useConfirm();
  // the first page again, with the count: the deleted post leaves the list and the total
  const [remove] = useMutation(PostDeleteDocument, { refetchQueries: [AdminPostListDocument] });

  const confirmDelete = async (post: PostRow) => {
    const yes = await ask({
      title: intl.formatMessage({ id: 'content.posts.deleteTitle' }),
      body: intl.formatMessage({ id: 'content.posts.deleteBody' }, { title: post.title }),
      confirmLabel: intl.formatMessage({ id: 'content.posts.delete' }),
    });
    if (!yes) return;
    try {
      await remove({ variables: { id: post.id } });
      toast({ variant: 'success', title: intl.formatMessage({ id: 'content.posts.deleted' }) });
    } catch {
      toast({
        variant: 'destructive',
        title: intl.formatMessage({ id: 'content.toast.error' }),
        description: intl.formatMessage({ id: 'content.posts.deleteFailed' }),
      });
    }
  };

  const columns: DataTableColumn<PostRow>[] = [
    {
      key: 'title',
      header: <FormattedMessage id="content.editor.title" />,
      cell: (post) => <Link to={`/admin/posts/${post.id}/edit`}>{post.title}</Link>,
    },
    {
      key: 'status',
      header: <FormattedMessage id="content.editor.status" />,
      cell: (post) => (
        <Badge $tone={statusTone(post.status)}>
          <FormattedMessage id={`content.status.${post.status as PostStatus}`} />
        </Badge>
      ),
    },
    {
      key: 'category',
      header: <FormattedMessage id="content.editor.category" />,
      cell: (post) => post.category?.name ?? '—',
    },
    {
      key: 'language',
      header: <FormattedMessage id="content.editor.language" />,
      cell: (post) => <FormattedMessage id={post.language === 'fr' ? 'content.language.fr' : 'content.language.en'} />,
    },
    {
      key: 'date',
      header: <FormattedMessage id="content.posts.publishedAt" />,
      cell: (post) =>
        post.publishedAt ? formatDate(intl, post.publishedAt) : <FormattedMessage id="content.posts.notPublished" />,
    },
    { key: 'views', header: <FormattedMessage id="content.posts.views" />, cell: (post) => intl.formatNumber(post.viewCount) },
    {
      key: 'actions',
      header: <FormattedMessage id="content.pages.actions" />,
      cell: (post) => (
        <RowActions>
          <Button type="button" $size="sm" $variant="ghost" onClick={() => void confirmDelete(post)}>
            <FormattedMessage id="content.posts.delete" />
          </Button>
        </RowActions>
      ),
    },
  ];

  return (
    <section>
      <ListHeader
        title={<FormattedMessage id="content.posts.title" />}
        action={
          <ButtonLink to="/admin/posts/new">
            <FormattedMessage id="content.posts.new" />
          </ButtonLink>
        }
      />
      <ListToolbar>
        <SearchInput
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          placeholder={intl.formatMessage({ id: 'content.posts.search' })}
          aria-label={intl.formatMessage({ id: 'content.posts.search' })}
        />
        <select
          value={status}
          aria-label={intl.formatMessage({ id: 'content.posts.statusFilter' })}
          onChange={(event) => setStatus(event.target.value as PostStatus | '')}
        >
          <option value="">{intl.formatMessage({ id: 'content.posts.allStatuses' })}</option>
          {POST_STATUSES.map((item) => (
            <option key={item} value={item}>
              {intl.formatMessage({ id: `content.status.${item}` })}
            </option>
          ))}
        </select>
        <span />
      </ListToolbar>
      <DataTable
        columns={columns}
        rows={result?.edges.map((edge) => edge.node)}
        rowKey={(post) => post.id}
        loading={loading}
        onRetry={() => void refetch()}
        error={error && <FormattedMessage id="content.posts.loadError" />}
        empty={<FormattedMessage id="content.posts.empty" />}
      />
      <LoadMore
        shown={result?.edges.length ?? 0}
        total={result?.totalCount}
        hasMore={hasMore}
        loadingMore={loadingMore}
        onLoadMore={more}
      />
      {dialog}
    </section>
  );
}
