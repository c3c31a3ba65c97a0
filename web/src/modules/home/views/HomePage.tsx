import { useCurrentUser } from '../../auth/useCurrentUser';
import { useBusinessInfo } from '../../settings/useBusinessInfo';
import { visibleLinks } from '../../../routing/links';
import { CallToAction } from '../components/CallToAction';
import { ContactSection } from '../components/ContactSection';
import { FaqSection } from '../components/FaqSection';
import { Hero } from '../components/Hero';
import { HowItWorks } from '../components/HowItWorks';
import { ImpactSection } from '../components/ImpactSection';
import { Testimonials } from '../components/Testimonials';
import { WhyChooseUs } from '../components/WhyChooseUs';
import { CTA_LINKS, FAQ_COUNT, HERO_LINKS } from '../content';

function HomeView({ faqCount }: { faqCount: number }) {
  const { user, role } = useCurrentUser();
  const business = useBusinessInfo();
  const viewer = { signedIn: user !== null, role };

  return (
    <>
      <Hero links={visibleLinks(HERO_LINKS, viewer)} phone={business.phone} phoneHref={business.phoneHref} />
      <HowItWorks />
      <ImpactSection />
      <WhyChooseUs />
      <Testimonials />
      <FaqSection count={faqCount} />
      <CallToAction links={visibleLinks(CTA_LINKS, viewer)} phone={business.phone} phoneHref={business.phoneHref} />
      <ContactSection
        companyName={business.companyName}
        phone={business.phone}
        phoneHref={business.phoneHref}
        email={business.email}
        emailHref={business.emailHref}
      />
    </>
  );
}

/** `/`: the home page with the six-question FAQ. */
export function HomePage() {
  return <HomeView faqCount={FAQ_COUNT.current} />;
}

/** `/home-original`: the alternate home, identical but for the five-question FAQ. */
export function HomeOriginalPage() {
  return <HomeView faqCount={FAQ_COUNT.original} />;
}
