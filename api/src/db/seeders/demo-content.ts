import type { EntityManager } from '@mikro-orm/postgresql';
import { ref } from '@mikro-orm/core';
import { postSlug, type ContentLanguage } from '@vdp/shared/content/content.constants';
import { sanitizeHtml } from '../../core/html';
import { Category } from '../../modules/blog/category.entity';
import { Post } from '../../modules/blog/post.entity';
import { Tag } from '../../modules/blog/tag.entity';
import { Page } from '../../modules/pages/page.entity';

const NOTE = '<p><em>Demo content: written to show the blog; not advice.</em></p>';
const DAY = 24 * 60 * 60 * 1000;

const CATEGORIES = [
  {
    name: 'Donation Guides',
    slug: 'donation-guides',
    color: '#2563EB',
    description: 'How donating a vehicle works, step by step.',
  },
  {
    name: 'Charity Stories',
    slug: 'charity-stories',
    color: '#15803D',
    description: 'What donated vehicles become for the charities.',
  },
  { name: 'Vehicle Tips', slug: 'vehicle-tips', color: '#B45309', description: 'Getting a car ready to hand over.' },
] as const;

interface DemoPost {
  key: string;
  title: string;
  excerpt: string;
  body: string;
  category: (typeof CATEGORIES)[number]['slug'];
  language: ContentLanguage;
  status: 'published' | 'draft';
  daysAgo: number;
  tags: string[];
  /** The key of the post it translates. */
  translates?: string;
}

const POSTS: DemoPost[] = [
  {
    key: 'how',
    title: 'How Vehicle Donation Works, Step by Step',
    excerpt: 'From the online form to the tax receipt: what happens after you offer your car to charity.',
    body: '<h2>1. Tell us about the vehicle</h2><p>Fill in the donation form with the year, make, model and where the car is parked. It takes about five minutes.</p><h2>2. We arrange the pickup</h2><p>A towing partner calls you to agree on a time. Pickup is free, even when the car does not run.</p><h2>3. The vehicle is sold or recycled</h2><p>The proceeds go to the charity you chose, and you receive a tax receipt for the amount.</p>',
    category: 'donation-guides',
    language: 'en',
    status: 'published',
    daysAgo: 20,
    tags: ['car donation', 'tax receipt'],
  },
  {
    key: 'how-fr',
    title: 'Donner son véhicule, étape par étape',
    excerpt: 'Du formulaire en ligne au reçu fiscal : ce qui se passe après avoir offert votre voiture.',
    body: "<h2>1. Décrivez le véhicule</h2><p>Remplissez le formulaire de don avec l'année, la marque, le modèle et l'endroit où la voiture est stationnée.</p><h2>2. Nous organisons le remorquage</h2><p>Un partenaire vous appelle pour convenir d'un moment. Le remorquage est gratuit, même si la voiture ne roule pas.</p><h2>3. Le véhicule est vendu ou recyclé</h2><p>Le produit de la vente va à l'organisme choisi et vous recevez un reçu fiscal.</p>",
    category: 'donation-guides',
    language: 'fr',
    status: 'published',
    daysAgo: 19,
    tags: ['car donation', 'tax receipt'],
    translates: 'how',
  },
  {
    key: 'van',
    title: 'A Donated Van Now Delivers Meals Every Week',
    excerpt: 'How a 2011 minivan became the backbone of a community food programme.',
    body: '<p>When a family in Hamilton donated their old minivan, the local food bank was delivering meals with volunteers’ cars.</p><blockquote>“The van carries three times what we could fit before,” says the programme coordinator.</blockquote><p>The van now makes forty deliveries a week.</p>',
    category: 'charity-stories',
    language: 'en',
    status: 'published',
    daysAgo: 14,
    tags: ['community', 'helping hands'],
  },
  {
    key: 'van-fr',
    title: 'Une fourgonnette donnée livre maintenant des repas chaque semaine',
    excerpt: "Comment une fourgonnette de 2011 est devenue le pilier d'un programme alimentaire.",
    body: "<p>Quand une famille de Hamilton a donné sa vieille fourgonnette, la banque alimentaire livrait des repas avec les voitures des bénévoles.</p><blockquote>« La fourgonnette transporte trois fois plus qu'avant », dit la coordonnatrice.</blockquote><p>Elle fait maintenant quarante livraisons par semaine.</p>",
    category: 'charity-stories',
    language: 'fr',
    status: 'published',
    daysAgo: 13,
    tags: ['community', 'helping hands'],
    translates: 'van',
  },
  {
    key: 'prepare',
    title: 'Five Things to Do Before Your Car Is Picked Up',
    excerpt: 'Remove your plates, your personal items and your toll transponder before the tow truck arrives.',
    body: '<ol><li>Remove personal items from the glove box and trunk.</li><li>Take off the licence plates where your province requires it.</li><li>Cancel the insurance after the pickup.</li><li>Remove toll transponders and parking passes.</li><li>Leave the keys and the ownership papers ready.</li></ol>',
    category: 'vehicle-tips',
    language: 'en',
    status: 'published',
    daysAgo: 7,
    tags: ['vehicle', 'pickup'],
  },
  {
    key: 'hiver',
    title: 'Votre voiture ne démarre plus cet hiver ? Donnez-la',
    excerpt: 'Une voiture en panne a encore de la valeur pour un organisme de bienfaisance.',
    body: "<p>Batterie à plat, moteur fatigué : même une voiture qui ne roule plus peut être vendue pour ses pièces ou recyclée.</p><p>Le remorquage est gratuit et le produit de la vente soutient l'organisme de votre choix.</p>",
    category: 'vehicle-tips',
    language: 'fr',
    status: 'published',
    daysAgo: 3,
    tags: ['vehicle'],
  },
  {
    key: 'draft',
    title: 'Our Annual Donation Report (draft)',
    excerpt: 'How many vehicles were donated this year and where the money went.',
    body: '<p>To be completed with this year’s figures.</p>',
    category: 'charity-stories',
    language: 'en',
    status: 'draft',
    daysAgo: 1,
    tags: [],
  },
];

