import { FormattedMessage, useIntl } from 'react-intl';
import { CtaButtons } from './CtaButtons';
import { Container } from '../../../components/ui/layout';
import type { LinkItem } from '../../../routing/links';
import { TRUST_BADGES } from '../content';
import { BenefitCards } from './BenefitCards';
import { Badge, BadgeList, Copy, CtaRow, Eyebrow, Grid, HeroBand, Subtitle, Title, TrustPanel } from './Hero.styles';
import { usePickupValues } from '../../settings/usePickupValues';

interface HeroProps {
  links: readonly LinkItem[];
  phone: string;
  phoneHref: string;
}

export function Hero({ links, phone, phoneHref }: HeroProps) {
  const pickup = usePickupValues();
  const intl = useIntl();

  return (
    <>
      <HeroBand aria-labelledby="hero-title">
        <Container>
          <Grid>
            <Copy>
              <Eyebrow>
                <FormattedMessage id="home.hero.eyebrow" values={pickup} />
              </Eyebrow>
              <Title id="hero-title">
                <FormattedMessage id="home.hero.title" />
              </Title>
              <Subtitle>
                <FormattedMessage id="home.hero.subtitle" />
              </Subtitle>
              <CtaRow>
                <CtaButtons links={links} phone={phone} phoneHref={phoneHref} callMessageId="home.hero.cta.call" />
              </CtaRow>
            </Copy>
            <TrustPanel aria-label={intl.formatMessage({ id: 'home.trust.label' })}>
              <BadgeList>
                {TRUST_BADGES.map(({ key, icon: Icon, labelId }) => (
                  <Badge key={key}>
                    <Icon size={20} />
                    <FormattedMessage id={labelId} values={pickup} />
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
