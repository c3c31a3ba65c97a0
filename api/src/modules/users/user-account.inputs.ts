import { Field, InputType } from 'type-graphql';
import type { UserCreateInput, UserInput } from '@vdp/shared/validation/user.schema';
import { RoleEnum } from './user.types';

/** The user form (spec 001 §2); its rules are @vdp/shared's userSchema, for both doors. */
@InputType({ description: 'The admin user form (userSchema).' })
export class UserFormInput implements Partial<Record<keyof UserInput, unknown>> {
  @Field(() => String, {
    description: 'The sign-in name, unique: letters, digits and . _ - @, up to USER_LIMITS.username (255) characters.',
  })
  username!: string;
  @Field(() => String, { nullable: true, description: 'E-mail address, unique, stored lower-case; empty for none.' })
  email?: string | null;
  @Field(() => String, { nullable: true, description: 'First name (up to USER_LIMITS.name, 100 characters).' })
  firstName?: string | null;
  @Field(() => String, { nullable: true, description: 'Last name (up to USER_LIMITS.name, 100 characters).' })
  lastName?: string | null;
  @Field(() => String, { nullable: true, description: 'A short biography (up to USER_LIMITS.bio, 2000 characters).' })
  bio?: string | null;
  @Field(() => RoleEnum, { description: 'Any role; the last active admin keeps admin.' }) role!: string;
}

/** A new user: the form, and how its first password is given (userCreateSchema). */
@InputType({
  description: 'A new account: the user form, and a password typed now or an e-mailed link to choose one (userCreateSchema).',
})
export class UserCreateFormInput extends UserFormInput implements Partial<Record<keyof UserCreateInput, unknown>> {
  @Field(() => String, { nullable: true, description: '"set" (with password) or "link" (the default: an e-mailed link).' })
  passwordMode?: string | null;
  @Field(() => String, {
    nullable: true,
    description:
      'The first password with passwordMode set: 8 to 200 characters and the settings’ password policy; ignored for a link.',
  })
  password?: string | null;
}
