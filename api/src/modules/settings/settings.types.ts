import { GraphQLJSON } from 'graphql-scalars';
import { Field, ObjectType } from 'type-graphql';
import type { AdminSetting, PublicSetting } from './setting.presenter';

@ObjectType('PublicSetting', {
  description: 'A setting any visitor may read (company name, phone, e-mail, donation limits, pickup fee).',
})
export class PublicSettingView implements PublicSetting {
  @Field(() => String, { description: 'The setting’s group, e.g. business' }) category!: string;
  @Field(() => String, { description: 'Its key within the group, e.g. company_phone' }) key!: string;
  @Field(() => GraphQLJSON, { nullable: true, description: 'The stored value, else the default' }) value!: unknown;
}

@ObjectType('AdminSetting', { description: 'A platform setting for the admin; a secret is masked (never its value).' })
export class AdminSettingView implements AdminSetting {
  @Field(() => String, { description: 'category.key' }) name!: string;
  @Field(() => String, { description: 'The admin screen tab' }) tab!: string;
  @Field(() => String, { description: 'The setting’s group, e.g. business' }) category!: string;
  @Field(() => String, { description: 'Its key within the group, e.g. company_phone' }) key!: string;
  @Field(() => String, { description: 'How it is edited: text, email, phone, url, number, money, boolean, json or secret' })
  type!: string;
  @Field(() => String, { description: 'What it changes, in English' }) description!: string;
  @Field(() => Boolean, { description: 'Readable by any visitor (publicSettings)' }) isPublic!: boolean;
  @Field(() => Boolean, { description: 'Stored encrypted; its value is never sent back' }) isSecret!: boolean;
  @Field(() => GraphQLJSON, { nullable: true, description: 'Null for a secret' }) value!: unknown;
  @Field(() => GraphQLJSON, { nullable: true, description: 'Used while none is stored; null: the environment’s value' })
  defaultValue!: unknown;
  @Field(() => Boolean, { description: 'A value is stored (else the default or the environment applies)' }) isSet!: boolean;
  @Field(() => String, { nullable: true, description: "A secret's last four characters" }) lastFour!: string | null;
}
