import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { Button } from '../../../components/ui/Button';
import { MAX_MESSAGE_LENGTH } from '@vdp/shared/chat/chat.constants';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => theme.space[3]};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const Row = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
  align-items: flex-end;
`;

const Input = styled.textarea`
  flex: 1;
  min-height: 44px;
  max-height: 140px;
  resize: vertical;
  padding: ${({ theme }) => theme.space[2]};
  border: 1px solid ${({ theme }) => theme.colors.input};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.foreground};
  font: inherit;
  font-size: 1em;
`;

const Problem = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.destructive};
  font-size: 0.85em;
`;

interface Props {
  onSend: (content: string) => Promise<boolean>;
  /** Sending is off (a reply is being written); typing stays possible. */
  disabled: boolean;
  /** No conversation yet: the box itself is off. */
  unavailable?: boolean;
  id: string;
}

/** The message box: Enter sends, Shift+Enter starts a new line; empty (after trimming) is refused. */
export function ChatComposer({ onSend, disabled, unavailable = false, id }: Props) {
  const intl = useIntl();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState(false);

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    const content = text.trim();
    if (!content) {
      setProblem(true);
      return;
    }
    if (disabled) return;
    setProblem(false);
    setText('');
    const sent = await onSend(content);
    if (!sent) setText(content);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault();
      void submit();
    }
  };

  return (
    <Form onSubmit={(event) => void submit(event)} noValidate>
      <Row>
        <Input
          id={id}
          value={text}
          maxLength={MAX_MESSAGE_LENGTH}
          rows={1}
          disabled={unavailable}
          aria-label={intl.formatMessage({ id: 'chat.input.label' })}
          placeholder={intl.formatMessage({ id: 'chat.input.placeholder' })}
          aria-invalid={problem}
          aria-describedby={problem ? `${id}-problem` : undefined}
          onChange={(event) => {
            setText(event.target.value);
            if (problem && event.target.value.trim()) setProblem(false);
          }}
          onKeyDown={onKeyDown}
        />
        <Button type="submit" disabled={disabled || unavailable} $size="md">
          <FormattedMessage id="chat.send" />
        </Button>
      </Row>
      {problem && (
        <Problem id={`${id}-problem`} role="alert">
          <FormattedMessage id="chat.input.required" />
        </Problem>
      )}
    </Form>
  );
}
