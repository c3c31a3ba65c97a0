import { Field, ObjectType } from 'type-graphql';

/**
 * What a post and a CMS page answer alike: their image, publication and search-engine fields. PostView
 * and PageView inherit its fields; answered by no operation, it is not in the schema.
 */
@ObjectType()
export abstract class PublishedContentType {
  @Field(() => String, {
    nullable: true,
    description: 'The image’s URL: a stock image’s, or an upload’s under /uploads/; null when none.',
  })
  featuredImage!: string | null;
  @Field(() => Date, { nullable: true, description: 'When it last became published; null while never published.' })
  publishedAt!: Date | null;
  @Field(() => String, {
    nullable: true,
    description: 'The page title for search engines (up to 60 characters); null: the title.',
  })
  seoTitle!: string | null;
  @Field(() => String, { nullable: true, description: 'The meta description (up to 160 characters); null when none.' })
  seoDescription!: string | null;
}
