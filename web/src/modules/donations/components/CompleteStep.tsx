import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { ButtonLink } from '../../../components/ui/Button';
import { trackingPath } from '../../donor-portal/trackingPaths';
import { Actions } from '../../../components/layout/DonorPage';

const Code = styled.code`
  display: inline-block;
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.muted};
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  word-break: break-all;
`;

/** Wizard step 3: done, with the tracking code and its link (spec 000 §2.5). */
export function CompleteStep({
  donationId,
  accessCode,
  charityName = null,
}: {
  donationId: number;
  accessCode: string;
  /** The charity the donor chose, when one was. */
  charityName?: string | null;
}) {
  return (
    <div role="status" aria-live="polite">
      <h2>
        <FormattedMessage id="donate.complete.title" />
      </h2>
      <p>
        <FormattedMessage id="donate.complete.contact" />
      </p>
      <p>
        <FormattedMessage id="donate.complete.reference" values={{ id: donationId }} />
      </p>
      {charityName && (
        <p data-testid="chosen-charity">
          <FormattedMessage id="donate.complete.charity" values={{ name: charityName }} />
        </p>
      )}
      <p>
        <FormattedMessage id="donate.complete.codeLabel" />
      </p>
      <Code data-testid="tracking-code">{accessCode}</Code>
      <p>
        <FormattedMessage id="donate.complete.keepCode" />
      </p>
      <Actions>
        <ButtonLink to={trackingPath(accessCode)} $size="lg">
          <FormattedMessage id="donate.complete.track" />
        </ButtonLink>
        <Link to="/">
          <FormattedMessage id="donate.complete.home" />
        </Link>
      </Actions>
    </div>
  );
}
