import { Field, InputType } from 'type-graphql';
import type { Role } from '@vdp/shared/auth/roles';
import type { ApiKeyCreateInput as KeyForm } from '@vdp/shared/validation/api-key.schema';

type KeyFields = Partial<Record<keyof KeyForm, unknown>>;

/** A new API key; its rules are @vdp/shared's apiKeyCreateSchema, for both doors. */
@InputType('ApiKeyInput', { description: 'A new API key (rules: the shared apiKeyCreateSchema).' })
export class ApiKeyInput implements KeyFields {
  @Field(() => String, { description: 'What uses the key (1-100 characters), e.g. "CRM sync".' }) name!: string;
  @Field(() => String, { description: 'A role of the permission table: admin, editor, staff, dealer, charity, user.' })
  role!: Role;
  @Field(() => Boolean, { nullable: true, description: 'Read-only (the default) or read-write.' })
  readOnly?: boolean | null;
}
