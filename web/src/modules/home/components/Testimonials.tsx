import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { media } from '../../../theme/theme';
import { TESTIMONIALS } from '../content';
import { Section } from './Section';
import { StarRating } from './StarRating';

const Grid = styled.ul`
  list-style: none;
  display: grid;
  gap: ${({ theme }) => theme.space[6]};

  ${media.lg} {
    grid-template-columns: repeat(3, 1fr);
  }
`;

const Figure = styled.figure`
  height: 100%;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.card};
  color: ${({ theme }) => theme.colors.cardForeground};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;
  padding: ${({ theme }) => theme.space[6]};
`;

const Quote = styled.blockquote`
  flex: 1;
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
  line-height: 1.7;

  &::before {
    content: '“';
    display: block;
    height: 28px;
    font-size: 3rem;
    line-height: 1;
    font-weight: 800;
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const Caption = styled.figcaption`
  display: grid;
  gap: 2px;
  padding-top: ${({ theme }) => theme.space[4]};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  strong {
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  span {
    color: ${({ theme }) => theme.colors.mutedForeground};
  }
`;

export function Testimonials() {
  return (
    <Section
      tone="muted"
      title={<FormattedMessage id="home.testimonials.title" />}
      subtitle={<FormattedMessage id="home.testimonials.subtitle" />}
    >
      <Grid>
        {TESTIMONIALS.map((item) => (
          <li key={item.key}>
            <Figure>
              <StarRating rating={item.rating} />
              <Quote>
                <p>
                  <FormattedMessage id={item.quoteId} />
                </p>
              </Quote>
              <Caption>
                <strong>
                  <FormattedMessage id={item.authorId} />
                </strong>
                <span>
                  <FormattedMessage id={item.locationId} />
                </span>
                <span>
                  <FormattedMessage
                    id="home.testimonials.vehicle"
                    values={{ vehicle: <FormattedMessage id={item.vehicleId} /> }}
                  />
                </span>
              </Caption>
            </Figure>
          </li>
        ))}
      </Grid>
    </Section>
  );
}
