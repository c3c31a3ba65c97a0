import { Field, ObjectType } from 'type-graphql';

@ObjectType('PasswordSetResult', { description: 'A password chosen from an e-mailed link: the account to sign in with.' })
export class PasswordSetResult {
  @Field(() => String, { description: 'The username to sign in with.' }) username!: string;
}
