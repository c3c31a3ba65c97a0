import { FormattedMessage } from 'react-intl';
import { FAQ_ITEMS } from '../content';
import { FaqAccordion } from './FaqAccordion';
import { Section } from './Section';

export function FaqSection({ count }: { count: number }) {
  return (
    <Section id="faq" title={<FormattedMessage id="home.faq.title" />} subtitle={<FormattedMessage id="home.faq.subtitle" />}>
      <FaqAccordion items={FAQ_ITEMS.slice(0, count)} />
    </Section>
  );
}
