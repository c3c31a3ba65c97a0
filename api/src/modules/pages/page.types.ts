import { Field, ID, ObjectType } from 'type-graphql';
import { connectionTypes } from '../../graphql/connection';
import { PostTranslationType } from '../blog/post.types';
import type { PageView } from './page.presenter';

@ObjectType('PageView', { description: 'A CMS page (public: published only; admin: any).' })
export class PageViewType implements PageView {
  @Field(() => ID) id!: number;
  @Field(() => String) title!: string;
  @Field(() => String) slug!: string;
  @Field(() => String, { nullable: true }) excerpt!: string | null;
  @Field(() => String, { description: 'Sanitised HTML.' }) content!: string;
  @Field(() => String, { nullable: true }) featuredImage!: string | null;
  @Field(() => String) status!: string;
  @Field(() => Date, { nullable: true }) publishedAt!: Date | null;
  @Field(() => String, { nullable: true }) seoTitle!: string | null;
  @Field(() => String, { nullable: true }) seoDescription!: string | null;
  @Field(() => Boolean) isHomepage!: boolean;
  @Field(() => String) template!: string;
  @Field(() => String) language!: string;
  @Field(() => PostTranslationType, { nullable: true }) translation!: PostTranslationType | null;
  @Field(() => Date) createdAt!: Date;
  @Field(() => Date) updatedAt!: Date;
}

export const CmsPageConnectionView = connectionTypes('CmsPage', PageViewType, {
  description: 'A page of the admin’s CMS pages, the last edited first (GraphQL Cursor Connections).',
  totalCount: 'Pages matching the search.',
});
