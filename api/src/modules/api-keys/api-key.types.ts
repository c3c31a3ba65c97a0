import { Field, ID, ObjectType } from 'type-graphql';
import type { Role } from '@vdp/shared/auth/roles';
import { RoleEnum } from '../users/user.types';
import type { ApiKeyView, CreatedApiKey } from './api-key.presenter';

@ObjectType('ApiKey', { description: 'A key for server-side integrations (never its secret).' })
export class ApiKeyType implements ApiKeyView {
  @Field(() => ID, { description: 'The key’s id, for revokeApiKey.' }) id!: number;
  @Field(() => String, { description: 'The name an admin gave it.' }) name!: string;
  @Field(() => String, { description: 'The public part of the key (`vdp_<prefix>_…`), to tell keys apart.' })
  prefix!: string;
  @Field(() => RoleEnum, { description: 'The role the key acts with.' }) role!: Role;
  @Field(() => Boolean, { description: 'True: refused on mutations and on REST routes other than GET.' })
  readOnly!: boolean;
  @Field(() => ID, { nullable: true, description: 'The admin who made it; requests with the key act on their account.' })
  createdById!: number | null;
  @Field(() => String, { nullable: true, description: 'The username of the admin who made it.' })
  createdByUsername!: string | null;
  @Field(() => Date, { description: 'When it was made.' }) createdAt!: Date;
  @Field(() => Date, { nullable: true, description: 'Last request with the key, to the minute.' }) lastUsedAt!: Date | null;
  @Field(() => Date, { nullable: true, description: 'When it was revoked; null while it works.' })
  revokedAt!: Date | null;
}

@ObjectType('CreatedApiKey', { description: 'A key just made: the only answer carrying its secret.' })
export class CreatedApiKeyType implements CreatedApiKey {
  @Field(() => ApiKeyType, { description: 'The key as lists show it.' }) key!: ApiKeyType;
  @Field(() => String, { description: 'The whole key, `vdp_<prefix>_<secret>`: shown once, never stored.' })
  secret!: string;
}
