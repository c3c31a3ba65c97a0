import { GraphQLJSON } from 'graphql-scalars';
import { Authorized, Ctx, Field, ObjectType, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../core/request-context';
import type { SettingsService } from './settings.service';

@ObjectType('PublicSetting')
export class PublicSettingView {
  @Field(() => String) category!: string;
  @Field(() => String) key!: string;
  @Field(() => GraphQLJSON, { nullable: true }) value!: unknown;
}

@Resolver()
export class SettingsResolver {
  constructor(private readonly services: { settings: SettingsService }) {}

  @Authorized('settings.readPublic')
  @Query(() => [PublicSettingView], { description: 'Public platform settings, as GET /api/settings/public/all.' })
  publicSettings(@Ctx() ctx: RequestContext): Promise<PublicSettingView[]> {
    return this.services.settings.publicSettings(ctx.em);
  }
}
