import { GraphQLJSON } from 'graphql-scalars';
import { Authorized, Ctx, Field, ObjectType, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../graphql/context';

@ObjectType('PublicSetting')
export class PublicSettingView {
  @Field(() => String) category!: string;
  @Field(() => String) key!: string;
  @Field(() => GraphQLJSON, { nullable: true }) value!: unknown;
}

@Resolver()
export class SettingsResolver {
  @Authorized('settings.readPublic')
  @Query(() => [PublicSettingView], { description: 'Public platform settings, as GET /api/settings/public/all.' })
  publicSettings(@Ctx() ctx: RequestContext): Promise<PublicSettingView[]> {
    return ctx.services.settings.publicSettings(ctx.em);
  }
}
