import { Arg, Args, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { pageListSchema, pageSchema } from '@vdp/shared/validation/content.schema';
import { pageArgsSchema } from '@vdp/shared/validation/page.schema';
import type { Connection } from '../../core/keyset';
import type { RequestContext } from '../../core/request-context';
import { parseInput } from '../../core/validation';
import { PageArgsInput } from '../../graphql/connection';
import { PageInput } from './page.inputs';
import type { PageView } from './page.presenter';
import type { PageService } from './page.service';
import { CmsPageConnectionView, PageViewType } from './page.types';

@Resolver()
export class PageResolver {
  constructor(private readonly services: { pages: PageService }) {}

  @Authorized('content.read')
  @Query(() => PageViewType, { nullable: true, description: 'A published page; as GET /api/pages/slug/{slug}.' })
  publishedPage(
    @Arg('slug', () => String, { description: 'The page’s slug, as in /pages/{slug}.' }) slug: string,
    @Ctx() ctx: RequestContext,
  ): Promise<PageView | null> {
    return this.services.pages.published(ctx.em, slug);
  }

  @Authorized('content.manage')
  @Query(() => CmsPageConnectionView, {
    description: 'Every page, the last edited first, 20 a page unless `first` or `last` says; as GET /api/pages.',
  })
  adminPages(
    @Ctx() ctx: RequestContext,
    @Args(() => PageArgsInput) page: PageArgsInput,
    @Arg('search', () => String, { nullable: true, description: 'Words found in the title or the slug.' }) search: string | null,
  ): Promise<Connection<PageView>> {
    return this.services.pages.list(ctx.em, parseInput(pageListSchema, { search }).search, parseInput(pageArgsSchema, page));
  }

  @Authorized('content.manage')
  @Query(() => PageViewType, { nullable: true, description: 'Any page; as GET /api/pages/{id}.' })
  adminPage(
    @Arg('id', () => ID, { description: 'The page’s id.' }) id: string,
    @Ctx() ctx: RequestContext,
  ): Promise<PageView | null> {
    return this.services.pages.get(ctx.em, Number(id) || 0);
  }

  @Authorized('content.manage')
  @Mutation(() => PageViewType, { description: 'As POST /api/pages.' })
  createPage(
    @Arg('input', () => PageInput, { description: 'The editor’s fields, checked by pageSchema.' }) input: PageInput,
    @Ctx() ctx: RequestContext,
  ): Promise<PageView> {
    return this.services.pages.create(ctx.em, parseInput(pageSchema, input), ctx.user!);
  }

  @Authorized('content.manage')
  @Mutation(() => PageViewType, { description: 'As PATCH /api/pages/{id}.' })
  updatePage(
    @Arg('id', () => ID, { description: 'The page’s id.' }) id: string,
    @Arg('input', () => PageInput, { description: 'Every field of the editor (all are replaced), checked by pageSchema.' })
    input: PageInput,
    @Ctx() ctx: RequestContext,
  ): Promise<PageView> {
    return this.services.pages.update(ctx.em, Number(id) || 0, parseInput(pageSchema, input), ctx.user!);
  }

  @Authorized('content.manage')
  @Mutation(() => Boolean, { description: 'As DELETE /api/pages/{id}.' })
  deletePage(@Arg('id', () => ID, { description: 'The page’s id.' }) id: string, @Ctx() ctx: RequestContext): Promise<boolean> {
    return this.services.pages.delete(ctx.em, Number(id) || 0, ctx.user!);
  }
}
