import { FormattedMessage, useIntl } from 'react-intl';
import { useCurrentUser } from '../../modules/auth/useCurrentUser';
import { useBusinessInfo } from '../../modules/settings/useBusinessInfo';
import { visibleLinks } from '../../routing/links';
import { MailIcon, PhoneIcon } from '../icons/icons';
import { Bottom, Brand, Column, ColumnTitle, Coverage, FooterLink, Grid, LegalText, Tagline, Wrapper } from './Footer.styles';
import { FOOTER_DONOR_LINKS, FOOTER_SUPPORT_LINKS } from './navConfig';
import { Logo } from './Logo';
import { Container } from '../ui/layout';
import { usePickupValues } from '../../modules/settings/usePickupValues';

/** Footer (spec 000 §2.3). Terms and privacy have no page: plain text, not links. */
export function Footer() {
  const pickup = usePickupValues();
  const intl = useIntl();
  const { user, role } = useCurrentUser();
  const business = useBusinessInfo();
  const viewer = { signedIn: user !== null, role };
  const donorLinks = visibleLinks(FOOTER_DONOR_LINKS, viewer);
  const supportLinks = visibleLinks(FOOTER_SUPPORT_LINKS, viewer);

  return (
    <Wrapper>
      <Container>
        <Grid>
          <Brand>
            <Logo companyName={business.companyName} />
            <Tagline>
              <FormattedMessage id="footer.tagline" values={pickup} />
            </Tagline>
            <Coverage>
              <FormattedMessage id="footer.coverage" values={pickup} />
            </Coverage>
          </Brand>
          <Column aria-label={intl.formatMessage({ id: 'footer.donors.title' })}>
            <ColumnTitle>
              <FormattedMessage id="footer.donors.title" />
            </ColumnTitle>
            <ul>
              {donorLinks.map((link) => (
                <li key={link.key}>
                  <FooterLink href={link.href}>
                    <FormattedMessage id={link.labelId} />
                  </FooterLink>
                </li>
              ))}
            </ul>
          </Column>
          <Column aria-label={intl.formatMessage({ id: 'footer.support.title' })}>
            <ColumnTitle>
              <FormattedMessage id="footer.support.title" />
            </ColumnTitle>
            <ul>
              <li>
                <FooterLink href={business.emailHref}>
                  <MailIcon size={16} />
                  <FormattedMessage id="footer.emailSupport" />
                </FooterLink>
              </li>
              <li>
                <FooterLink href={business.phoneHref}>
                  <PhoneIcon size={16} />
                  <FormattedMessage id="footer.callUs" values={{ phone: business.phone }} />
                </FooterLink>
              </li>
              {supportLinks.map((link) => (
                <li key={link.key}>
                  <FooterLink href={link.href}>
                    <FormattedMessage id={link.labelId} />
                  </FooterLink>
                </li>
              ))}
            </ul>
          </Column>
          <Column aria-label={intl.formatMessage({ id: 'footer.legal.title' })}>
            <ColumnTitle>
              <FormattedMessage id="footer.legal.title" />
            </ColumnTitle>
            <ul>
              <li>
                <LegalText>
                  <FormattedMessage id="footer.terms" />
                </LegalText>
              </li>
              <li>
                <LegalText>
                  <FormattedMessage id="footer.privacy" />
                </LegalText>
              </li>
            </ul>
          </Column>
        </Grid>
        <Bottom>
          <FormattedMessage id="footer.copyright" values={{ year: new Date().getFullYear(), company: business.companyName }} />
        </Bottom>
      </Container>
    </Wrapper>
  );
}
