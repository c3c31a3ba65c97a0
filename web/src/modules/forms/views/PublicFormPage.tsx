import { useMutation, useQuery } from '@apollo/client/react';
import { useMemo, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { useToast } from '../../../components/toast/ToastContext';
import { Button } from '../../../components/ui/Button';
import { Container } from '../../../components/ui/layout';
import { LoadingState } from '../../../components/ui/LoadingState';
import { FormSubmitDocument } from '../graphql/FormSubmit.generated';
import { PublicFormReadDocument, type PublicFormReadQuery } from '../graphql/PublicFormRead.generated';
import { AnswerForm, type SendAnswers } from '../components/AnswerForm';
import { FormStatePanel } from '../components/FormStatePanel';
import { submitFailureOf, type SubmitFailure } from '../formAnswers';
import { apiFailure } from '../formErrors';
import { formFieldsOf } from '../formFields';
import { FormColumn, Muted, Notice } from '../forms.styles';

type PublicForm = PublicFormReadQuery['publicForm'];
type FormState = 'open' | 'submitted' | 'unavailable' | 'notFound';

/** /forms/:slug (spec 000 §2.13): an active form to fill in; Form Not Found, Form Unavailable. */
export function PublicFormPage() {
  const { slug = '' } = useParams();
  const { data, loading, error, refetch } = useQuery(PublicFormReadDocument, {
    variables: { slug },
    fetchPolicy: 'network-only',
  });
  const form = data?.publicForm;

  if (loading && !form) return <LoadingState />;
  if (!form) {
    if (apiFailure(error).code === 'NOT_FOUND') {
      return (
        <Container>
          <FormColumn>
            <FormStatePanel title="forms.notFound.title" body="forms.notFound.body" />
          </FormColumn>
        </Container>
      );
    }
    return (
      <Container>
        <FormColumn>
          <Notice $tone="error" role="alert">
            <p>
              <FormattedMessage id="forms.public.loadError" />
            </p>
          </Notice>
          <div>
            <Button type="button" $variant="outline" onClick={() => void refetch()}>
              <FormattedMessage id="ui.retry" />
            </Button>
          </div>
        </FormColumn>
      </Container>
    );
  }
  return <FormToFill key={form.id} form={form} />;
}

/** What a refused submission says above the button; field errors go under their fields. */
function failureNotice(failure: SubmitFailure): ReactNode {
  if (failure.kind === 'rateLimited') {
    return failure.seconds ? (
      <FormattedMessage id="forms.public.rateLimited" values={{ seconds: failure.seconds }} />
    ) : (
      <FormattedMessage id="forms.public.rateLimitedSoon" />
    );
  }
  if (failure.kind === 'refused') return <FormattedMessage id="forms.submission.refused" />;
  if (failure.kind === 'other') return <FormattedMessage id="forms.public.failedBody" />;
  return null;
}

function FormToFill({ form }: { form: PublicForm }) {
  const intl = useIntl();
  const { toast } = useToast();
  const [state, setState] = useState<FormState>(form.isActive ? 'open' : 'unavailable');
  const [round, setRound] = useState(0);
  const [notice, setNotice] = useState<ReactNode>(null);
  const fields = useMemo(() => formFieldsOf(form.fields), [form.fields]);
  const [submit] = useMutation(FormSubmitDocument);

  const send: SendAnswers = async (answers) => {
    setNotice(null);
    try {
      await submit({ variables: { formId: form.id, answers } });
      toast({ variant: 'success', title: intl.formatMessage({ id: 'forms.public.submitted' }) });
      setState('submitted');
      return undefined;
    } catch (error) {
      const failure = submitFailureOf(error);
      toast({
        variant: 'destructive',
        title: intl.formatMessage({ id: 'forms.public.failed' }),
        description: intl.formatMessage({ id: 'forms.public.failedBody' }),
      });
      if (failure.kind === 'unavailable' || failure.kind === 'notFound') setState(failure.kind);
      const text = failureNotice(failure);
      if (text) {
        setNotice(
          <Notice $tone="error" role="alert">
            <p>{text}</p>
          </Notice>,
        );
      }
      return failure.kind === 'fields' ? failure.errors : undefined;
    }
  };

  return (
    <Container>
      <FormColumn>
        {state === 'notFound' && <FormStatePanel role="alert" title="forms.notFound.title" body="forms.notFound.body" />}
        {state === 'unavailable' && (
          <FormStatePanel role="alert" title="forms.public.unavailable" body="forms.public.unavailableBody" />
        )}
        {state === 'submitted' && (
          <FormStatePanel
            title="forms.public.submitted"
            body="forms.public.submittedBody"
            action={
              <Button
                type="button"
                onClick={() => {
                  setRound((n) => n + 1);
                  setState('open');
                }}
              >
                <FormattedMessage id="forms.public.another" />
              </Button>
            }
          />
        )}
        {state === 'open' && (
          <>
            <header>
              <h1>{form.name}</h1>
              {form.description && <Muted>{form.description}</Muted>}
            </header>
            <AnswerForm key={round} fields={fields} onSend={send} notice={notice} />
          </>
        )}
      </FormColumn>
    </Container>
  );
}
