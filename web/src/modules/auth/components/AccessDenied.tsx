import { rolesFor, type Permission } from '@vdp/shared/auth/permissions';
import type { Role } from '@vdp/shared/auth/roles';
import { FormattedMessage, useIntl } from 'react-intl';
import { AlertIcon } from '../../../components/icons/icons';
import { ButtonLink } from '../../../components/ui/Button';
import type { MessageId } from '../../../i18n/messages';
import { hasRoute } from '../../../routing/hasRoute';
import { ROLE_LABEL_IDS, ROLE_NAME_IDS } from '../roleMessages';
import { GateScreen } from './GateScreen';
import { GATE_OFFERS } from '../gateLinks';

interface AccessDeniedProps {
  permission: Permission;
  username?: string;
  role?: Role;
  /** Replaces the generic "only available to ..." sentence (e.g. the admin area's wording). */
  messageId?: MessageId;
}

export function AccessDenied({ permission, username, role, messageId }: AccessDeniedProps) {
  const intl = useIntl();
  const allowed = rolesFor(permission);
  const roleNames =
    typeof allowed === 'string'
      ? ''
      : intl.formatList(
          allowed.map((allowedRole) => intl.formatMessage({ id: ROLE_NAME_IDS[allowedRole] })),
          { type: 'disjunction' },
        );
  const offer = GATE_OFFERS[permission];

  return (
    <GateScreen
      tone="destructive"
      icon={<AlertIcon size={26} />}
      title={<FormattedMessage id="gate.denied.title" />}
      actions={
        <>
          {offer && hasRoute(offer.href) && (
            <ButtonLink to={offer.href}>
              <FormattedMessage id={offer.labelId} />
            </ButtonLink>
          )}
          <ButtonLink to="/" $variant={offer && hasRoute(offer.href) ? 'outline' : 'primary'}>
            <FormattedMessage id="gate.home" />
          </ButtonLink>
        </>
      }
    >
      <p>
        {messageId ? (
          <FormattedMessage id={messageId} />
        ) : (
          <FormattedMessage id="gate.denied.roles" values={{ roles: roleNames }} />
        )}
      </p>
      {username && role && (
        <p>
          <FormattedMessage
            id="gate.denied.signedInAs"
            values={{ username, role: intl.formatMessage({ id: ROLE_LABEL_IDS[role] }) }}
          />
        </p>
      )}
    </GateScreen>
  );
}
