import { useMutation, useQuery } from '@apollo/client/react';
import { formSchema } from '@vdp/shared/validation/form.schema';
import { isFieldMessage } from '@vdp/shared/validation/field-message';
import { type FormikHelpers, type FormikProps } from 'formik';
import { Formik } from '../../../components/form/Formik';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { LeaveGuard, type LeaveGuardMessages } from '../../../components/form/useLeaveGuard';
import { useToast } from '../../../components/toast/ToastContext';
import { Button } from '../../../components/ui/Button';
import { LoadingState } from '../../../components/ui/LoadingState';
import { Tabs } from '../../../components/ui/Tabs';
import { FormCreateDocument } from '../graphql/FormCreate.generated';
import { FormListDocument } from '../graphql/FormList.generated';
import { FormReadDocument } from '../graphql/FormRead.generated';
import { FormUpdateDocument } from '../graphql/FormUpdate.generated';
import { NEW_FORM, builderErrorsOf, builderValuesOf, formInputOf, type BuilderValues } from '../builderForm';
import { FieldListEditor } from '../components/FieldListEditor';
import { FormDetailsFields } from '../components/FormDetailsFields';
import { FormPreview } from '../components/FormPreview';
import { apiFailure } from '../formErrors';
import { Notice } from '../forms.styles';

const Head = styled.header`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  margin-bottom: ${({ theme }) => theme.space[4]};
  h1 {
    margin: 0;
  }
`;

const Editor = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[8]};
`;

const SaveBar = styled.div`
  display: flex;
  justify-content: flex-end;
  position: sticky;
  bottom: 0;
  margin-top: ${({ theme }) => theme.space[6]};
  padding: ${({ theme }) => theme.space[3]} 0;
  background: ${({ theme }) => theme.colors.background};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const LEAVE_MESSAGES: LeaveGuardMessages = {
  title: 'forms.builder.leave.title',
  body: 'forms.builder.leave.body',
  confirm: 'forms.builder.leave.confirm',
};

type Mode = 'edit' | 'preview';

function BuilderHeader({ isNew }: { isNew: boolean }) {
  return (
    <Head>
      <Link to="/admin">
        <FormattedMessage id="forms.builder.back" />
      </Link>
      <h1>
        <FormattedMessage id={isNew ? 'forms.builder.newTitle' : 'forms.builder.editTitle'} />
      </h1>
    </Head>
  );
}

/** /form-builder, /admin/forms/new, /admin/forms/:id/edit (spec 001 §2 Form builder). */
export function FormBuilderPage() {
  const { id } = useParams();
  const { data, loading, error } = useQuery(FormReadDocument, {
    variables: { id: id ?? '' },
    skip: !id,
    fetchPolicy: 'network-only',
  });
  if (id && loading && !data) return <LoadingState />;
  if (id && !data?.form) {
    const notFound = apiFailure(error).code === 'NOT_FOUND';
    return (
      <section>
        <BuilderHeader isNew={false} />
        <Notice $tone="error" role="alert">
          <p>
            <FormattedMessage id={notFound ? 'forms.notFound.title' : 'forms.builder.loadError'} />
          </p>
        </Notice>
      </section>
    );
  }
  return <FormBuilder key={id ?? 'new'} id={id} initialValues={data?.form ? builderValuesOf(data.form) : NEW_FORM} />;
}

function FormBuilder({ id, initialValues }: { id: string | undefined; initialValues: BuilderValues }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { toast } = useToast();
  const isNew = id === undefined;
  const [mode, setMode] = useState<Mode>('edit');
  const [create] = useMutation(FormCreateDocument, { refetchQueries: [FormListDocument] });
  const [update] = useMutation(FormUpdateDocument, { refetchQueries: [FormListDocument] });

  const submit = async (values: BuilderValues, helpers: FormikHelpers<BuilderValues>) => {
    const input = formInputOf(values, isNew);
    try {
      const saved = isNew
        ? (await create({ variables: { input } })).data?.createForm
        : (await update({ variables: { id, input } })).data?.updateForm;
      if (!saved) throw new Error('no answer');
      helpers.resetForm({ values }); // saved: nothing left to lose
      toast({ variant: 'success', title: intl.formatMessage({ id: 'forms.builder.saved' }) });
      navigate('/admin'); // spec 001 §2: a form-builder save returns to /admin
    } catch (failure) {
      helpers.setErrors(builderErrorsOf(failure));
      setMode('edit');
      toast({
        variant: 'destructive',
        title: intl.formatMessage({ id: 'forms.toast.error' }),
        description: intl.formatMessage({ id: 'forms.builder.saveFailed' }),
      });
    }
  };

  /** Save: the shared rules first; "No Fields: ..." is also a toast (spec 001 §5). */
  const save = async ({ validateForm, submitForm }: FormikProps<BuilderValues>) => {
    const errors = await validateForm();
    if (Object.keys(errors).length > 0) setMode('edit');
    if (isFieldMessage(errors.fields) && errors.fields.id === 'forms.fields.required') {
      toast({ variant: 'destructive', title: intl.formatMessage({ id: 'forms.fields.required' }) });
    }
    await submitForm();
  };

  return (
    <Formik initialValues={initialValues} validationSchema={formSchema} onSubmit={submit}>
      {(formik) => (
        <section>
          <LeaveGuard dirty={formik.dirty && !formik.isSubmitting} messages={LEAVE_MESSAGES} />
          <BuilderHeader isNew={isNew} />
          <Tabs
            label={intl.formatMessage({ id: 'forms.builder.mode' })}
            active={mode}
            onChange={setMode}
            tabs={[
              {
                key: 'edit',
                label: <FormattedMessage id="forms.builder.edit" />,
                content: (
                  // Enter in a field does not save (and leave): Save does
                  <Editor noValidate onSubmit={(event) => event.preventDefault()}>
                    <FormDetailsFields isNew={isNew} />
                    <FieldListEditor />
                  </Editor>
                ),
              },
              {
                key: 'preview',
                label: <FormattedMessage id="forms.builder.preview" />,
                content: mode === 'preview' ? <FormPreview values={formik.values} /> : null,
              },
            ]}
          />
          <SaveBar>
            <Button type="button" disabled={formik.isSubmitting} onClick={() => void save(formik)}>
              <FormattedMessage id={formik.isSubmitting ? 'forms.builder.saving' : 'forms.builder.save'} />
            </Button>
          </SaveBar>
        </section>
      )}
    </Formik>
  );
}
