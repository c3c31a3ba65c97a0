import { useMutation, useQuery } from '@apollo/client/react';
import { Formik } from '../../../components/form/Formik';
import { Form } from '../../../components/form/Form';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { PAGE_TEMPLATES } from '@vdp/shared/content/content.constants';
import { pageSchema } from '@vdp/shared/validation/content.schema';
import { FormFieldset } from '../../../components/form/fieldStyles';
import { LeaveGuard } from '../../../components/form/useLeaveGuard';
import { SelectField } from '../../../components/form/SelectField';
import { SwitchField } from '../../../components/form/SwitchField';
import { LoadingState } from '../../../components/ui/LoadingState';
import { AdminPageListDocument } from '../graphql/AdminPageList.generated';
import { AdminPageReadDocument } from '../graphql/AdminPageRead.generated';
import { PageCreateDocument } from '../graphql/PageCreate.generated';
import { PageUpdateDocument } from '../graphql/PageUpdate.generated';
import { useLanguage } from '../../../i18n/LanguageContext';
import { useDebouncedValue } from '../../../lib/useDebouncedValue';
import { ContentFields } from '../components/ContentFields';
import { EditorActions } from '../components/EditorActions';
import { EditorHeader } from '../components/EditorHeader';
import { TRANSLATION_CANDIDATES } from '../components/TranslationField';
import { LEAVE_MESSAGES, newPageValues, pageInputOf, pageValuesOf, type PageFormValues } from '../contentForm';
import { useContentSubmit } from '../useContentSubmit';

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
  const isNew = id === undefined;
  const initialValues = useMemo(() => values ?? newPageValues(locale), [values, locale]);
  const [translationSearch, setTranslationSearch] = useState('');
  const search = useDebouncedValue(translationSearch.trim());
  const pages = useQuery(AdminPageListDocument, { variables: { search: search || null, first: TRANSLATION_CANDIDATES } });
  const [create] = useMutation(PageCreateDocument, { refetchQueries: [AdminPageListDocument] });
  const [update] = useMutation(PageUpdateDocument, { refetchQueries: [AdminPageListDocument] });
  const { submit, saveWith } = useContentSubmit({
    isNew,
    initialStatus: initialValues.status,
    save: async (form: PageFormValues, status) => {
      const input = pageInputOf(form, status);
      return isNew
        ? (await create({ variables: { input } })).data?.createPage
        : (await update({ variables: { id, input } })).data?.updatePage;
    },
    valuesOf: pageValuesOf,
    editPath: (saved) => `/admin/pages/${saved}/edit`,
    messages: { saved: 'content.pages.saved', saveFailed: 'content.pages.saveFailed' },
  });
  const translation = {
    candidates: pages.data?.adminPages.edges.map((edge) => edge.node) ?? [],
    onSearch: setTranslationSearch,
  };

  return (
    <Formik initialValues={initialValues} validationSchema={pageSchema} onSubmit={submit}>
      {({ values, isSubmitting, dirty, submitForm }) => (
        <section>
          <LeaveGuard dirty={dirty && !isSubmitting} messages={LEAVE_MESSAGES} />
          <EditorHeader
            back="/admin/pages"
            title={<FormattedMessage id={isNew ? 'content.pages.new' : 'content.pages.edit'} />}
          />
          <Form noValidate>
            <FormFieldset disabled={isSubmitting}>
              <ContentFields
                id={id}
                translation={translation}
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
            <EditorActions status={values.status} busy={isSubmitting} onSave={(status) => saveWith(status, submitForm)} />
          </Form>
        </section>
      )}
    </Formik>
  );
}
