import { GraphQLJSON } from 'graphql-scalars';
import { Field, ObjectType } from 'type-graphql';
import type { AdminSetting, PublicSetting } from './setting.presenter';

@ObjectType('PublicSetting')
export class PublicSettingView implements PublicSetting {
  @Field(() => String) category!: string;
  @Field(() => String) key!: string;
  @Field(() => GraphQLJSON, { nullable: true }) value!: unknown;
}

@ObjectType('AdminSetting', { description: 'A platform setting for the admin; a secret is masked (never its value).' })
export class AdminSettingView implements AdminSetting {
  @Field(() => String, { description: 'category.key' }) name!: string;
  @Field(() => String, { description: 'The admin screen tab' }) tab!: string;
  @Field(() => String) category!: string;
  @Field(() => String) key!: string;
  @Field(() => String) type!: string;
  @Field(() => String) description!: string;
  @Field(() => Boolean) isPublic!: boolean;
  @Field(() => Boolean) isSecret!: boolean;
  @Field(() => GraphQLJSON, { nullable: true, description: 'Null for a secret' }) value!: unknown;
  @Field(() => GraphQLJSON, { nullable: true }) defaultValue!: unknown;
  @Field(() => Boolean, { description: 'A value is stored (else the default or the environment applies)' }) isSet!: boolean;
  @Field(() => String, { nullable: true, description: "A secret's last four characters" }) lastFour!: string | null;
}
