import { Field, ID, Int, ObjectType } from 'type-graphql';
import type { CategoryView } from './category.presenter';
import type { TagView } from './tag.presenter';

@ObjectType('CategoryView', { description: 'A blog category and how many posts use it (spec 001 §3).' })
export class CategoryType implements CategoryView {
  @Field(() => ID) id!: number;
  @Field(() => String) name!: string;
  @Field(() => String) slug!: string;
  @Field(() => String, { nullable: true }) description!: string | null;
  @Field(() => String) color!: string;
  @Field(() => Int, { description: 'Published posts for the public, every post for admins.' }) postCount!: number;
  @Field(() => Date) createdAt!: Date;
}

@ObjectType('TagView', { description: 'A tag of blog posts.' })
export class TagType implements TagView {
  @Field(() => ID) id!: number;
  @Field(() => String) name!: string;
  @Field(() => String) slug!: string;
}
