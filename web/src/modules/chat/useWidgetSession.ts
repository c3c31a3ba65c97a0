import { useMutation } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { ChatSessionCreateDocument } from './graphql/ChatSessionCreate.generated';
import { ChatSessionDeleteDocument } from './graphql/ChatSessionDelete.generated';
import { ChatWelcomeDocument } from './graphql/ChatWelcome.generated';
import { newSessionId, readSessionId, storeSessionId } from './widgetStorage';

/**
 * The widget's conversation: the id kept in local storage, created on first use, with the
 * welcome message when empty. Another browser's id (cookies cleared) is replaced by a new one.
 */
export function useWidgetSession(language: string) {
  const [sessionId, setSessionId] = useState<string | null>(null);
  const [create] = useMutation(ChatSessionCreateDocument);
  const [welcome] = useMutation(ChatWelcomeDocument);
  const [remove] = useMutation(ChatSessionDeleteDocument);

  const startWith = useCallback(
    async (id: string) => {
      await create({ variables: { input: { sessionId: id } } });
      storeSessionId(id);
      await welcome({ variables: { sessionId: id, language } });
      setSessionId(id);
    },
    [create, welcome, language],
  );

  /** Opens the stored conversation, or a new one. Throws when the server cannot be reached. */
  const start = useCallback(async () => {
    const stored = readSessionId();
    if (stored) {
      try {
        await startWith(stored);
        return;
      } catch {
        // not ours any more (or gone): start a fresh one below
      }
    }
    await startWith(newSessionId());
  }, [startWith]);

  /** Clear history: the old conversation is deleted and a new id replaces it. */
  const clear = useCallback(async () => {
    if (sessionId) await remove({ variables: { sessionId } });
    await startWith(newSessionId());
  }, [remove, sessionId, startWith]);

  return { sessionId, start, clear };
}
