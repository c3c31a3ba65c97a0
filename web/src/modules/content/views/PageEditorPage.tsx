import { useMutation, useQuery } from '@apollo/client/react';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useMemo, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate, useParams } from 'react-router-dom';
import { PAGE_TEMPLATES, type PostStatus } from '@vdp/shared/content/content.constants';
import { pageSchema } from '@vdp/shared/validation/content.schema';
import { FormFieldset } from '../../../components/form/fieldStyles';
import { SelectField } from '../../../components/form/SelectField';
import { SwitchField } from '../../../components/form/SwitchField';
import { useToast } from '../../../components/toast/ToastContext';
import { LoadingState } from '../../../components/ui/LoadingState';
import {
  AdminPageListDocument,
  AdminPageReadDocument,
  PageCreateDocument,
  PageUpdateDocument,
} from '../../../graphql/__generated__/graphql';
import { useLanguage } from '../../../i18n/LanguageContext';
import { ContentFields } from '../components/ContentFields';
import { EditorActions } from '../components/EditorActions';
import { EditorHeader } from '../components/EditorHeader';
import { LeaveGuard } from '../components/LeaveGuard';
import { newPageValues, pageInputOf, pageValuesOf, type PageFormValues } from '../contentForm';
import { fieldErrorsOf } from '../contentErrors';

/** /admin/pages/new and /admin/pages/:id/edit: the post editor's shape with a template and the homepage switch. */
export function PageEditorPage() {
  const { id } = useParams();
  const { data, loading } = useQuery(AdminPageReadDocument, {
    variables: { id: id ?? '' },
    skip: !id,
    fetchPolicy: 'network-only',
  });
  if (id && loading && !data) return <LoadingState />;
  if (id && !data?.adminPage) {
    return (
      <section role="alert">
        <EditorHeader back="/admin/pages" title={<FormattedMessage id="content.pages.notFound" />} />
      </section>
    );
  }
  return <PageEditor key={id ?? 'new'} id={id} values={data?.adminPage ? pageValuesOf(data.adminPage) : undefined} />;
}

function PageEditor({ id, values }: { id: string | undefined; values: PageFormValues | undefined }) {
  const intl = useIntl();
  const { locale } = useLanguage();
  const navigate = useNavigate();
  const { toast } = useToast();
  const isNew = id === undefined;
  const initialValues = useMemo(() => values ?? newPageValues(locale), [values, locale]);
  const requested = useRef<PostStatus>(initialValues.status);
  const pages = useQuery(AdminPageListDocument, { variables: {} });
  const [create] = useMutation(PageCreateDocument, { refetchQueries: [AdminPageListDocument] });
  const [update] = useMutation(PageUpdateDocument, { refetchQueries: [AdminPageListDocument] });

  const submit = async (form: PageFormValues, helpers: FormikHelpers<PageFormValues>) => {
    const input = pageInputOf(form, requested.current);
    try {
      const saved = isNew
        ? (await create({ variables: { input } })).data?.createPage
        : (await update({ variables: { id, input } })).data?.updatePage;
      if (!saved) throw new Error('no answer');
      helpers.resetForm({ values: pageValuesOf(saved) });
      toast({ variant: 'success', title: intl.formatMessage({ id: 'content.pages.saved' }) });
      if (isNew) navigate(`/admin/pages/${saved.id}/edit`, { replace: true });
    } catch (error) {
      helpers.setErrors(fieldErrorsOf(error));
      toast({
        variant: 'destructive',
        title: intl.formatMessage({ id: 'content.toast.error' }),
        description: intl.formatMessage({ id: 'content.pages.saveFailed' }),
      });
    }
  };

  return (
    <Formik initialValues={initialValues} validationSchema={pageSchema} onSubmit={submit}>
      {({ values, isSubmitting, dirty, submitForm }) => {
        const translationOptions = (pages.data?.adminPages ?? [])
          .filter((page) => page.id !== id && page.language !== values.language)
          .map((page) => ({ value: page.id, label: `${page.title} (${page.language})` }));
        return (
          <section>
            <LeaveGuard dirty={dirty && !isSubmitting} />
            <EditorHeader
              back="/admin/pages"
              title={<FormattedMessage id={isNew ? 'content.pages.new' : 'content.pages.edit'} />}
            />
            <Form noValidate>
              <FormFieldset disabled={isSubmitting}>
                <ContentFields
                  isNew={isNew}
                  translationOptions={translationOptions}
                  extra={
                    <SelectField
                      name="template"
                      label={intl.formatMessage({ id: 'content.pages.template' })}
                      options={PAGE_TEMPLATES.map((template) => ({
                        value: template,
                        label: intl.formatMessage({ id: `content.template.${template}` }),
                      }))}
                    />
                  }
                />
                <SwitchField name="isHomepage" label={intl.formatMessage({ id: 'content.pages.isHomepage' })} />
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
