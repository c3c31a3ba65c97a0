import { Field, ID, Int, ObjectType } from 'type-graphql';
import type { CategoryView } from './category.presenter';
import type { TagView } from './tag.presenter';

@ObjectType('CategoryView', { description: 'A blog category and how many posts use it (spec 001 §3).' })
export class CategoryType implements CategoryView {
  @Field(() => ID, { description: 'The category’s id.' }) id!: number;
  @Field(() => String, { description: 'Its name as shown (up to 100 characters).' }) name!: string;
  @Field(() => String, {
    description: 'Its address part, for blogPosts(categories:): unique, lower-case letters, digits and dashes.',
  })
  slug!: string;
  @Field(() => String, { nullable: true, description: 'What it covers (up to 500 characters); null when none.' })
  description!: string | null;
  @Field(() => String, { description: 'Its badge colour, #RRGGBB (default #6B7280).' }) color!: string;
  @Field(() => Int, { description: 'Published posts for the public, every post for admins.' }) postCount!: number;
  @Field(() => Date, { description: 'When the category was created.' }) createdAt!: Date;
}

@ObjectType('TagView', { description: 'A tag of blog posts.' })
export class TagType implements TagView {
  @Field(() => ID, { description: 'The tag’s id.' }) id!: number;
  @Field(() => String, { description: 'Its name as shown (up to 50 characters), unique.' }) name!: string;
  @Field(() => String, { description: 'Its slug: the name lower-case with dashes, unique.' }) slug!: string;
}
