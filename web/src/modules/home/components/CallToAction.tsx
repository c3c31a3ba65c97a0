import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { CtaButtons } from './CtaButtons';
import { Container } from '../../../components/ui/layout';
import { media } from '../../../theme/theme';
import type { LinkItem } from '../../../routing/links';
import { usePickupValues } from '../../settings/usePickupValues';

const Band = styled.section`
  padding: ${({ theme }) => theme.space[16]} 0;
`;

const Panel = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  padding: ${({ theme }) => theme.space[10]} ${({ theme }) => theme.space[6]};
  border-radius: ${({ theme }) => theme.radii.xl};
  color: ${({ theme }) => theme.colors.onGradient};
  background: ${({ theme }) => theme.gradients.hero};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  text-align: center;
  justify-items: center;

  ${media.md} {
    padding: ${({ theme }) => theme.space[16]};
  }

  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xxl};
    font-weight: 800;
  }
  p {
    max-width: 560px;
    font-size: ${({ theme }) => theme.fontSizes.lg};
    color: ${({ theme }) => theme.colors.onGradientMuted};
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space[3]};
`;

interface CallToActionProps {
  links: readonly LinkItem[];
  phone: string;
  phoneHref: string;
}

export function CallToAction({ links, phone, phoneHref }: CallToActionProps) {
  const pickup = usePickupValues();
  return (
    <Band aria-labelledby="cta-title">
      <Container>
        <Panel>
          <h2 id="cta-title">
            <FormattedMessage id="home.cta.title" />
          </h2>
          <p>
            <FormattedMessage id="home.cta.body" values={pickup} />
          </p>
          <Row>
            <CtaButtons links={links} phone={phone} phoneHref={phoneHref} callMessageId="home.cta.call" />
          </Row>
        </Panel>
      </Container>
    </Band>
  );
}
