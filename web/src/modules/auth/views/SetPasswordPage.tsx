import { useMutation } from '@apollo/client/react';
import { AccountPasswordSetDocument } from '../graphql/AccountPasswordSet.generated';
import { SetPasswordPanel } from '../components/SetPasswordPanel';

/** /set-password?token=…: anyone an admin made an account for (or reset) chooses a password from the e-mailed link. */
export function SetPasswordPage() {
  const [setPassword] = useMutation(AccountPasswordSetDocument);
  return (
    <SetPasswordPanel
      setPassword={async (token, password) =>
        (await setPassword({ variables: { token, password } })).data?.setAccountPassword.username ?? ''
      }
    />
  );
}
