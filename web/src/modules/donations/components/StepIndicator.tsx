import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import type { MessageId } from '../../../i18n/messages';

const List = styled.ol`
  display: flex;
  /* the steps go one under the other when a row would be wider than the screen (WCAG 1.4.10) */
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  list-style: none;
  padding: 0;
  margin: 0;
`;

const Item = styled.li<{ $state: 'done' | 'current' | 'upcoming' }>`
  flex: 1 1 9rem;
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.md};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
  background: ${({ theme, $state }) => ($state === 'upcoming' ? theme.colors.muted : theme.colors.primary)};
  color: ${({ theme, $state }) => ($state === 'upcoming' ? theme.colors.mutedForeground : theme.colors.primaryForeground)};
  opacity: ${({ $state }) => ($state === 'done' ? 0.75 : 1)};
`;

const STEPS: MessageId[] = ['donate.step1.title', 'donate.step2.title', 'donate.step3.title'];

export function StepIndicator({ step }: { step: 1 | 2 | 3 }) {
  return (
    <List>
      {STEPS.map((id, index) => {
        const n = index + 1;
        const state = n < step ? 'done' : n === step ? 'current' : 'upcoming';
        return (
          <Item key={id} $state={state} aria-current={state === 'current' ? 'step' : undefined}>
            <FormattedMessage id="donate.stepLabel" values={{ n, title: <FormattedMessage id={id} /> }} />
          </Item>
        );
      })}
    </List>
  );
}
