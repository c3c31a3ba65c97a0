import { Authorized, Ctx, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../core/request-context';
import type { PublicSetting } from './setting.presenter';
import type { SettingsService } from './settings.service';
import { PublicSettingView } from './settings.types';

@Resolver()
export class SettingsResolver {
  constructor(private readonly services: { settings: SettingsService }) {}

  @Authorized('settings.readPublic')
  @Query(() => [PublicSettingView], { description: 'Public platform settings, as GET /api/settings/public/all.' })
  publicSettings(@Ctx() ctx: RequestContext): Promise<PublicSetting[]> {
    return this.services.settings.publicSettings(ctx.em);
  }
}
