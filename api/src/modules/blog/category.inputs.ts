import { Field, InputType } from 'type-graphql';
import type { CategoryInput as CategoryValues, TagInput as TagValues } from '@vdp/shared/validation/content.schema';

/** Its rules are @vdp/shared's categorySchema, for both doors. */
@InputType('CategoryInput', { description: 'A blog category (categorySchema), new or edited.' })
export class CategoryInput implements Partial<Record<keyof CategoryValues, unknown>> {
  @Field(() => String, { description: 'Its name (up to 100 characters), unique.' }) name!: string;
  @Field(() => String, {
    nullable: true,
    description: 'Lower-case letters, digits and dashes, up to 50 characters; must be free (409). Empty: made from the name.',
  })
  slug?: string | null;
  @Field(() => String, { nullable: true, description: 'What it covers (up to 500 characters).' }) description?: string | null;
  @Field(() => String, { nullable: true, description: 'Its badge colour, #RRGGBB; empty: #6B7280 (DEFAULT_CATEGORY_COLOR).' })
  color?: string | null;
}

/** Its rules are @vdp/shared's tagSchema. */
@InputType('TagInput', { description: 'A new tag (tagSchema).' })
export class TagInput implements Partial<Record<keyof TagValues, unknown>> {
  @Field(() => String, { description: 'Its name (up to 50 characters); 409 when taken.' }) name!: string;
  @Field(() => String, {
    nullable: true,
    description: 'Lower-case letters, digits and dashes, up to 50 characters; empty: made from the name. 409 when taken.',
  })
  slug?: string | null;
}
