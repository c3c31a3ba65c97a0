import { Authorized, Ctx, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../graphql/context';
import { ColorTheme } from './color-theme.entity';

@Resolver()
export class ThemeResolver {
  @Authorized('themes.readActive')
  @Query(() => ColorTheme, { nullable: true, description: 'The active colour theme, as GET /api/color-themes/active.' })
  activeTheme(@Ctx() ctx: RequestContext): Promise<ColorTheme | null> {
    return ctx.services.themes.active(ctx.em);
  }
}
