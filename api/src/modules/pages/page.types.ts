import { Field, ID, ObjectType } from 'type-graphql';
import { PublishedContentType } from '../blog/content.types';
import { connectionTypes } from '../../graphql/connection';
import { PostTranslationType } from '../blog/post.types';
import type { PageView } from './page.presenter';

@ObjectType('PageView', { description: 'A CMS page (public: published only; admin: any).' })
export class PageViewType extends PublishedContentType implements PageView {
  @Field(() => ID, { description: 'The page’s id.' }) id!: number;
  @Field(() => String, { description: 'The heading (up to 255 characters).' }) title!: string;
  @Field(() => String, { description: 'The address of the page, /pages/{slug}: unique, lower-case letters, digits and dashes.' })
  slug!: string;
  @Field(() => String, { nullable: true, description: 'A plain-text summary (up to 500 characters); null when none.' })
  excerpt!: string | null;
  @Field(() => String, { description: 'Sanitised HTML.' }) content!: string;
  @Field(() => String, {
    description: 'One of PAGE_STATUSES (@vdp/shared/content/content.constants): draft, published or archived.',
  })
  status!: string;
  @Field(() => Boolean, { description: 'Marked as the homepage; at most one page is.' }) isHomepage!: boolean;
  @Field(() => String, {
    description: 'One of PAGE_TEMPLATES (@vdp/shared/content/content.constants): default, full-width or landing (its width).',
  })
  template!: string;
  @Field(() => String, { description: 'en or fr (CONTENT_LANGUAGES).' }) language!: string;
  @Field(() => PostTranslationType, { nullable: true, description: 'The same page in the other language; null when none.' })
  translation!: PostTranslationType | null;
  @Field(() => Date, { description: 'When the page was created.' }) createdAt!: Date;
  @Field(() => Date, { description: 'When the page was last saved.' }) updatedAt!: Date;
}

export const CmsPageConnectionView = connectionTypes('CmsPage', PageViewType, {
  description: 'A page of the admin’s CMS pages, the last edited first (GraphQL Cursor Connections).',
  totalCount: 'Pages matching the search.',
});
