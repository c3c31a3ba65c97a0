import { Authorized, Ctx, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../core/request-context';
import { ColorTheme } from './color-theme.entity';
import type { ThemeService } from './theme.service';

@Resolver()
export class ThemeResolver {
  constructor(private readonly services: { themes: ThemeService }) {}

  @Authorized('themes.readActive')
  @Query(() => ColorTheme, { nullable: true, description: 'The active colour theme, as GET /api/color-themes/active.' })
  activeTheme(@Ctx() ctx: RequestContext): Promise<ColorTheme | null> {
    return this.services.themes.active(ctx.em);
  }
}
