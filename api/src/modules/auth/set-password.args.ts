import { ArgsType, Field } from 'type-graphql';

/** The arguments of every set-password mutation (any account, dealer, charity): one e-mailed link, one new password. */
@ArgsType()
export class SetPasswordArgs {
  @Field(() => String, { description: 'The token of the e-mailed link: valid 72 hours, and only until a password is set.' })
  token!: string;

  @Field(() => String, {
    description: 'The new password: 8 to 200 characters, and the password policy of the settings (security.password_*).',
  })
  password!: string;
}
