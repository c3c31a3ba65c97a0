import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { useToast } from '../../../components/toast/ToastContext';
import { ButtonLink } from '../../../components/ui/Button';
import { DataState } from '../../../components/ui/DataState';
import { VisuallyHidden } from '../../../components/ui/layout';
import { ListHeader } from '../../../components/ui/ListHeader';
import { LoadMore, useLoadMore } from '../../../components/ui/LoadMore';
import { SearchInput } from '../../../components/ui/SearchInput';
import { useConfirm } from '../../../components/ui/useConfirm';
import { FormActiveSetDocument } from '../graphql/FormActiveSet.generated';
import { FormDeleteDocument } from '../graphql/FormDelete.generated';
import { FormListDocument } from '../graphql/FormList.generated';
import type { MessageId } from '../../../i18n/messages';
import { useDebouncedValue } from '../../../lib/useDebouncedValue';
import { FormCard, FormCardSkeleton, type FormSummary } from '../components/FormCard';

const Page = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
`;

const Cards = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  grid-template-columns: repeat(auto-fill, minmax(300px, 1fr));
`;

/** Forms a page of the list holds; Load more brings as many again. */
const PAGE_SIZE = 20;

/** The public address of a form. */
const formUrl = (origin: string, slug: string): string => `${origin}/forms/${slug}`;

/**
 * /admin/forms (spec 001 §2 Form management): cards with copy URL, view, edit, stats,
 * enable/disable, delete; a search by name or address, and Load more with the count.
 */
export function AdminFormsPage() {
  const intl = useIntl();
  const { toast } = useToast();
  const { ask, dialog } = useConfirm();
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search.trim());
  const { data, loading, error, refetch, fetchMore } = useQuery(FormListDocument, {
    variables: { search: debounced || null, first: PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const list = data?.forms;
  const { loadMore, loadingMore, hasMore } = useLoadMore(list?.pageInfo, fetchMore);
  const [setActive] = useMutation(FormActiveSetDocument);
  // the first page again, with the count: the deleted form leaves the list and the total
  const [remove] = useMutation(FormDeleteDocument, { refetchQueries: [FormListDocument] });

  const failed = (description: MessageId) =>
    toast({
      variant: 'destructive',
      title: intl.formatMessage({ id: 'forms.toast.error' }),
      description: intl.formatMessage({ id: description }),
    });

  const copyUrl = async (form: FormSummary) => {
    const url = formUrl(window.location.origin, form.slug);
    try {
      await navigator.clipboard.writeText(url);
      toast({ variant: 'success', title: intl.formatMessage({ id: 'forms.list.copied' }), description: url });
    } catch {
      toast({ variant: 'destructive', title: intl.formatMessage({ id: 'forms.list.copyFailed' }, { url }) });
    }
  };

  const toggle = async (form: FormSummary) => {
    try {
      await setActive({ variables: { id: form.id, isActive: !form.isActive } });
      toast({
        variant: 'success',
        title: intl.formatMessage({ id: form.isActive ? 'forms.list.disabled' : 'forms.list.enabled' }),
      });
    } catch {
      failed('forms.list.statusFailed');
    }
  };

  const confirmDelete = async (form: FormSummary) => {
    const yes = await ask({
      title: intl.formatMessage({ id: 'forms.list.deleteTitle' }),
      body: intl.formatMessage({ id: 'forms.list.deleteBody' }, { name: form.name, n: form.submissionCount }),
      confirmLabel: intl.formatMessage({ id: 'forms.list.delete' }),
    });
    if (!yes) return;
    try {
      await remove({ variables: { id: form.id } });
      toast({ variant: 'success', title: intl.formatMessage({ id: 'forms.list.deleted' }) });
    } catch {
      failed('forms.list.deleteFailed');
    }
  };

  const more = () => void loadMore().catch(() => failed('forms.list.loadError'));
  const forms = list?.edges.map((edge) => edge.node);
  return (
    <Page>
      <ListHeader
        title={<FormattedMessage id="forms.list.title" />}
        action={
          <ButtonLink to="/admin/forms/new">
            <FormattedMessage id="forms.list.create" />
          </ButtonLink>
        }
      />
      <SearchInput
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        placeholder={intl.formatMessage({ id: 'forms.list.search' })}
        aria-label={intl.formatMessage({ id: 'forms.list.search' })}
      />
      {loading && !forms ? (
        <>
          <VisuallyHidden role="status">
            <FormattedMessage id="app.loading" />
          </VisuallyHidden>
          <Cards aria-busy="true">
            {[0, 1, 2].map((n) => (
              <li key={n}>
                <FormCardSkeleton />
              </li>
            ))}
          </Cards>
        </>
      ) : (
        <DataState
          rows={forms}
          loading={loading}
          onRetry={() => void refetch()}
          error={error && <FormattedMessage id="forms.list.loadError" />}
          empty={<FormattedMessage id="forms.list.empty" />}
        >
          <Cards>
            {forms?.map((form) => (
              <li key={form.id}>
                <FormCard
                  form={form}
                  onCopyUrl={(item) => void copyUrl(item)}
                  onToggle={(item) => void toggle(item)}
                  onDelete={(item) => void confirmDelete(item)}
                />
              </li>
            ))}
          </Cards>
          <LoadMore
            shown={forms?.length ?? 0}
            total={list?.totalCount}
            hasMore={hasMore}
            loadingMore={loadingMore}
            onLoadMore={more}
          />
        </DataState>
      )}
      {dialog}
    </Page>
  );
}
