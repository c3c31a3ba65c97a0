import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { categorySchema, tagSchema } from '@vdp/shared/validation/content.schema';
import type { RequestContext } from '../../core/request-context';
import { parseInput } from '../../core/validation';
import { CategoryInput, TagInput } from './category.inputs';
import type { CategoryView } from './category.presenter';
import type { CategoryService } from './category.service';
import { CategoryType, TagType } from './category.types';
import { managesContent } from './content-access';
import type { TagView } from './tag.presenter';

@Resolver()
export class CategoryResolver {
  constructor(private readonly services: { categories: CategoryService }) {}

  @Authorized('content.read')
  @Query(() => [CategoryType], { description: 'Categories by name; as GET /api/categories.' })
  categories(@Ctx() ctx: RequestContext): Promise<CategoryView[]> {
    return this.services.categories.list(ctx.em, managesContent(ctx));
  }

  @Authorized('content.manage')
  @Mutation(() => CategoryType, { description: 'As POST /api/categories.' })
  createCategory(
    @Arg('input', () => CategoryInput, { description: 'The category, checked by categorySchema.' }) input: CategoryInput,
    @Ctx() ctx: RequestContext,
  ): Promise<CategoryView> {
    return this.services.categories.create(ctx.em, parseInput(categorySchema, input), ctx.user!);
  }

  @Authorized('content.manage')
  @Mutation(() => CategoryType, { description: 'As PATCH /api/categories/{id}.' })
  updateCategory(
    @Arg('id', () => ID, { description: 'The category’s id.' }) id: string,
    @Arg('input', () => CategoryInput, { description: 'Every field (all are replaced), checked by categorySchema.' })
    input: CategoryInput,
    @Ctx() ctx: RequestContext,
  ): Promise<CategoryView> {
    return this.services.categories.update(ctx.em, Number(id) || 0, parseInput(categorySchema, input), ctx.user!);
  }

  @Authorized('content.manage')
  @Mutation(() => Boolean, { description: 'Refused (409) while posts use it; as DELETE /api/categories/{id}.' })
  deleteCategory(
    @Arg('id', () => ID, { description: 'The category’s id.' }) id: string,
    @Ctx() ctx: RequestContext,
  ): Promise<boolean> {
    return this.services.categories.delete(ctx.em, Number(id) || 0, ctx.user!);
  }

  @Authorized('content.manage')
  @Query(() => [TagType], { description: 'Tags by name; as GET /api/tags.' })
  tags(@Ctx() ctx: RequestContext): Promise<TagView[]> {
    return this.services.categories.tags(ctx.em);
  }

  @Authorized('content.manage')
  @Mutation(() => TagType, { description: '409 when the name or slug exists; as POST /api/tags.' })
  createTag(
    @Arg('input', () => TagInput, { description: 'The tag, checked by tagSchema.' }) input: TagInput,
    @Ctx() ctx: RequestContext,
  ): Promise<TagView> {
    return this.services.categories.createTag(ctx.em, parseInput(tagSchema, input));
  }
}
