import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { Card, Container, VisuallyHidden } from '../../../components/ui/layout';
import { media } from '../../../theme/theme';
import { BENEFITS } from '../content';
import { IconTile } from './Section';
import { usePickupValues } from '../../settings/usePickupValues';

const Band = styled.section`
  position: relative;
  padding-top: ${({ theme }) => theme.space[10]};

  ${media.lg} {
    margin-top: calc(-1 * ${({ theme }) => theme.space[16]});
    padding-top: 0;
  }
`;

const Grid = styled.ul`
  list-style: none;
  display: grid;
  gap: ${({ theme }) => theme.space[4]};

  ${media.md} {
    grid-template-columns: repeat(3, 1fr);
    gap: ${({ theme }) => theme.space[6]};
  }
`;

const BenefitCard = styled(Card)`
  height: 100%;
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[6]};
  box-shadow: ${({ theme }) => theme.shadows.md};

  h3 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  p {
    color: ${({ theme }) => theme.colors.mutedForeground};
  }
`;

/** The hero's three benefit cards, lifted over its lower edge on wide screens. */
export function BenefitCards() {
  const pickup = usePickupValues();
  return (
    <Band aria-labelledby="benefits-title">
      <VisuallyHidden as="h2" id="benefits-title">
        <FormattedMessage id="home.benefits.title" />
      </VisuallyHidden>
      <Container>
        <Grid>
          {BENEFITS.map(({ key, icon: Icon, titleId, bodyId }) => (
            <li key={key}>
              <BenefitCard>
                <IconTile>
                  <Icon size={24} />
                </IconTile>
                <h3>
                  <FormattedMessage id={titleId} values={pickup} />
                </h3>
                <p>
                  <FormattedMessage id={bodyId} values={pickup} />
                </p>
              </BenefitCard>
            </li>
          ))}
        </Grid>
      </Container>
    </Band>
  );
}
