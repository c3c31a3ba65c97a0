import { Field, ID, InputType } from 'type-graphql';

/**
 * What the post and page forms share (title to translation); their rules are @vdp/shared's
 * schemas. PostInput and PageInput inherit its fields; used by no operation, it is not in the schema.
 */
@InputType()
export abstract class ContentTextInput {
  @Field(() => String, { description: 'The title (up to 255 characters).' }) title!: string;
  @Field(() => String, {
    nullable: true,
    description:
      'Lower-case letters, digits and dashes, up to 50 characters; must be free (409). Empty: made from the title, -2, -3… if taken.',
  })
  slug?: string | null;
  @Field(() => String, { nullable: true, description: 'A plain-text summary (up to 500 characters).' })
  excerpt?: string | null;
  @Field(() => String, { description: 'HTML (up to 200,000 characters), sanitised when saved.' }) content!: string;
  @Field(() => String, {
    nullable: true,
    description: 'An image URL, e.g. from the image search or an upload (up to 2000 characters).',
  })
  featuredImage?: string | null;
  @Field(() => String, { nullable: true, description: 'The page title for search engines (up to 60 characters).' })
  seoTitle?: string | null;
  @Field(() => String, { nullable: true, description: 'The meta description (up to 160 characters).' })
  seoDescription?: string | null;
  @Field(() => String, {
    nullable: true,
    description:
      'draft, published or archived (POST_STATUSES, PAGE_STATUSES); default draft. Becoming published sets publishedAt.',
  })
  status?: string | null;
  @Field(() => String, { nullable: true, description: 'en or fr (CONTENT_LANGUAGES); default en.' }) language?: string | null;
  @Field(() => ID, {
    nullable: true,
    description:
      'The same text in the other language (a post’s id for a post, a page’s for a page), linked both ways; null unlinks.',
  })
  translationOf?: string | null;
}
