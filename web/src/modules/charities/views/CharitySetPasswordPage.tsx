import { useMutation } from '@apollo/client/react';
import { CharityPasswordSetDocument } from '../graphql/CharityPasswordSet.generated';
import { SetPasswordPanel } from '../../auth/components/SetPasswordPanel';

/** /charity-registration/set-password?token=…: a verified charity chooses a password from its e-mail link. */
export function CharitySetPasswordPage() {
  const [setPassword] = useMutation(CharityPasswordSetDocument);
  return (
    <SetPasswordPanel
      setPassword={async (token, password) =>
        (await setPassword({ variables: { token, password } })).data?.setCharityPassword.username ?? ''
      }
    />
  );
}
