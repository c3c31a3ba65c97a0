import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { useToast } from '../../../components/toast/ToastContext';
import { Card, Container } from '../../../components/ui/layout';
import { CharityRegisterDocument } from '../graphql/CharityRegister.generated';
import { charityInput, type CharityRegistrationValues } from '../charityForm';
import { RegistrationConfirmation } from '../components/RegistrationConfirmation';
import { RegistrationForm } from '../components/RegistrationForm';

const Page = styled(Container)`
  max-width: 860px;
  padding-top: ${({ theme }) => theme.space[8]};
  padding-bottom: ${({ theme }) => theme.space[12]};
`;

const Panel = styled(Card)`
  padding: ${({ theme }) => theme.space[6]};
`;

/** /charity-registration (spec 000 §2.9): registry check, the form, then the next steps. */
export function CharityRegistrationPage() {
  const intl = useIntl();
  const { toast } = useToast();
  const [register] = useMutation(CharityRegisterDocument);
  const [registered, setRegistered] = useState<string | null>(null);

  const onSubmit = async (values: CharityRegistrationValues) => {
    try {
      const { data } = await register({ variables: { input: charityInput(values) } });
      toast({
        variant: 'success',
        title: intl.formatMessage({ id: 'charities.register.success.title' }),
        description: intl.formatMessage({ id: 'charities.register.success.description' }),
      });
      setRegistered(data?.registerCharity.name ?? values.name);
    } catch (error) {
      toast({
        variant: 'destructive',
        title: intl.formatMessage({ id: 'charities.register.failed.title' }),
        description: error instanceof Error ? error.message : intl.formatMessage({ id: 'charities.register.failed.description' }),
      });
    }
  };

  if (registered !== null) {
    return (
      <Page as="main">
        <RegistrationConfirmation name={registered} />
      </Page>
    );
  }

  return (
    <Page as="main">
      <h1>
        <FormattedMessage id="charities.register.title" />
      </h1>
      <p style={{ marginBottom: 24 }}>
        <FormattedMessage id="charities.register.subtitle" />
      </p>
      <Panel>
        <RegistrationForm onSubmit={onSubmit} />
      </Panel>
    </Page>
  );
}
