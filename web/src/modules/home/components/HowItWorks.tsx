import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { media } from '../../../theme/theme';
import { STEPS } from '../content';
import { IconTile, Section } from './Section';
import { usePickupValues } from '../../settings/usePickupValues';

const Steps = styled.ol`
  list-style: none;
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  counter-reset: step;

  ${media.md} {
    grid-template-columns: repeat(3, 1fr);
  }
`;

const Step = styled.li`
  position: relative;
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[6]};
  text-align: center;

  /* a line joining the steps on wide screens */
  ${media.md} {
    &:not(:last-child)::after {
      content: '';
      position: absolute;
      top: calc(${({ theme }) => theme.space[6]} + 32px);
      left: calc(50% + 48px);
      width: calc(100% - 96px);
      border-top: 2px dashed ${({ theme }) => theme.colors.border};
    }
  }

  h3 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
  p {
    max-width: 320px;
    color: ${({ theme }) => theme.colors.mutedForeground};
  }
`;

const StepIcon = styled(IconTile)`
  border-radius: 50%;
  color: ${({ theme }) => theme.colors.primaryForeground};
  background: ${({ theme }) => theme.gradients.button};
  box-shadow: ${({ theme }) => theme.shadows.md};
`;

const StepLabel = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 700;
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.primary};
`;

export function HowItWorks() {
  const pickup = usePickupValues();
  return (
    <Section
      id="how-it-works"
      title={<FormattedMessage id="home.how.title" />}
      subtitle={<FormattedMessage id="home.how.subtitle" />}
    >
      <Steps>
        {STEPS.map(({ key, icon: Icon, titleId, bodyId }, index) => (
          <Step key={key}>
            <StepIcon $size={64}>
              <Icon size={28} />
            </StepIcon>
            <StepLabel>
              <FormattedMessage id="home.how.step" values={{ number: index + 1 }} />
            </StepLabel>
            <h3>
              <FormattedMessage id={titleId} />
            </h3>
            <p>
              <FormattedMessage id={bodyId} values={pickup} />
            </p>
          </Step>
        ))}
      </Steps>
    </Section>
  );
}
