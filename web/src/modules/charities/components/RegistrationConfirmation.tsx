import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { ButtonLink } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/layout';
import { useBusinessInfo } from '../../settings/useBusinessInfo';

const Panel = styled(Card)`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[6]};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
`;

/** After registering: what happens next and how to reach support (spec 000 §2.9, §9). */
export function RegistrationConfirmation({ name }: { name: string }) {
  const business = useBusinessInfo();
  return (
    <Panel role="status" aria-live="polite" data-testid="charity-registration-confirmation">
      <h1>
        <FormattedMessage id="charities.register.success.title" />
      </h1>
      <p>
        <FormattedMessage id="charities.register.success.description" />
      </p>
      <h2>
        <FormattedMessage id="charities.register.next.title" />
      </h2>
      <ol>
        <li>
          <FormattedMessage id="charities.register.next.review" values={{ name }} />
        </li>
        <li>
          <FormattedMessage id="charities.register.next.email" />
        </li>
        <li>
          <FormattedMessage id="charities.register.next.account" />
        </li>
      </ol>
      <p>
        <FormattedMessage
          id="charities.register.next.support"
          values={{
            phone: <a href={business.phoneHref}>{business.phone}</a>,
            email: <a href={business.emailHref}>{business.email}</a>,
          }}
        />
      </p>
      <Actions>
        <ButtonLink to="/">
          <FormattedMessage id="charities.register.next.home" />
        </ButtonLink>
        <ButtonLink to="/donate" $variant="outline">
          <FormattedMessage id="charities.register.next.donate" />
        </ButtonLink>
      </Actions>
    </Panel>
  );
}
