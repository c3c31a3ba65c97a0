import { useApolloClient } from '@apollo/client/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { PostDraftStreamDocument, type PostDraftInput } from './graphql/PostDraftStream.generated';
import { aiDraftErrorOf, type PostDraft } from './aiDraft';

export interface DraftStreamHandlers {
  /** The fields written so far (several times a second). */
  onProgress: (draft: PostDraft) => void;
  /** The checked draft. */
  onDone: (draft: PostDraft) => void;
  /** No draft: the server's reason when it gave one. */
  onFail: (reason: string | null) => void;
}

/**
 * An AI draft streamed into the editor (postDraftStream over the socket): `start` subscribes,
 * `stop` (or leaving the page) unsubscribes, which stops the provider's answer on the server.
 */
export function useAiDraftStream() {
  const client = useApolloClient();
  const current = useRef<{ unsubscribe: () => void } | null>(null);
  const [streaming, setStreaming] = useState(false);

  const finish = useCallback(() => {
    current.current?.unsubscribe();
    current.current = null;
    setStreaming(false);
  }, []);
  useEffect(() => finish, [finish]);

  const start = useCallback(
    (input: PostDraftInput, handlers: DraftStreamHandlers) => {
      finish();
      setStreaming(true);
      current.current = client.subscribe({ query: PostDraftStreamDocument, variables: { input } }).subscribe({
        next: ({ data, error }) => {
          const progress = data?.postDraftStream;
          if (error || !progress) {
            finish();
            handlers.onFail(aiDraftErrorOf(error));
          } else if (!progress.done) handlers.onProgress(progress);
          else {
            finish();
            if (progress.error) handlers.onFail(progress.error);
            else handlers.onDone(progress);
          }
        },
        error: (error: unknown) => {
          finish();
          handlers.onFail(aiDraftErrorOf(error));
        },
      });
    },
    [client, finish],
  );

  return { streaming, start, stop: finish };
}
