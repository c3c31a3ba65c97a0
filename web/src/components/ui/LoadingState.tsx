import { FormattedMessage } from 'react-intl';
import styled, { keyframes } from 'styled-components';
import type { MessageId } from '../../i18n/messages';

const spin = keyframes`to { transform: rotate(360deg); }`;
const appear = keyframes`from { opacity: 0; } to { opacity: 1; }`;

const Wrapper = styled.div<{ $minHeight: string }>`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[3]};
  min-height: ${({ $minHeight }) => $minHeight};
  color: ${({ theme }) => theme.colors.mutedForeground};
  /* appear only if loading lasts, so fast loads do not flash */
  animation: ${appear} 200ms ease-out 250ms both;
`;

const Spinner = styled.span`
  width: 20px;
  height: 20px;
  border-radius: 50%;
  border: 2px solid ${({ theme }) => theme.colors.border};
  border-top-color: ${({ theme }) => theme.colors.primary};
  animation: ${spin} 0.8s linear infinite;
`;

interface LoadingStateProps {
  messageId?: MessageId;
  minHeight?: string;
}

/** "Loading..." with a spinner, announced politely to screen readers. */
export function LoadingState({ messageId = 'app.loading', minHeight = '50vh' }: LoadingStateProps) {
  return (
    <Wrapper $minHeight={minHeight} role="status" aria-live="polite">
      <Spinner aria-hidden="true" />
      <FormattedMessage id={messageId} />
    </Wrapper>
  );
}
