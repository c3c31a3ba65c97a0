import type { ComponentType } from 'react';
import {
  ClockIcon,
  FileTextIcon,
  HeartIcon,
  ReceiptIcon,
  ShieldCheckIcon,
  StarIcon,
  TruckIcon,
  UsersIcon,
  CarIcon,
} from '../../components/icons/icons';
import type { IconProps } from '../../components/icons/Icon';
import type { MessageId } from '../../i18n/messages';
import type { LinkItem } from '../../routing/links';

type Icon = ComponentType<IconProps>;

export interface IconText {
  key: string;
  icon: Icon;
  titleId: MessageId;
  bodyId: MessageId;
}

export const TRUST_BADGES: readonly { key: string; icon: Icon; labelId: MessageId }[] = [
  { key: 'donors', icon: UsersIcon, labelId: 'home.trust.donors' },
  { key: 'rating', icon: StarIcon, labelId: 'home.trust.rating' },
  { key: 'pickup', icon: TruckIcon, labelId: 'home.trust.pickup' },
  { key: 'receipt', icon: ReceiptIcon, labelId: 'home.trust.receipt' },
];

export const BENEFITS: readonly IconText[] = [
  { key: 'pickup', icon: TruckIcon, titleId: 'home.benefits.pickup.title', bodyId: 'home.benefits.pickup.body' },
  { key: 'tax', icon: ReceiptIcon, titleId: 'home.benefits.tax.title', bodyId: 'home.benefits.tax.body' },
  { key: 'charity', icon: HeartIcon, titleId: 'home.benefits.charity.title', bodyId: 'home.benefits.charity.body' },
];

export const STEPS: readonly IconText[] = [
  { key: 'step1', icon: CarIcon, titleId: 'home.how.step1.title', bodyId: 'home.how.step1.body' },
  { key: 'step2', icon: TruckIcon, titleId: 'home.how.step2.title', bodyId: 'home.how.step2.body' },
  { key: 'step3', icon: ReceiptIcon, titleId: 'home.how.step3.title', bodyId: 'home.how.step3.body' },
];

export const IMPACT_STATS: readonly { key: string; valueId: MessageId; labelId: MessageId }[] = [
  { key: 'donors', valueId: 'home.impact.stat.donors.value', labelId: 'home.impact.stat.donors.label' },
  { key: 'rating', valueId: 'home.impact.stat.rating.value', labelId: 'home.impact.stat.rating.label' },
  { key: 'contact', valueId: 'home.impact.stat.contact.value', labelId: 'home.impact.stat.contact.label' },
  { key: 'chat', valueId: 'home.impact.stat.chat.value', labelId: 'home.impact.stat.chat.label' },
];

export const WHY_ITEMS: readonly IconText[] = [
  { key: 'vehicles', icon: CarIcon, titleId: 'home.why.vehicles.title', bodyId: 'home.why.vehicles.body' },
  { key: 'paperwork', icon: FileTextIcon, titleId: 'home.why.paperwork.title', bodyId: 'home.why.paperwork.body' },
  { key: 'service', icon: ClockIcon, titleId: 'home.why.service.title', bodyId: 'home.why.service.body' },
  { key: 'trusted', icon: ShieldCheckIcon, titleId: 'home.why.trusted.title', bodyId: 'home.why.trusted.body' },
];

export interface Testimonial {
  key: string;
  rating: 1 | 2 | 3 | 4 | 5;
  quoteId: MessageId;
  authorId: MessageId;
  locationId: MessageId;
  vehicleId: MessageId;
}

/** Static copy, not stored entities (spec 000 §2.2). */
export const TESTIMONIALS: readonly Testimonial[] = [
  {
    key: 't1',
    rating: 5,
    quoteId: 'home.testimonials.t1.quote',
    authorId: 'home.testimonials.t1.author',
    locationId: 'home.testimonials.t1.location',
    vehicleId: 'home.testimonials.t1.vehicle',
  },
  {
    key: 't2',
    rating: 5,
    quoteId: 'home.testimonials.t2.quote',
    authorId: 'home.testimonials.t2.author',
    locationId: 'home.testimonials.t2.location',
    vehicleId: 'home.testimonials.t2.vehicle',
  },
  {
    key: 't3',
    rating: 4,
    quoteId: 'home.testimonials.t3.quote',
    authorId: 'home.testimonials.t3.author',
    locationId: 'home.testimonials.t3.location',
    vehicleId: 'home.testimonials.t3.vehicle',
  },
];

export interface FaqEntry {
  key: string;
  questionId: MessageId;
  answerId: MessageId;
}

export const FAQ_ITEMS: readonly FaqEntry[] = [
  { key: 'q1', questionId: 'home.faq.q1', answerId: 'home.faq.a1' },
  { key: 'q2', questionId: 'home.faq.q2', answerId: 'home.faq.a2' },
  { key: 'q3', questionId: 'home.faq.q3', answerId: 'home.faq.a3' },
  { key: 'q4', questionId: 'home.faq.q4', answerId: 'home.faq.a4' },
  { key: 'q5', questionId: 'home.faq.q5', answerId: 'home.faq.a5' },
  { key: 'q6', questionId: 'home.faq.q6', answerId: 'home.faq.a6' },
];

/** `/` shows six questions, `/home-original` five (spec 000 §2.2). */
export const FAQ_COUNT = { current: 6, original: 5 } as const;

/** Hero and call-to-action targets; pages that do not exist yet are filtered out. */
export const HERO_LINKS: readonly LinkItem[] = [
  { key: 'donate', href: '/unified-donation', labelId: 'home.hero.cta.donate' },
  { key: 'value', href: '/vehicle-valuation', labelId: 'home.hero.cta.value' },
  { key: 'how', href: '#how-it-works', labelId: 'home.hero.cta.howItWorks' },
];

export const CTA_LINKS: readonly LinkItem[] = [
  { key: 'donate', href: '/unified-donation', labelId: 'home.hero.cta.donate' },
  { key: 'value', href: '/vehicle-valuation', labelId: 'home.hero.cta.value' },
  { key: 'faq', href: '#faq', labelId: 'home.cta.faq' },
];
