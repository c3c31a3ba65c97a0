import { useMutation, useQuery } from '@apollo/client/react';
import { Formik } from '../../../components/form/Formik';
import { Form } from '../../../components/form/Form';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { postSchema } from '@vdp/shared/validation/content.schema';
import { FormFieldset } from '../../../components/form/fieldStyles';
import { LeaveGuard } from '../../../components/form/useLeaveGuard';
import { SelectField } from '../../../components/form/SelectField';
import { LoadingState } from '../../../components/ui/LoadingState';
import { AdminPostListDocument } from '../graphql/AdminPostList.generated';
import { AdminPostReadDocument } from '../graphql/AdminPostRead.generated';
import { ContentCategoryListDocument } from '../graphql/ContentCategoryList.generated';
import { PostCreateDocument } from '../graphql/PostCreate.generated';
import { PostUpdateDocument } from '../graphql/PostUpdate.generated';
import { useLanguage } from '../../../i18n/LanguageContext';
import { useDebouncedValue } from '../../../lib/useDebouncedValue';
import { AiDraftButton } from '../components/AiDraftButton';
import { ContentFields } from '../components/ContentFields';
import { EditorActions } from '../components/EditorActions';
import { EditorHeader } from '../components/EditorHeader';
import { TagPicker } from '../components/TagPicker';
import { TRANSLATION_CANDIDATES } from '../components/TranslationField';
import { LEAVE_MESSAGES, newPostValues, postInputOf, postValuesOf, type PostFormValues } from '../contentForm';
import { useContentSubmit } from '../useContentSubmit';

/** /admin/posts/new and /admin/posts/:id/edit (spec 001 §2 Post editor). */
export function PostEditorPage() {
  const { id } = useParams();
  const { data, loading } = useQuery(AdminPostReadDocument, {
    variables: { id: id ?? '' },
    skip: !id,
    fetchPolicy: 'network-only',
  });
  if (id && loading && !data) return <LoadingState />;
  if (id && !data?.adminPost) {
    return (
      <section role="alert">
        <EditorHeader back="/admin/posts" title={<FormattedMessage id="content.posts.notFound" />} />
      </section>
    );
  }
  // a new form for each post (a saved new post remounts on its edit route)
  return <PostEditor key={id ?? 'new'} values={data?.adminPost ? postValuesOf(data.adminPost) : undefined} id={id} />;
}

function PostEditor({ id, values }: { id: string | undefined; values: PostFormValues | undefined }) {
  const intl = useIntl();
  const { locale } = useLanguage();
  const isNew = id === undefined;
  const initialValues = useMemo(() => values ?? newPostValues(locale), [values, locale]);
  const categories = useQuery(ContentCategoryListDocument);
  const [translationSearch, setTranslationSearch] = useState('');
  const search = useDebouncedValue(translationSearch.trim());
  const others = useQuery(AdminPostListDocument, { variables: { search: search || null, first: TRANSLATION_CANDIDATES } });
  const [create] = useMutation(PostCreateDocument, { refetchQueries: [AdminPostListDocument] });
  const [update] = useMutation(PostUpdateDocument, { refetchQueries: [AdminPostListDocument] });
  const { submit, saveWith } = useContentSubmit({
    isNew,
    initialStatus: initialValues.status,
    save: async (form: PostFormValues, status) => {
      const input = postInputOf(form, status);
      return isNew
        ? (await create({ variables: { input } })).data?.createPost
        : (await update({ variables: { id, input } })).data?.updatePost;
    },
    valuesOf: postValuesOf,
    editPath: (saved) => `/admin/posts/${saved}/edit`,
    messages: { saved: 'content.posts.saved', saveFailed: 'content.posts.saveFailed' },
  });

  const categoryOptions = (categories.data?.categories ?? []).map((category) => ({ value: category.id, label: category.name }));
  const translation = {
    candidates: others.data?.adminPosts.edges.map((edge) => edge.node) ?? [],
    onSearch: setTranslationSearch,
  };

  return (
    <Formik initialValues={initialValues} validationSchema={postSchema} onSubmit={submit}>
      {({ values, isSubmitting, dirty, submitForm }) => (
        <section>
          <LeaveGuard dirty={dirty && !isSubmitting} messages={LEAVE_MESSAGES} />
          <EditorHeader
            back="/admin/posts"
            title={<FormattedMessage id={isNew ? 'content.posts.new' : 'content.posts.edit'} />}
          />
          <Form noValidate>
            <AiDraftButton
              categoryName={categories.data?.categories.find((category) => category.id === values.categoryId)?.name ?? null}
            />
            <FormFieldset disabled={isSubmitting}>
              <ContentFields
                id={id}
                translation={translation}
                extra={
                  <SelectField
                    name="categoryId"
                    label={intl.formatMessage({ id: 'content.editor.category' })}
                    placeholder={intl.formatMessage({ id: 'content.editor.noCategory' })}
                    options={categoryOptions}
                  />
                }
              />
              <TagPicker />
            </FormFieldset>
            <EditorActions status={values.status} busy={isSubmitting} onSave={(status) => saveWith(status, submitForm)} />
          </Form>
        </section>
      )}
    </Formik>
  );
}
