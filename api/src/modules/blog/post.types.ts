import { Field, ID, Int, ObjectType } from 'type-graphql';
import { PublishedContentType } from './content.types';
import { connectionTypes } from '../../graphql/connection';
import { CategoryType, TagType } from './category.types';
import type { PostDetail, PostSummary, PostTranslation, PostView } from './post.presenter';

@ObjectType('PostSummary', { description: 'A post card on /blog and in related posts.' })
export class PostSummaryType implements PostSummary {
  @Field(() => ID, { description: 'The post’s id.' }) id!: number;
  @Field(() => String, { description: 'The headline (up to 255 characters).' }) title!: string;
  @Field(() => String, { description: 'The address of the post, /blog/{slug}: unique, lower-case letters, digits and dashes.' })
  slug!: string;
  @Field(() => String, {
    nullable: true,
    description: 'A plain-text summary for the card (up to 500 characters); null when none.',
  })
  excerpt!: string | null;
  @Field(() => String, {
    nullable: true,
    description: 'The image’s URL: a stock image’s, or an upload’s under /uploads/; null when none.',
  })
  featuredImage!: string | null;
  @Field(() => CategoryType, { nullable: true, description: 'Its category; null when uncategorised.' })
  category!: CategoryType | null;
  @Field(() => String, { description: 'en | fr' }) language!: string;
  @Field(() => String, { description: 'draft | published | archived' }) status!: string;
  @Field(() => Date, { nullable: true, description: 'When it last became published; null while never published.' })
  publishedAt!: Date | null;
  @Field(() => Int, { description: 'Times blogPost (or GET /api/posts/slug/{slug}) has shown it.' }) viewCount!: number;
  @Field(() => Int, { description: 'Reading time in whole minutes: words ÷ 200, rounded up, at least 1.' })
  readMinutes!: number;
}

@ObjectType('PostTranslation', { description: 'The same post or page in the other language.' })
export class PostTranslationType implements PostTranslation {
  @Field(() => ID, { description: 'The translation’s id (a post’s for a post, a page’s for a page).' }) id!: number;
  @Field(() => String, { description: 'The translation’s slug.' }) slug!: string;
  @Field(() => String, { description: 'The translation’s language: en or fr, the other one.' }) language!: string;
  @Field(() => String, { description: 'The translation’s title.' }) title!: string;
}

@ObjectType('PostView', { description: 'A whole post (public: published only; admin: any).' })
export class PostViewType extends PublishedContentType implements PostView {
  @Field(() => ID, { description: 'The post’s id.' }) id!: number;
  @Field(() => String, { description: 'The headline (up to 255 characters).' }) title!: string;
  @Field(() => String, { description: 'The address of the post, /blog/{slug}: unique, lower-case letters, digits and dashes.' })
  slug!: string;
  @Field(() => String, { nullable: true, description: 'A plain-text summary (up to 500 characters); null when none.' })
  excerpt!: string | null;
  @Field(() => String, { description: 'Sanitised HTML.' }) content!: string;
  @Field(() => CategoryType, { nullable: true, description: 'Its category; null when uncategorised.' })
  category!: CategoryType | null;
  @Field(() => [TagType], { description: 'Its tags, by name.' }) tags!: TagType[];
  @Field(() => String, {
    description: 'One of POST_STATUSES (@vdp/shared/content/content.constants): draft, published or archived.',
  })
  status!: string;
  @Field(() => Int, { description: 'Times blogPost (or GET /api/posts/slug/{slug}) has shown it.' }) viewCount!: number;
  @Field(() => Int, { description: 'Reading time in whole minutes: words ÷ 200, rounded up, at least 1.' })
  readMinutes!: number;
  @Field(() => String, { description: 'en or fr (CONTENT_LANGUAGES).' }) language!: string;
  @Field(() => PostTranslationType, { nullable: true, description: 'The same post in the other language; null when none.' })
  translation!: PostTranslationType | null;
  @Field(() => String, { nullable: true, description: "The author's display name." }) author!: string | null;
  @Field(() => Date, { description: 'When the post was created.' }) createdAt!: Date;
  @Field(() => Date, { description: 'When the post was last saved.' }) updatedAt!: Date;
}

export const PostConnectionView = connectionTypes('Post', PostSummaryType, {
  description: 'A page of post cards (GraphQL Cursor Connections): the blog, or the admin list.',
  totalCount: 'Posts matching the filters (the admin list); null on the public blog, which is not counted.',
});

@ObjectType('PostDetail', { description: 'A post and up to 3 related published posts of its category.' })
export class PostDetailType implements PostDetail {
  @Field(() => PostViewType, { description: 'The whole post.' }) post!: PostViewType;
  @Field(() => [PostSummaryType], {
    description: 'Up to 3 other published posts of its category, its language first, then newest first.',
  })
  related!: PostSummaryType[];
}
