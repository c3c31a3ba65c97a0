import { useMutation } from '@apollo/client/react';
import { PasswordFromLinkSetDocument } from '../../../graphql/__generated__/graphql';
import { SetPasswordPanel } from '../../auth/components/SetPasswordPanel';

/** /set-password?token=…: a user an admin created (or reset) chooses a password from the e-mailed link. */
export function UserSetPasswordPage() {
  const [setPassword] = useMutation(PasswordFromLinkSetDocument);
  return (
    <SetPasswordPanel
      setPassword={async (token, password) =>
        (await setPassword({ variables: { token, password } })).data?.setPasswordFromLink.username ?? ''
      }
    />
  );
}
