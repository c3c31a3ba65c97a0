import { AI_POST_LENGTHS, AI_POST_TONES, type AiPostLength, type AiPostTone } from '@vdp/shared/content/content.constants';
import { postDraftSchema } from '@vdp/shared/validation/content.schema';
import { Formik } from '../../../components/form/Formik';
import { Form } from '../../../components/form/Form';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { FormFieldset } from '../../../components/form/fieldStyles';
import { SelectField } from '../../../components/form/SelectField';
import { TextField } from '../../../components/form/TextField';
import { Button } from '../../../components/ui/Button';
import { Dialog } from '../../../components/ui/Dialog';
import type { MessageId } from '../../../i18n/messages';
import type { AiDraftValues } from '../aiDraft';

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[4]};
`;

const TONE_LABELS: Record<AiPostTone, MessageId> = {
  professional: 'content.aiDraft.tone.professional',
  friendly: 'content.aiDraft.tone.friendly',
  informative: 'content.aiDraft.tone.informative',
  inspiring: 'content.aiDraft.tone.inspiring',
};
const LENGTH_LABELS: Record<AiPostLength, MessageId> = {
  short: 'content.aiDraft.length.short',
  medium: 'content.aiDraft.length.medium',
  long: 'content.aiDraft.length.long',
};

interface AiDraftDialogProps {
  initialValues: AiDraftValues;
  onGenerate: (values: AiDraftValues) => void | Promise<void>;
  onClose: () => void;
}

/** Topic (the title), tone and length for an AI draft (spec 001 §2 "Generate with AI"). */
export function AiDraftDialog({ initialValues, onGenerate, onClose }: AiDraftDialogProps) {
  const intl = useIntl();
  const label = (id: MessageId) => intl.formatMessage({ id });
  const tones = (Object.keys(AI_POST_TONES) as AiPostTone[]).map((value) => ({ value, label: label(TONE_LABELS[value]) }));
  const lengths = (Object.keys(AI_POST_LENGTHS) as AiPostLength[]).map((value) => ({
    value,
    label: label(LENGTH_LABELS[value]),
  }));
  return (
    <Dialog title={<FormattedMessage id="content.aiDraft.title" />} onClose={onClose}>
      <Formik initialValues={initialValues} validationSchema={postDraftSchema} onSubmit={onGenerate}>
        {({ isSubmitting }) => (
          <Form noValidate>
            <FormFieldset disabled={isSubmitting}>
              <TextField name="topic" label={label('content.aiDraft.topic')} required />
              <SelectField name="tone" label={label('content.aiDraft.tone')} options={tones} />
              <SelectField name="length" label={label('content.aiDraft.length')} options={lengths} />
            </FormFieldset>
            <Actions>
              <Button type="button" $variant="outline" onClick={onClose}>
                <FormattedMessage id="ui.confirm.cancel" />
              </Button>
              <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting}>
                <FormattedMessage id={isSubmitting ? 'content.aiDraft.generating' : 'content.aiDraft.generate'} />
              </Button>
            </Actions>
          </Form>
        )}
      </Formik>
    </Dialog>
  );
}
