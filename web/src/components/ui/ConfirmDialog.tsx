import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button } from './Button';
import { Dialog } from './Dialog';
import styled from 'styled-components';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  align-items: end;
  margin-top: ${({ theme }) => theme.space[6]};
  justify-content: flex-end;
`;

export interface ConfirmRequest {
  title: ReactNode;
  body: ReactNode;
  confirmLabel: ReactNode;
}

interface ConfirmDialogProps extends ConfirmRequest {
  onAnswer: (confirmed: boolean) => void;
}

/** Asks before a replacing or destructive action; Escape, the close button and Cancel say no. */
export function ConfirmDialog({ title, body, confirmLabel, onAnswer }: ConfirmDialogProps) {
  return (
    <Dialog title={title} onClose={() => onAnswer(false)}>
      <div role="alert">{body}</div>
      <Actions>
        <Button type="button" $variant="outline" onClick={() => onAnswer(false)}>
          <FormattedMessage id="ui.confirm.cancel" />
        </Button>
        <Button type="button" onClick={() => onAnswer(true)}>
          {confirmLabel}
        </Button>
      </Actions>
    </Dialog>
  );
}
