import { Field, InputType } from 'type-graphql';
import type { PageInput as PageValues } from '@vdp/shared/validation/content.schema';
import { ContentTextInput } from '../blog/content.inputs';

/** The page editor's form; its rules are @vdp/shared's pageSchema, for both doors. */
@InputType('PageInput', { description: 'The page editor’s form (pageSchema): every field, for a new page or an edit.' })
export class PageInput extends ContentTextInput implements Partial<Record<keyof PageValues, unknown>> {
  @Field(() => String, {
    nullable: true,
    description: 'One of PAGE_TEMPLATES (@vdp/shared/content/content.constants): default (when absent), full-width or landing.',
  })
  template?: string | null;
  @Field(() => Boolean, { nullable: true, description: 'Make it the homepage, unmarking any other (default false).' })
  isHomepage?: boolean | null;
}
