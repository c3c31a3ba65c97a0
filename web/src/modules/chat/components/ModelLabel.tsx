import { useQuery } from '@apollo/client/react';
import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { ChatAssistantDocument } from '../graphql/ChatAssistant.generated';
import { modelLabel } from '../chat.constants';

const Label = styled.span`
  display: inline-flex;
  padding: 2px ${({ theme }) => theme.space[2]};
  border-radius: ${({ theme }) => theme.radii.pill};
  border: 1px solid currentColor;
  font-size: 0.75rem;
  font-weight: 600;
  opacity: 0.85;
  white-space: nowrap;
`;

/** The model that answers: GPT-4o (spec 000 §9), or the built-in assistant without a provider. */
export function ModelLabel() {
  const { data } = useQuery(ChatAssistantDocument, { fetchPolicy: 'cache-first' });
  if (!data) return null;
  const { model, builtIn } = data.chatAssistant;
  return <Label data-testid="chat-model">{builtIn ? <FormattedMessage id="chat.model.builtIn" /> : modelLabel(model)}</Label>;
}
