import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { useToast } from '../../../components/toast/ToastContext';
import { Button } from '../../../components/ui/Button';
import { DataState } from '../../../components/ui/DataState';
import { Card } from '../../../components/ui/layout';
import { SearchInput } from '../../../components/ui/SearchInput';
import { useConfirm } from '../../../components/ui/useConfirm';
import { CategoryCreateDocument } from '../graphql/CategoryCreate.generated';
import { CategoryDeleteDocument } from '../graphql/CategoryDelete.generated';
import { CategoryUpdateDocument } from '../graphql/CategoryUpdate.generated';
import { ContentCategoryListDocument, type ContentCategoryListQuery } from '../graphql/ContentCategoryList.generated';
import { CategoryDialog, NEW_CATEGORY, categoryInputOf, type CategoryFormValues } from '../components/CategoryDialog';
import { ListHeader } from '../../../components/ui/ListHeader';
import { fieldErrorsOf } from '../contentErrors';
import { matchesCategory } from '../categorySearch';

type Category = ContentCategoryListQuery['categories'][number];

const Cards = styled.ul`
  list-style: none;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  grid-template-columns: repeat(auto-fill, minmax(260px, 1fr));
`;

const CategoryCard = styled(Card)<{ $color: string }>`
  padding: ${({ theme }) => theme.space[4]};
  border-top: 6px solid ${({ $color }) => $color};
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    margin: 0;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.mutedForeground};
  }
  div {
    display: flex;
    gap: ${({ theme }) => theme.space[2]};
  }
`;

/** /admin/categories (spec 001 §2 Category management). */
export function AdminCategoriesPage() {
  const intl = useIntl();
  const { toast } = useToast();
  const { ask, dialog } = useConfirm();
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<Category | 'new' | null>(null);
  const { data, loading, error, refetch } = useQuery(ContentCategoryListDocument, { fetchPolicy: 'cache-and-network' });
  const refetchQueries = [ContentCategoryListDocument];
  const [create] = useMutation(CategoryCreateDocument, { refetchQueries });
  const [update] = useMutation(CategoryUpdateDocument, { refetchQueries });
  const [remove] = useMutation(CategoryDeleteDocument, { refetchQueries });
  const rows = data?.categories.filter((category) => matchesCategory(category, search));

  const save = async (values: CategoryFormValues) => {
    const input = categoryInputOf(values);
    const isNew = editing === 'new';
    try {
      if (editing === 'new') await create({ variables: { input } });
      else if (editing) await update({ variables: { id: editing.id, input } });
      toast({
        variant: 'success',
        title: intl.formatMessage({ id: isNew ? 'content.categories.created' : 'content.categories.updated' }),
      });
      setEditing(null);
      return null;
    } catch (failure) {
      toast({
        variant: 'destructive',
        title: intl.formatMessage({ id: 'content.toast.error' }),
        description: intl.formatMessage({ id: isNew ? 'content.categories.createFailed' : 'content.categories.updateFailed' }),
      });
      return fieldErrorsOf(failure);
    }
  };

  const confirmDelete = async (category: Category) => {
    const yes = await ask({
      title: intl.formatMessage({ id: 'content.categories.deleteTitle' }),
      body: intl.formatMessage({ id: 'content.categories.deleteBody' }, { name: category.name }),
      confirmLabel: intl.formatMessage({ id: 'content.categories.delete' }),
    });
    if (!yes) return;
    try {
      await remove({ variables: { id: category.id } });
      toast({ variant: 'success', title: intl.formatMessage({ id: 'content.categories.deleted' }) });
    } catch {
      toast({
        variant: 'destructive',
        title: intl.formatMessage({ id: 'content.toast.error' }),
        description: intl.formatMessage({ id: 'content.categories.deleteFailed' }),
      });
    }
  };

  return (
    <section>
      <ListHeader
        title={<FormattedMessage id="content.categories.title" />}
        action={
          <Button type="button" onClick={() => setEditing('new')}>
            <FormattedMessage id="content.categories.add" />
          </Button>
        }
      />
      <SearchInput
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        placeholder={intl.formatMessage({ id: 'content.categories.search' })}
        aria-label={intl.formatMessage({ id: 'content.categories.search' })}
      />
      <DataState
        rows={rows}
        loading={loading}
        onRetry={() => void refetch()}
        error={error && <FormattedMessage id="content.categories.loadError" />}
        empty={<FormattedMessage id="content.categories.empty" />}
      >
        <Cards>
          {rows?.map((category) => (
            <li key={category.id}>
              <CategoryCard $color={category.color}>
                <h2>{category.name}</h2>
                <p>/{category.slug}</p>
                {category.description && <p>{category.description}</p>}
                <p>
                  <FormattedMessage id="content.categories.postCount" values={{ n: category.postCount }} />
                </p>
                <div>
                  <Button type="button" $size="sm" $variant="outline" onClick={() => setEditing(category)}>
                    <FormattedMessage id="content.categories.editShort" />
                  </Button>
                  <Button
                    type="button"
                    $size="sm"
                    $variant="ghost"
                    disabled={category.postCount > 0}
                    title={category.postCount > 0 ? intl.formatMessage({ id: 'content.categories.inUse' }) : undefined}
                    onClick={() => void confirmDelete(category)}
                  >
                    <FormattedMessage id="content.categories.delete" />
                  </Button>
                </div>
              </CategoryCard>
            </li>
          ))}
        </Cards>
      </DataState>
      {editing && (
        <CategoryDialog
          editing={editing !== 'new'}
          initialValues={
            editing === 'new'
              ? NEW_CATEGORY
              : { name: editing.name, slug: editing.slug, description: editing.description ?? '', color: editing.color }
          }
          onSave={save}
          onClose={() => setEditing(null)}
        />
      )}
      {dialog}
    </section>
  );
}
