import { useFormikContext } from 'formik';
import { useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useToast } from '../../../components/toast/ToastContext';
import { Button } from '../../../components/ui/Button';
import { aiDraftInputOf, aiDraftValuesOf, applyDraft, type AiDraftValues } from '../aiDraft';
import type { PostFormValues } from '../contentForm';
import { useAiDraftStream } from '../useAiDraftStream';
import { AiDraftDialog } from './AiDraftDialog';

/**
 * "Generate with AI" (spec 001 §2): asks for tone and length, then writes the draft into the
 * editor as the model writes it; Stop keeps what is there. A failure puts the post back as it was.
 * Inside the post editor's Formik.
 */
export function AiDraftButton({ categoryName }: { categoryName: string | null }) {
  const intl = useIntl();
  const { toast } = useToast();
  const { values, setValues } = useFormikContext<PostFormValues>();
  const [open, setOpen] = useState(false);
  const { streaming, start: startStream, stop } = useAiDraftStream();
  const before = useRef(values);

  const ask = () => {
    if (values.title.trim() === '') {
      toast({
        variant: 'destructive',
        title: intl.formatMessage({ id: 'content.aiDraft.titleRequired' }),
        description: intl.formatMessage({ id: 'content.aiDraft.titleRequiredText' }),
      });
      return;
    }
    setOpen(true);
  };

  const run = (choices: AiDraftValues) => {
    setOpen(false);
    before.current = values;
    startStream(aiDraftInputOf(choices, categoryName, values.language), {
      onProgress: (draft) => void setValues(applyDraft(before.current, draft), false),
      onDone: (draft) => {
        void setValues(applyDraft(before.current, draft));
        toast({ variant: 'success', title: intl.formatMessage({ id: 'content.aiDraft.done' }) });
      },
      onFail: (reason) => {
        void setValues(before.current);
        toast({
          variant: 'destructive',
          title: intl.formatMessage({ id: 'content.aiDraft.failed' }),
          description: reason ?? intl.formatMessage({ id: 'content.aiDraft.failedText' }),
        });
      },
    });
  };

  if (streaming)
    return (
      <Button type="button" $variant="outline" onClick={stop} aria-live="polite">
        <FormattedMessage id="content.aiDraft.stop" />
      </Button>
    );
  return (
    <>
      <Button type="button" $variant="outline" onClick={ask}>
        <FormattedMessage id="content.aiDraft.open" />
      </Button>
      {open && <AiDraftDialog initialValues={aiDraftValuesOf(values.title)} onGenerate={run} onClose={() => setOpen(false)} />}
    </>
  );
}
