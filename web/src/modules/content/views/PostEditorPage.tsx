import { useMutation, useQuery } from '@apollo/client/react';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useMemo, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate, useParams } from 'react-router-dom';
import type { PostStatus } from '@vdp/shared/content/content.constants';
import { postSchema } from '@vdp/shared/validation/content.schema';
import { FormFieldset } from '../../../components/form/fieldStyles';
import { SelectField } from '../../../components/form/SelectField';
import { useToast } from '../../../components/toast/ToastContext';
import { LoadingState } from '../../../components/ui/LoadingState';
import {
  AdminPostListDocument,
  AdminPostReadDocument,
  ContentCategoryListDocument,
  PostCreateDocument,
  PostUpdateDocument,
} from '../../../graphql/__generated__/graphql';
import { useLanguage } from '../../../i18n/LanguageContext';
import { AiDraftButton } from '../components/AiDraftButton';
import { ContentFields } from '../components/ContentFields';
import { EditorActions } from '../components/EditorActions';
import { EditorHeader } from '../components/EditorHeader';
import { LeaveGuard } from '../components/LeaveGuard';
import { TagPicker } from '../components/TagPicker';
import { newPostValues, postInputOf, postValuesOf, type PostFormValues } from '../contentForm';
import { fieldErrorsOf } from '../contentErrors';

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
  const navigate = useNavigate();
  const { toast } = useToast();
  const isNew = id === undefined;
  const initialValues = useMemo(() => values ?? newPostValues(locale), [values, locale]);
  const requested = useRef<PostStatus>(initialValues.status);
  const categories = useQuery(ContentCategoryListDocument);
  // the translation select offers the newest posts (the admin list's first page) of the other language
  const others = useQuery(AdminPostListDocument, { variables: { page: 1 } });
  const [create] = useMutation(PostCreateDocument, { refetchQueries: [AdminPostListDocument] });
  const [update] = useMutation(PostUpdateDocument, { refetchQueries: [AdminPostListDocument] });

  const submit = async (form: PostFormValues, helpers: FormikHelpers<PostFormValues>) => {
    const input = postInputOf(form, requested.current);
    try {
      if (isNew) {
        const result = await create({ variables: { input } });
        const saved = result.data?.createPost;
        if (!saved) throw new Error('no answer');
        helpers.resetForm({ values: postValuesOf(saved) });
        toast({ variant: 'success', title: intl.formatMessage({ id: 'content.posts.saved' }) });
        navigate(`/admin/posts/${saved.id}/edit`, { replace: true });
      } else {
        const result = await update({ variables: { id, input } });
        const saved = result.data?.updatePost;
        if (!saved) throw new Error('no answer');
        helpers.resetForm({ values: postValuesOf(saved) });
        toast({ variant: 'success', title: intl.formatMessage({ id: 'content.posts.saved' }) });
      }
    } catch (error) {
      helpers.setErrors(fieldErrorsOf(error));
      toast({
        variant: 'destructive',
        title: intl.formatMessage({ id: 'content.toast.error' }),
        description: intl.formatMessage({ id: 'content.posts.saveFailed' }),
      });
    }
  };

  const categoryOptions = (categories.data?.categories ?? []).map((category) => ({ value: category.id, label: category.name }));

  return (
    <Formik initialValues={initialValues} validationSchema={postSchema} onSubmit={submit}>
      {({ values, isSubmitting, dirty, submitForm }) => {
        const translationOptions = (others.data?.adminPosts.posts ?? [])
          .filter((post) => post.id !== id && post.language !== values.language)
          .map((post) => ({ value: post.id, label: `${post.title} (${post.language})` }));
        const current = values.translationOf;
        if (current && !translationOptions.some((option) => option.value === current)) {
          translationOptions.unshift({ value: current, label: intl.formatMessage({ id: 'content.editor.linkedTranslation' }) });
        }
        return (
          <section>
            <LeaveGuard dirty={dirty && !isSubmitting} />
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
                  isNew={isNew}
                  translationOptions={translationOptions}
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
              <EditorActions
                status={values.status}
                busy={isSubmitting}
                onSave={(status) => {
                  requested.current = status;
                  void submitForm();
                }}
              />
            </Form>
          </section>
        );
      }}
    </Formik>
  );
}
