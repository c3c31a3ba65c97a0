import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { postListSchema, postSchema } from '@vdp/shared/validation/content.schema';
import type { RequestContext } from '../../core/request-context';
import { parseInput } from '../../core/validation';
import { PostInput } from './post.inputs';
import type { PostDetail, PostPage, PostView } from './post.presenter';
import type { PostReads } from './post-reads';
import type { PostService } from './post.service';
import { PostDetailType, PostPageType, PostViewType } from './post.types';

@Resolver()
export class PostResolver {
  constructor(private readonly services: { posts: PostService; postReads: PostReads }) {}

  @Authorized('content.read')
  @Query(() => PostPageType, { description: 'Published posts, the language first; as GET /api/posts?status=published.' })
  blogPosts(
    @Arg('search', () => String, { nullable: true }) search: string | null,
    @Arg('categories', () => [String], { nullable: true }) categories: string[] | null,
    @Arg('language', () => String, { nullable: true }) language: string | null,
    @Arg('page', () => Int, { nullable: true }) page: number | null,
    @Ctx() ctx: RequestContext,
  ): Promise<PostPage> {
    return this.services.postReads.list(ctx.em, parseInput(postListSchema, { search, categories, language, page }));
  }

  @Authorized('content.read')
  @Query(() => PostDetailType, {
    nullable: true,
    description: 'A published post (a view counted); as GET /api/posts/slug/{slug}.',
  })
  blogPost(@Arg('slug', () => String) slug: string, @Ctx() ctx: RequestContext): Promise<PostDetail | null> {
    return this.services.postReads.bySlug(ctx.em, slug, true);
  }

  @Authorized('content.manage')
  @Query(() => PostPageType, { description: 'Posts of any status, 20 a page; as GET /api/posts (admin).' })
  adminPosts(
    @Arg('search', () => String, { nullable: true }) search: string | null,
    @Arg('status', () => String, { nullable: true }) status: string | null,
    @Arg('page', () => Int, { nullable: true }) page: number | null,
    @Ctx() ctx: RequestContext,
  ): Promise<PostPage> {
    return this.services.posts.list(ctx.em, { search, status, page });
  }

  @Authorized('content.manage')
  @Query(() => PostViewType, { nullable: true, description: 'Any post; as GET /api/posts/{id}.' })
  adminPost(@Arg('id', () => ID) id: string, @Ctx() ctx: RequestContext): Promise<PostView | null> {
    return this.services.postReads.admin(ctx.em, Number(id) || 0);
  }

  @Authorized('content.manage')
  @Mutation(() => PostViewType, { description: 'As POST /api/posts.' })
  createPost(@Arg('input', () => PostInput) input: PostInput, @Ctx() ctx: RequestContext): Promise<PostView> {
    return this.services.posts.create(ctx.em, parseInput(postSchema, input), ctx.user!);
  }

  @Authorized('content.manage')
  @Mutation(() => PostViewType, { description: 'As PATCH /api/posts/{id}.' })
  updatePost(
    @Arg('id', () => ID) id: string,
    @Arg('input', () => PostInput) input: PostInput,
    @Ctx() ctx: RequestContext,
  ): Promise<PostView> {
    return this.services.posts.update(ctx.em, Number(id) || 0, parseInput(postSchema, input), ctx.user!);
  }

  @Authorized('content.manage')
  @Mutation(() => Boolean, { description: 'As DELETE /api/posts/{id}.' })
  deletePost(@Arg('id', () => ID) id: string, @Ctx() ctx: RequestContext): Promise<boolean> {
    return this.services.posts.delete(ctx.em, Number(id) || 0, ctx.user!);
  }
}
