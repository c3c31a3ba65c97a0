import { Field, ID, Int, ObjectType } from 'type-graphql';
import { connectionTypes } from '../../graphql/connection';
import { CategoryType, TagType } from './category.types';
import type { PostDetail, PostSummary, PostTranslation, PostView } from './post.presenter';

@ObjectType('PostSummary', { description: 'A post card on /blog and in related posts.' })
export class PostSummaryType implements PostSummary {
  @Field(() => ID) id!: number;
  @Field(() => String) title!: string;
  @Field(() => String) slug!: string;
  @Field(() => String, { nullable: true }) excerpt!: string | null;
  @Field(() => String, { nullable: true }) featuredImage!: string | null;
  @Field(() => CategoryType, { nullable: true }) category!: CategoryType | null;
  @Field(() => String, { description: 'en | fr' }) language!: string;
  @Field(() => String, { description: 'draft | published | archived' }) status!: string;
  @Field(() => Date, { nullable: true }) publishedAt!: Date | null;
  @Field(() => Int) viewCount!: number;
  @Field(() => Int) readMinutes!: number;
}

@ObjectType('PostTranslation', { description: 'The same post or page in the other language.' })
export class PostTranslationType implements PostTranslation {
  @Field(() => ID) id!: number;
  @Field(() => String) slug!: string;
  @Field(() => String) language!: string;
  @Field(() => String) title!: string;
}

@ObjectType('PostView', { description: 'A whole post (public: published only; admin: any).' })
export class PostViewType implements PostView {
  @Field(() => ID) id!: number;
  @Field(() => String) title!: string;
  @Field(() => String) slug!: string;
  @Field(() => String, { nullable: true }) excerpt!: string | null;
  @Field(() => String, { description: 'Sanitised HTML.' }) content!: string;
  @Field(() => String, { nullable: true }) featuredImage!: string | null;
  @Field(() => CategoryType, { nullable: true }) category!: CategoryType | null;
  @Field(() => [TagType]) tags!: TagType[];
  @Field(() => String) status!: string;
  @Field(() => Date, { nullable: true }) publishedAt!: Date | null;
  @Field(() => String, { nullable: true }) seoTitle!: string | null;
  @Field(() => String, { nullable: true }) seoDescription!: string | null;
  @Field(() => Int) viewCount!: number;
  @Field(() => Int) readMinutes!: number;
  @Field(() => String) language!: string;
  @Field(() => PostTranslationType, { nullable: true }) translation!: PostTranslationType | null;
  @Field(() => String, { nullable: true, description: "The author's display name." }) author!: string | null;
  @Field(() => Date) createdAt!: Date;
  @Field(() => Date) updatedAt!: Date;
}

export const PostConnectionView = connectionTypes('Post', PostSummaryType, {
  description: 'A page of post cards (GraphQL Cursor Connections): the blog, or the admin list.',
  totalCount: 'Posts matching the filters (the admin list); null on the public blog, which is not counted.',
});

@ObjectType('PostDetail', { description: 'A post and up to 3 related published posts of its category.' })
export class PostDetailType implements PostDetail {
  @Field(() => PostViewType) post!: PostViewType;
  @Field(() => [PostSummaryType]) related!: PostSummaryType[];
}
