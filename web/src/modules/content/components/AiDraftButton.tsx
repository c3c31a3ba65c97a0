import { useMutation } from '@apollo/client/react';
import { useFormikContext } from 'formik';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useToast } from '../../../components/toast/ToastContext';
import { Button } from '../../../components/ui/Button';
import { PostDraftGenerateDocument } from '../../../graphql/__generated__/graphql';
import { aiDraftErrorOf, aiDraftInputOf, aiDraftValuesOf, applyDraft, type AiDraftValues } from '../aiDraft';
import type { PostFormValues } from '../contentForm';
import { AiDraftDialog } from './AiDraftDialog';

/**
 * "Generate with AI" (spec 001 §2): asks for tone and length, then fills the editor with the
 * whole draft (not streamed in this version). Inside the post editor's Formik.
 */
export function AiDraftButton({ categoryName }: { categoryName: string | null }) {
  const intl = useIntl();
  const { toast } = useToast();
  const { values, setValues } = useFormikContext<PostFormValues>();
  const [open, setOpen] = useState(false);
  const [generate, { loading }] = useMutation(PostDraftGenerateDocument);

  const start = () => {
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

  const run = async (choices: AiDraftValues) => {
    try {
      const result = await generate({ variables: { input: aiDraftInputOf(choices, categoryName, values.language) } });
      const draft = result.data?.generatePostDraft;
      if (!draft) throw new Error('no answer');
      await setValues(applyDraft(values, draft));
      setOpen(false);
      toast({ variant: 'success', title: intl.formatMessage({ id: 'content.aiDraft.done' }) });
    } catch (error) {
      toast({
        variant: 'destructive',
        title: intl.formatMessage({ id: 'content.aiDraft.failed' }),
        description: aiDraftErrorOf(error) ?? intl.formatMessage({ id: 'content.aiDraft.failedText' }),
      });
    }
  };

  return (
    <>
      <Button type="button" $variant="outline" onClick={start} disabled={loading} aria-busy={loading}>
        <FormattedMessage id={loading ? 'content.aiDraft.generating' : 'content.aiDraft.open'} />
      </Button>
      {open && <AiDraftDialog initialValues={aiDraftValuesOf(values.title)} onGenerate={run} onClose={() => setOpen(false)} />}
    </>
  );
}
