import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useActionToast } from '../../components/toast/useActionToast';
import type { ApiKeyFormValues } from './apiKeyForm';
import { ApiKeyCreateDocument } from './graphql/ApiKeyCreate.generated';
import { ApiKeyListDocument } from './graphql/ApiKeyList.generated';
import { ApiKeyRevokeDocument } from './graphql/ApiKeyRevoke.generated';

/**
 * The page's two actions, each toasted: create keeps the new key's secret in memory until the
 * admin closes its dialog (then it is gone for good); revoke marks the key in the list.
 */
export function useApiKeyActions() {
  const run = useActionToast();
  const refetchQueries = [ApiKeyListDocument];
  const [create] = useMutation(ApiKeyCreateDocument, { refetchQueries });
  const [revoke] = useMutation(ApiKeyRevokeDocument);
  const [secret, setSecret] = useState<string | null>(null);

  return {
    secret,
    forgetSecret: () => setSecret(null),
    create: (values: ApiKeyFormValues) =>
      run(
        async () => {
          const { data } = await create({ variables: { input: values } });
          setSecret(data?.createApiKey.secret ?? null);
        },
        { success: 'apiKeys.create', failure: 'apiKeys.form.failed' },
      ),
    revoke: (id: string) =>
      run(() => revoke({ variables: { id } }), { success: 'apiKeys.revoke.done', failure: 'apiKeys.revoke.failed' }),
  };
}
