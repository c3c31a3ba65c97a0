import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { media } from '../../../theme/theme';
import { WHY_ITEMS } from '../content';
import { IconTile, Section } from './Section';

const Grid = styled.ul`
  list-style: none;
  display: grid;
  gap: ${({ theme }) => theme.space[6]};

  ${media.sm} {
    grid-template-columns: repeat(2, 1fr);
  }
  ${media.lg} {
    grid-template-columns: repeat(4, 1fr);
  }
`;

const Item = styled.li`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space[3]};

  h3 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  p {
    color: ${({ theme }) => theme.colors.mutedForeground};
  }
`;

export function WhyChooseUs() {
  return (
    <Section title={<FormattedMessage id="home.why.title" />} subtitle={<FormattedMessage id="home.why.subtitle" />}>
      <Grid>
        {WHY_ITEMS.map(({ key, icon: Icon, titleId, bodyId }) => (
          <Item key={key}>
            <IconTile>
              <Icon size={24} />
            </IconTile>
            <h3>
              <FormattedMessage id={titleId} />
            </h3>
            <p>
              <FormattedMessage id={bodyId} />
            </p>
          </Item>
        ))}
      </Grid>
    </Section>
  );
}
