import { Field, InputType } from 'type-graphql';
import type { PageInput as PageValues } from '@vdp/shared/validation/content.schema';
import { ContentTextInput } from '../blog/content.inputs';

/** The page editor's form; its rules are @vdp/shared's pageSchema, for both doors. */
@InputType('PageInput')
export class PageInput extends ContentTextInput implements Partial<Record<keyof PageValues, unknown>> {
  @Field(() => String, { nullable: true }) template?: string | null;
  @Field(() => Boolean, { nullable: true }) isHomepage?: boolean | null;
}
