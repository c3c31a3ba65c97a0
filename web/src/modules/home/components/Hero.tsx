import { FormattedMessage, useIntl } from 'react-intl';
import { PhoneIcon } from '../../../components/icons/icons';
import { ButtonAnchor, ButtonSmartLink } from '../../../components/ui/Button';
import { Container } from '../../../components/ui/layout';
import type { LinkItem } from '../../../routing/links';
import { TRUST_BADGES } from '../content';
import { BenefitCards } from './BenefitCards';
import { Badge, BadgeList, Copy, CtaRow, Eyebrow, Grid, HeroBand, Subtitle, Title, TrustPanel } from './Hero.styles';

interface HeroProps {
  links: readonly LinkItem[];
  phone: string;
  phoneHref: string;
}

export function Hero({ links, phone, phoneHref }: HeroProps) {
  // the first page link leads; with none yet, the phone number does
  const phoneIsPrimary = !links.some((link) => !link.href.startsWith('#'));
  const intl = useIntl();
  const phoneButton = (
    <ButtonAnchor href={phoneHref} $variant={phoneIsPrimary ? 'onDark' : 'onDarkOutline'} $size="lg">
      <PhoneIcon size={18} />
      <FormattedMessage id="home.hero.cta.call" values={{ phone }} />
    </ButtonAnchor>
  );

  return (
    <>
      <HeroBand aria-labelledby="hero-title">
        <Container>
          <Grid>
            <Copy>
              <Eyebrow>
                <FormattedMessage id="home.hero.eyebrow" />
              </Eyebrow>
              <Title id="hero-title">
                <FormattedMessage id="home.hero.title" />
              </Title>
              <Subtitle>
                <FormattedMessage id="home.hero.subtitle" />
              </Subtitle>
              <CtaRow>
                {phoneIsPrimary && phoneButton}
                {links.map((link, index) => (
                  <ButtonSmartLink
                    key={link.key}
                    href={link.href}
                    $variant={index === 0 && !link.href.startsWith('#') ? 'onDark' : 'onDarkOutline'}
                    $size="lg"
                  >
                    <FormattedMessage id={link.labelId} />
                  </ButtonSmartLink>
                ))}
                {!phoneIsPrimary && phoneButton}
              </CtaRow>
            </Copy>
            <TrustPanel aria-label={intl.formatMessage({ id: 'home.trust.label' })}>
              <BadgeList>
                {TRUST_BADGES.map(({ key, icon: Icon, labelId }) => (
                  <Badge key={key}>
                    <Icon size={20} />
                    <FormattedMessage id={labelId} />
                  </Badge>
                ))}
              </BadgeList>
            </TrustPanel>
          </Grid>
        </Container>
      </HeroBand>
      <BenefitCards />
    </>
  );
}
