import { GraphQLJSON } from 'graphql-scalars';
import { Field, ObjectType } from 'type-graphql';
import type { PublicSetting } from './setting.presenter';

@ObjectType('PublicSetting')
export class PublicSettingView implements PublicSetting {
  @Field(() => String) category!: string;
  @Field(() => String) key!: string;
  @Field(() => GraphQLJSON, { nullable: true }) value!: unknown;
}
