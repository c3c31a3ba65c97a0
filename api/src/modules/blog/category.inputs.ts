import { Field, InputType } from 'type-graphql';
import type { CategoryInput as CategoryValues, TagInput as TagValues } from '@vdp/shared/validation/content.schema';

/** Its rules are @vdp/shared's categorySchema, for both doors. */
@InputType('CategoryInput')
export class CategoryInput implements Partial<Record<keyof CategoryValues, unknown>> {
  @Field(() => String) name!: string;
  @Field(() => String, { nullable: true }) slug?: string | null;
  @Field(() => String, { nullable: true }) description?: string | null;
  @Field(() => String, { nullable: true }) color?: string | null;
}

/** Its rules are @vdp/shared's tagSchema. */
@InputType('TagInput')
export class TagInput implements Partial<Record<keyof TagValues, unknown>> {
  @Field(() => String) name!: string;
  @Field(() => String, { nullable: true }) slug?: string | null;
}
