import { Authorized, Ctx, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../core/request-context';
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
}
