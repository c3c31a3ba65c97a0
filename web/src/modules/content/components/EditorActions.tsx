import type { PostStatus } from '@vdp/shared/content/content.constants';
import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { Button } from '../../../components/ui/Button';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  justify-content: flex-end;
  position: sticky;
  bottom: 0;
  padding: ${({ theme }) => theme.space[3]} 0;
  background: ${({ theme }) => theme.colors.background};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

interface EditorActionsProps {
  /** The status the select holds (Save keeps it). */
  status: PostStatus;
  busy: boolean;
  /** Submits the form with this status. */
  onSave: (status: PostStatus) => void;
}

/** Save Draft, Publish (spec 001 §2), and Save keeping the chosen status (such as archived). */
export function EditorActions({ status, busy, onSave }: EditorActionsProps) {
  return (
    <Bar>
      <Button type="button" $variant="ghost" disabled={busy} onClick={() => onSave(status)}>
        <FormattedMessage id="content.editor.save" />
      </Button>
      <Button type="button" $variant="outline" disabled={busy} onClick={() => onSave('draft')}>
        <FormattedMessage id="content.editor.saveDraft" />
      </Button>
      <Button type="button" disabled={busy} onClick={() => onSave('published')}>
        <FormattedMessage id="content.editor.publish" />
      </Button>
    </Bar>
  );
}
