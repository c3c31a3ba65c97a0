import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { useToast } from './ToastContext';
import type { MessageId } from '../../i18n/messages';

interface ActionMessages<T> {
  success: MessageId;
  /** The success toast's second line, from the action's result. */
  successDescription?: (result: T) => MessageId | undefined;
  failure: MessageId;
}

/** Runs an action and reports it with a success or failure toast (the server's reason as description). */
export function useActionToast() {
  const intl = useIntl();
  const { toast } = useToast();
  return useCallback(
    async <T>(run: () => Promise<T>, messages: ActionMessages<T>): Promise<boolean> => {
      try {
        const result = await run();
        const description = messages.successDescription?.(result);
        toast({
          variant: 'success',
          title: intl.formatMessage({ id: messages.success }),
          description: description && intl.formatMessage({ id: description }),
        });
        return true;
      } catch (error) {
        toast({
          variant: 'destructive',
          title: intl.formatMessage({ id: messages.failure }),
          description: error instanceof Error && error.message ? error.message : undefined,
        });
        return false;
      }
    },
    [intl, toast],
  );
}