const PAGES = [
  {
    slug: 'about-us',
    title: 'About Us',
    excerpt: 'A vehicle donation programme that turns unused cars into support for charities.',
    content:
      '<h2>Who we are</h2><p>We collect donated vehicles across the country, sell or recycle them, and pass the proceeds to registered charities.</p><p>Donors get a free pickup and a tax receipt.</p>',
  },
  {
    slug: 'faq-page',
    title: 'Frequently Asked Questions',
    excerpt: 'Pickup, paperwork and tax receipts: the questions donors ask most.',
    content:
      '<h3>Does the car need to run?</h3><p>No. We accept vehicles in any condition.</p><h3>How much is my receipt for?</h3><p>The amount the vehicle sold for, or its fair market value where the rules allow.</p>',
  },
] as const;

/**
 * Demo mode only, when there are no posts yet: three categories, published posts in English and
 * French (some linked as translations), one draft, and the About Us and FAQ pages — each marked
 * as demo content in its text.
 */
export async function seedDemoContent(em: EntityManager): Promise<void> {
  if ((await em.count(Post)) > 0) return;
  const categories = new Map<string, Category>();
  for (const category of CATEGORIES) {
    categories.set(category.slug, (await em.findOne(Category, { slug: category.slug })) ?? em.create(Category, { ...category }));
  }
  const tags = new Map<string, Tag>();
  const tagNamed = async (name: string) => {
    const slug = postSlug(name);
    let tag = tags.get(slug) ?? (await em.findOne(Tag, { slug }));
    if (!tag) tag = em.create(Tag, { name, slug });
    tags.set(slug, tag);
    return tag;
  };
  const posts = new Map<string, Post>();
  for (const demo of POSTS) {
    const post = em.create(Post, {
      title: demo.title,
      slug: postSlug(demo.title),
      excerpt: demo.excerpt,
      content: sanitizeHtml(`${demo.body}${NOTE}`),
      category: ref(categories.get(demo.category)!),
      language: demo.language,
      status: demo.status,
      publishedAt: demo.status === 'published' ? new Date(Date.now() - demo.daysAgo * DAY) : null,
    });
    for (const name of demo.tags) post.tags.add(await tagNamed(name));
    posts.set(demo.key, post);
  }
  await em.flush();
  for (const demo of POSTS) {
    if (!demo.translates) continue;
    const post = posts.get(demo.key)!;
    const other = posts.get(demo.translates)!;
    post.translationOf = ref(other);
    other.translationOf = ref(post);
  }
  for (const page of PAGES) {
    if (await em.findOne(Page, { slug: page.slug })) continue;
    em.create(Page, {
      ...page,
      content: sanitizeHtml(`${page.content}${NOTE}`),
      status: 'published',
      publishedAt: new Date(),
      language: 'en',
    });
  }
  await em.flush();
}
