import { Field, InputType } from 'type-graphql';
import type { UserCreateInput, UserInput } from '@vdp/shared/validation/user.schema';
import { RoleEnum } from './user.types';

/** The user form (spec 001 §2); its rules are @vdp/shared's userSchema, for both doors. */
@InputType()
export class UserFormInput implements Partial<Record<keyof UserInput, unknown>> {
  @Field(() => String) username!: string;
  @Field(() => String, { nullable: true }) email?: string | null;
  @Field(() => String, { nullable: true }) firstName?: string | null;
  @Field(() => String, { nullable: true }) lastName?: string | null;
  @Field(() => String, { nullable: true }) bio?: string | null;
  @Field(() => RoleEnum) role!: string;
}

/** A new user: the form, and how its first password is given (userCreateSchema). */
@InputType()
export class UserCreateFormInput extends UserFormInput implements Partial<Record<keyof UserCreateInput, unknown>> {
  @Field(() => String, { nullable: true, description: '"set" (with password) or "link" (the default: an e-mailed link).' })
  passwordMode?: string | null;
  @Field(() => String, { nullable: true }) password?: string | null;
}
