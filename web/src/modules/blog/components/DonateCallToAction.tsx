import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { ButtonLink } from '../../../components/ui/Button';
import { useBusinessInfo } from '../../settings/useBusinessInfo';

const Box = styled.aside`
  margin: ${({ theme }) => theme.space[10]} 0;
  padding: ${({ theme }) => theme.space[8]};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.gradients.hero};
  color: #fff;
  text-align: center;
  h2 {
    margin-top: 0;
  }
  a[href^='tel:'] {
    color: inherit;
    font-weight: 700;
  }
`;

/** The call to action under a post (spec 000 §2.13): donate, or call the phone of the settings. */
export function DonateCallToAction() {
  const business = useBusinessInfo();
  return (
    <Box>
      <h2>
        <FormattedMessage id="blog.cta.title" />
      </h2>
      <p>
        <FormattedMessage id="blog.cta.body" />
      </p>
      <p>
        <ButtonLink to="/donate" $variant="onDark">
          <FormattedMessage id="blog.cta.donate" />
        </ButtonLink>
      </p>
      <p>
        <FormattedMessage id="blog.cta.call" values={{ phone: <a href={business.phoneHref}>{business.phone}</a> }} />
      </p>
    </Box>
  );
}
