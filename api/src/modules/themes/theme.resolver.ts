import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { colorThemePatchSchema, colorThemeSchema } from '@vdp/shared/validation/theme.schema';
import type { RequestContext } from '../../core/request-context';
import { parseInput } from '../../core/validation';
import { ColorThemeInput, ColorThemePatchInput } from './theme.inputs';
import type { Theme } from './theme.presenter';
import type { ThemeService } from './theme.service';
import { ColorThemeView } from './theme.types';

@Resolver()
export class ThemeResolver {
  constructor(private readonly services: { themes: ThemeService }) {}

  @Authorized('themes.readActive')
  @Query(() => ColorThemeView, { nullable: true, description: 'The active colour theme, as GET /api/color-themes/active.' })
  activeTheme(@Ctx() ctx: RequestContext): Promise<Theme | null> {
    return this.services.themes.active(ctx.em);
  }

  @Authorized('themes.manage')
  @Query(() => [ColorThemeView], { description: 'Every colour theme, the active one first; as GET /api/color-themes.' })
  colorThemes(@Ctx() ctx: RequestContext): Promise<Theme[]> {
    return this.services.themes.list(ctx.em);
  }

  @Authorized('themes.manage')
  @Mutation(() => ColorThemeView, { description: 'A new, inactive theme; as POST /api/color-themes.' })
  createColorTheme(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => ColorThemeInput, { description: 'Its name and every token; its id is a slug of the name.' })
    input: ColorThemeInput,
  ): Promise<Theme> {
    return this.services.themes.create(ctx.em, parseInput(colorThemeSchema, input), ctx.user!);
  }

  @Authorized('themes.manage')
  @Mutation(() => ColorThemeView, { description: 'Changes the fields given; as PATCH /api/color-themes/{id}.' })
  updateColorTheme(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => ID, { description: 'The theme’s id (a slug of its name).' }) id: string,
    @Arg('input', () => ColorThemePatchInput, { description: 'The fields to change; those left out keep their value.' })
    input: ColorThemePatchInput,
  ): Promise<Theme> {
    return this.services.themes.update(ctx.em, id, parseInput(colorThemePatchSchema, input), ctx.user!);
  }

  @Authorized('themes.manage')
  @Mutation(() => ColorThemeView, {
    description: 'Makes the theme the only active one (refused below WCAG AA); as POST /api/color-themes/{id}/activate.',
  })
  activateColorTheme(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => ID, { description: 'The theme’s id (a slug of its name).' }) id: string,
  ): Promise<Theme> {
    return this.services.themes.activate(ctx.em, id, ctx.user!);
  }
}
