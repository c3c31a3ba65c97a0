import { FormattedMessage } from 'react-intl';
import { LockIcon } from '../../../components/icons/icons';
import { ButtonLink } from '../../../components/ui/Button';
import { hasRoute } from '../../../routing/hasRoute';
import { GateScreen } from './GateScreen';

export function LoginRequired() {
  return (
    <GateScreen
      tone="primary"
      icon={<LockIcon size={26} />}
      title={<FormattedMessage id="gate.loginRequired.title" />}
      actions={
        <>
          {hasRoute('/login') && (
            <ButtonLink to="/login">
              <FormattedMessage id="gate.login" />
            </ButtonLink>
          )}
          <ButtonLink to="/" $variant="outline">
            <FormattedMessage id="gate.home" />
          </ButtonLink>
        </>
      }
    >
      <p>
        <FormattedMessage id="gate.loginRequired.body" />
      </p>
    </GateScreen>
  );
}
