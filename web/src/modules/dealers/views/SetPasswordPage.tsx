import { useMutation } from '@apollo/client/react';
import { DealerPasswordSetDocument } from '../graphql/DealerPasswordSet.generated';
import { SetPasswordPanel } from '../../auth/components/SetPasswordPanel';

/** /dealer-registration/set-password?token=…: a verified dealer chooses a password from its e-mail link. */
export function SetPasswordPage() {
  const [setPassword] = useMutation(DealerPasswordSetDocument);
  return (
    <SetPasswordPanel
      setPassword={async (token, password) =>
        (await setPassword({ variables: { token, password } })).data?.setDealerPassword.username ?? ''
      }
    />
  );
}
