import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { StarIcon } from '../../../components/icons/icons';

const Stars = styled.div`
  display: inline-flex;
  gap: 2px;
`;

const Star = styled.span<{ $filled: boolean }>`
  display: inline-flex;
  color: ${({ theme, $filled }) => ($filled ? theme.colors.star : theme.colors.starEmpty)};

  svg {
    fill: currentColor;
  }
`;

/** 1–5 stars, read out as "Rated 4 out of 5 stars". */
export function StarRating({ rating }: { rating: number }) {
  const intl = useIntl();
  return (
    <Stars role="img" aria-label={intl.formatMessage({ id: 'home.testimonials.rating' }, { rating })}>
      {[1, 2, 3, 4, 5].map((value) => (
        <Star key={value} $filled={value <= rating}>
          <StarIcon size={18} />
        </Star>
      ))}
    </Stars>
  );
}
