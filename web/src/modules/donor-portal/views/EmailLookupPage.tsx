import { useLazyQuery } from '@apollo/client/react';
import { Formik } from '../../../components/form/Formik';
import { Form } from '../../../components/form/Form';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { donorEmailSchema } from '@vdp/shared/validation/tracking.schema';
import { useToast } from '../../../components/toast/ToastContext';
import { Button } from '../../../components/ui/Button';
import { LoadingState } from '../../../components/ui/LoadingState';
import { DonationsByEmailDocument, type DonationsByEmailQuery } from '../graphql/DonationsByEmail.generated';
import { DonorPage, PageIntro, PageTitle, Panel } from '../../../components/layout/DonorPage';
import { TextField } from '../../../components/form/TextField';
import { CodeForm } from '../components/CodeForm';
import { EmailResults } from '../components/EmailResults';
import { lookupFailure } from '../lookupErrors';
import { HelpCard } from '../components/HelpCard';
import { trackingPath } from '../trackingPaths';

/** /donor-portal: donations by e-mail, and the way to a code's tracking page (spec 000 §2.7). */
export function EmailLookupPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { toast } = useToast();
  const [lookup, { loading }] = useLazyQuery(DonationsByEmailDocument, { fetchPolicy: 'network-only' });
  const [results, setResults] = useState<DonationsByEmailQuery['donationsByEmail'] | null>(null);

  const search = async ({ email, accessCode }: { email: string; accessCode: string }) => {
    try {
      const { data } = await lookup({ variables: { email: email.trim(), accessCode: accessCode.trim() } });
      if (!data) throw new Error('no answer');
      setResults(data.donationsByEmail);
    } catch (error) {
      setResults(null);
      toast({
        variant: 'destructive',
        title: intl.formatMessage({ id: 'tracking.email.error' }),
        description: intl.formatMessage({
          id: lookupFailure(error) === 'rateLimited' ? 'tracking.lookup.rateLimited' : 'tracking.lookup.retry',
        }),
      });
    }
  };

  const trackCode = (code: string) => {
    if (code) {
      navigate(trackingPath(code));
      return;
    }
    toast({
      variant: 'destructive',
      title: intl.formatMessage({ id: 'tracking.code.required.title' }),
      description: intl.formatMessage({ id: 'tracking.code.required.description' }),
    });
  };

  return (
    <DonorPage>
      <PageTitle>
        <FormattedMessage id="tracking.email.title" />
      </PageTitle>
      <PageIntro>
        <FormattedMessage id="tracking.email.intro" />
      </PageIntro>
      <Panel aria-labelledby="email-lookup-title">
        <h2 id="email-lookup-title">
          <FormattedMessage id="tracking.email.formTitle" />
        </h2>
        <Formik initialValues={{ email: '', accessCode: '' }} validationSchema={donorEmailSchema} onSubmit={search}>
          {({ isSubmitting }) => (
            <Form noValidate>
              <TextField name="email" type="email" autoComplete="email" label={intl.formatMessage({ id: 'donate.email' })} />
              <TextField name="accessCode" autoComplete="off" label={intl.formatMessage({ id: 'tracking.code.label' })} />
              <p>
                <Button type="submit" aria-busy={isSubmitting} disabled={isSubmitting}>
                  <FormattedMessage id="tracking.email.submit" />
                </Button>
              </p>
            </Form>
          )}
        </Formik>
        {loading && <LoadingState minHeight="80px" />}
        {!loading && results && <EmailResults donations={results} />}
      </Panel>
      <Panel aria-labelledby="code-lookup-title">
        <h2 id="code-lookup-title">
          <FormattedMessage id="tracking.code.title" />
        </h2>
        <CodeForm onSubmit={trackCode} />
      </Panel>
      <HelpCard />
    </DonorPage>
  );
}
