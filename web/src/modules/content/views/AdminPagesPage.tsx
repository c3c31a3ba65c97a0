import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useToast } from '../../../components/toast/ToastContext';
import { Button, ButtonLink } from '../../../components/ui/Button';
import { DataTable, RowActions, type DataTableColumn } from '../../../components/ui/DataTable';
import { Badge } from '../../../components/ui/layout';
import { LoadMore, useLoadMore } from '../../../components/ui/LoadMore';
import { SearchInput } from '../../../components/ui/SearchInput';
import { useConfirm } from '../../../components/ui/useConfirm';
import { AdminPageListDocument, type AdminPageListQuery } from '../graphql/AdminPageList.generated';
import { PageDeleteDocument } from '../graphql/PageDelete.generated';
import { formatDate } from '../../../lib/format';
import { useDebouncedValue } from '../../../lib/useDebouncedValue';
import { ListHeader } from '../../../components/ui/ListHeader';
import { statusTone } from '../contentStatus';

type PageRow = AdminPageListQuery['adminPages']['edges'][number]['node'];

/** Pages a page of the list holds; Load more brings as many again. */
const PAGE_SIZE = 20;

/** /admin/pages (spec 001 §2 Pages management): the list, with links to edit and to the public page; it grows with Load more. */
export function AdminPagesPage() {
  const intl = useIntl();
  const { toast } = useToast();
  const { ask, dialog } = useConfirm();
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search.trim());
  const { data, loading, error, refetch, fetchMore } = useQuery(AdminPageListDocument, {
    variables: { search: debounced || null, first: PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const list = data?.adminPages;
  const { loadMore, loadingMore, hasMore } = useLoadMore(list?.pageInfo, fetchMore);
  const more = () =>
    void loadMore().catch(() => toast({ variant: 'destructive', title: intl.formatMessage({ id: 'content.pages.loadError' }) }));
  // the first page again, with the count: the deleted page leaves the list and the total
  const [remove] = useMutation(PageDeleteDocument, { refetchQueries: [AdminPageListDocument] });

  const confirmDelete = async (page: PageRow) => {
    const yes = await ask({
      title: intl.formatMessage({ id: 'content.pages.deleteTitle' }),
      body: intl.formatMessage({ id: 'content.pages.deleteBody' }, { title: page.title }),
      confirmLabel: intl.formatMessage({ id: 'content.pages.delete' }),
    });
    if (!yes) return;
    try {
      await remove({ variables: { id: page.id } });
      toast({ variant: 'success', title: intl.formatMessage({ id: 'content.pages.deleted' }) });
    } catch {
      toast({
        variant: 'destructive',
        title: intl.formatMessage({ id: 'content.toast.error' }),
        description: intl.formatMessage({ id: 'content.pages.deleteFailed' }),
      });
    }
  };

  const columns: DataTableColumn<PageRow>[] = [
    {
      key: 'title',
      header: <FormattedMessage id="content.editor.title" />,
      cell: (page) => (
        <>
          <Link to={`/admin/pages/${page.id}/edit`}>{page.title}</Link>{' '}
          {page.isHomepage && (
            <Badge $tone="primary">
              <FormattedMessage id="content.pages.homepage" />
            </Badge>
          )}
        </>
      ),
    },
    {
      key: 'status',
      header: <FormattedMessage id="content.editor.status" />,
      cell: (page) => (
        <Badge $tone={statusTone(page.status)}>
          <FormattedMessage
            id={`content.status.${page.status === 'published' ? 'published' : page.status === 'archived' ? 'archived' : 'draft'}`}
          />
        </Badge>
      ),
    },
    {
      key: 'template',
      header: <FormattedMessage id="content.pages.template" />,
      cell: (page) => (
        <FormattedMessage
          id={`content.template.${page.template === 'landing' ? 'landing' : page.template === 'full-width' ? 'full-width' : 'default'}`}
        />
      ),
    },
    {
      key: 'language',
      header: <FormattedMessage id="content.editor.language" />,
      cell: (page) => <FormattedMessage id={page.language === 'fr' ? 'content.language.fr' : 'content.language.en'} />,
    },
    { key: 'updated', header: <FormattedMessage id="content.pages.updated" />, cell: (page) => formatDate(intl, page.updatedAt) },
    {
      key: 'actions',
      header: <FormattedMessage id="content.pages.actions" />,
      cell: (page) => (
        <RowActions>
          {page.status === 'published' && (
            <ButtonLink to={`/pages/${page.slug}`} $size="sm" $variant="ghost">
              <FormattedMessage id="content.pages.view" />
            </ButtonLink>
          )}
          <Button type="button" $size="sm" $variant="ghost" onClick={() => void confirmDelete(page)}>
            <FormattedMessage id="content.pages.delete" />
          </Button>
        </RowActions>
      ),
    },
  ];

  return (
    <section>
      <ListHeader
        title={<FormattedMessage id="content.pages.title" />}
        action={
          <ButtonLink to="/admin/pages/new">
            <FormattedMessage id="content.pages.new" />
          </ButtonLink>
        }
      />
      <SearchInput
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        placeholder={intl.formatMessage({ id: 'content.pages.search' })}
        aria-label={intl.formatMessage({ id: 'content.pages.search' })}
      />
      <DataTable
        columns={columns}
        rows={list?.edges.map((edge) => edge.node)}
        rowKey={(page) => page.id}
        loading={loading}
        onRetry={() => void refetch()}
        error={error && <FormattedMessage id="content.pages.loadError" />}
        empty={<FormattedMessage id="content.pages.empty" />}
      />
      <LoadMore
        shown={list?.edges.length ?? 0}
        total={list?.totalCount}
        hasMore={hasMore}
        loadingMore={loadingMore}
        onLoadMore={more}
      />
      {dialog}
    </section>
  );
}
