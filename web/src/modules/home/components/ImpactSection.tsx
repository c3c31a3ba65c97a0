import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { Container } from '../../../components/ui/layout';
import { media } from '../../../theme/theme';
import { IMPACT_STATS } from '../content';
import { SectionBlock, SectionTitle } from './Section';

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[10]};
  align-items: center;

  ${media.lg} {
    grid-template-columns: 1fr 1fr;
    gap: ${({ theme }) => theme.space[16]};
  }
`;

const Body = styled.p`
  margin-top: ${({ theme }) => theme.space[4]};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.mutedForeground};
`;

const Stats = styled.dl`
  display: grid;
  /* two columns when they fit, one on a narrow screen */
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 180px), 1fr));
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;
`;

const Stat = styled.div`
  display: flex;
  flex-direction: column-reverse;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => theme.space[6]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.card};

  dt {
    color: ${({ theme }) => theme.colors.mutedForeground};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  dd {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xxl};
    font-weight: 800;
    color: ${({ theme }) => theme.colors.primary};
    line-height: 1.1;
  }
`;

/** Impact statement with the headline figures (marketing copy, spec 000 §1). */
export function ImpactSection() {
  return (
    <SectionBlock $tone="muted" aria-labelledby="impact-title">
      <Container>
        <Layout>
          <div>
            <SectionTitle id="impact-title">
              <FormattedMessage id="home.impact.title" />
            </SectionTitle>
            <Body>
              <FormattedMessage id="home.impact.body" />
            </Body>
          </div>
          <Stats>
            {IMPACT_STATS.map(({ key, valueId, labelId }) => (
              <Stat key={key}>
                <dt>
                  <FormattedMessage id={labelId} />
                </dt>
                <dd>
                  <FormattedMessage id={valueId} />
                </dd>
              </Stat>
            ))}
          </Stats>
        </Layout>
      </Container>
    </SectionBlock>
  );
}
