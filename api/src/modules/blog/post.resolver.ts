import { Arg, Args, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { adminPostListSchema, postListSchema, postSchema } from '@vdp/shared/validation/content.schema';
import { pageArgsSchema } from '@vdp/shared/validation/page.schema';
import type { Connection } from '../../core/keyset';
import type { RequestContext } from '../../core/request-context';
import { parseInput } from '../../core/validation';
import { PageArgsInput } from '../../graphql/connection';
import { PostInput } from './post.inputs';
import type { PostDetail, PostSummary, PostView } from './post.presenter';
import type { PostReads } from './post-reads';
import type { PostService } from './post.service';
import { PostConnectionView, PostDetailType, PostViewType } from './post.types';

@Resolver()
export class PostResolver {
  constructor(private readonly services: { posts: PostService; postReads: PostReads }) {}

  @Authorized('content.read')
  @Query(() => PostConnectionView, {
    description:
      'Published posts, the language first, then newest first; 6 a page unless `first` or `last` says. As GET /api/posts?status=published.',
  })
  blogPosts(
    @Ctx() ctx: RequestContext,
    @Args(() => PageArgsInput) page: PageArgsInput,
    @Arg('search', () => String, { nullable: true, description: 'Words found in the title or the excerpt.' })
    search: string | null,
    @Arg('categories', () => [String], { nullable: true, description: 'Category slugs: posts of any of them.' })
    categories: string[] | null,
    @Arg('language', () => String, { nullable: true, description: 'en or fr (en when absent): its posts come first.' })
    language: string | null,
  ): Promise<Connection<PostSummary>> {
    return this.services.postReads.list(
      ctx.em,
      parseInput(postListSchema, { search, categories, language }),
      parseInput(pageArgsSchema, page),
    );
  }

  @Authorized('content.read')
  @Query(() => PostDetailType, {
    nullable: true,
    description: 'A published post (a view counted); as GET /api/posts/slug/{slug}.',
  })
  blogPost(
    @Arg('slug', () => String, { description: 'The post’s slug, as in /blog/{slug}.' }) slug: string,
    @Ctx() ctx: RequestContext,
  ): Promise<PostDetail | null> {
    return this.services.postReads.bySlug(() => ctx.em, slug, true);
  }

  @Authorized('content.manage')
  @Query(() => PostConnectionView, {
    description:
      'Posts of any status, the last edited first, 20 a page unless `first` or `last` says; as GET /api/posts (admin).',
  })
  adminPosts(
    @Ctx() ctx: RequestContext,
    @Args(() => PageArgsInput) page: PageArgsInput,
    @Arg('search', () => String, { nullable: true, description: 'Words found in the title, the excerpt or the slug.' })
    search: string | null,
    @Arg('status', () => String, { nullable: true, description: 'draft, published or archived; every status when absent.' })
    status: string | null,
  ): Promise<Connection<PostSummary>> {
    return this.services.posts.list(
      ctx.em,
      parseInput(adminPostListSchema, { search, status }),
      parseInput(pageArgsSchema, page),
    );
  }

  @Authorized('content.manage')
  @Query(() => PostViewType, { nullable: true, description: 'Any post; as GET /api/posts/{id}.' })
  adminPost(
    @Arg('id', () => ID, { description: 'The post’s id.' }) id: string,
    @Ctx() ctx: RequestContext,
  ): Promise<PostView | null> {
    return this.services.postReads.admin(ctx.em, Number(id) || 0);
  }

  @Authorized('content.manage')
  @Mutation(() => PostViewType, { description: 'As POST /api/posts.' })
  createPost(
    @Arg('input', () => PostInput, { description: 'The editor’s fields, checked by postSchema.' }) input: PostInput,
    @Ctx() ctx: RequestContext,
  ): Promise<PostView> {
    return this.services.posts.create(ctx.em, parseInput(postSchema, input), ctx.user!);
  }

  @Authorized('content.manage')
  @Mutation(() => PostViewType, { description: 'As PATCH /api/posts/{id}.' })
  updatePost(
    @Arg('id', () => ID, { description: 'The post’s id.' }) id: string,
    @Arg('input', () => PostInput, { description: 'Every field of the editor (all are replaced), checked by postSchema.' })
    input: PostInput,
    @Ctx() ctx: RequestContext,
  ): Promise<PostView> {
    return this.services.posts.update(ctx.em, Number(id) || 0, parseInput(postSchema, input), ctx.user!);
  }

  @Authorized('content.manage')
  @Mutation(() => Boolean, { description: 'As DELETE /api/posts/{id}.' })
  deletePost(@Arg('id', () => ID, { description: 'The post’s id.' }) id: string, @Ctx() ctx: RequestContext): Promise<boolean> {
    return this.services.posts.delete(ctx.em, Number(id) || 0, ctx.user!);
  }
}
