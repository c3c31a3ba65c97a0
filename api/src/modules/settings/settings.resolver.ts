import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { settingSaveSchema } from '@vdp/shared/settings/settings-catalogue';
import type { RequestContext } from '../../core/request-context';
import { parseInput } from '../../core/validation';
import type { AdminSetting, PublicSetting } from './setting.presenter';
import { SaveSettingInput } from './settings.inputs';
import type { SettingsService } from './settings.service';
import { AdminSettingView, PublicSettingView } from './settings.types';

@Resolver()
export class SettingsResolver {
  constructor(private readonly services: { settings: SettingsService }) {}

  @Authorized('settings.readPublic')
  @Query(() => [PublicSettingView], { description: 'Public platform settings, as GET /api/settings/public/all.' })
  publicSettings(): Promise<PublicSetting[]> {
    return this.services.settings.publicSettings();
  }

  @Authorized('settings.manage')
  @Query(() => [AdminSettingView], { description: 'Every offered setting, secrets masked; as GET /api/settings.' })
  settings(@Ctx() ctx: RequestContext): Promise<AdminSetting[]> {
    return this.services.settings.list(ctx.em);
  }

  @Authorized('settings.manage')
  @Mutation(() => AdminSettingView, { description: 'Saves one setting (value null clears it); as POST /api/settings.' })
  saveSetting(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => SaveSettingInput, {
      description: 'A setting of the catalogue (@vdp/shared/settings/settings-catalogue) and its new value.',
    })
    input: SaveSettingInput,
  ): Promise<AdminSetting> {
    return this.services.settings.save(ctx.em, ctx.user, parseInput(settingSaveSchema, input));
  }
}
