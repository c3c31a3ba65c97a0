import { Field, InputType } from 'type-graphql';
import { THEME_COLOR_KEYS, THEME_GRADIENT_KEYS } from '@vdp/shared/themes/theme-tokens';
import type { ColorThemeInput as ThemeForm } from '@vdp/shared/validation/theme.schema';
import { THEME_FIELD_DESCRIPTIONS, THEME_TOKEN_DESCRIPTIONS } from './theme-descriptions';

type ThemeFields = Partial<Record<keyof ThemeForm, unknown>>;

/** Declares every token of spec 001 §3 as a String field of `input` (the rules are the shared schema's). */
function tokenFields(input: { prototype: object }, nullable: boolean): void {
  for (const key of [...THEME_COLOR_KEYS, ...THEME_GRADIENT_KEYS])
    Field(() => String, { nullable, description: THEME_TOKEN_DESCRIPTIONS[key] })(input.prototype, key);
}

/** A new colour theme: a name and every token; its rules are @vdp/shared's colorThemeSchema, for both doors. */
@InputType('ColorThemeInput', { description: 'A new colour theme: a name and every token (colorThemeSchema).' })
export class ColorThemeInput implements ThemeFields {
  @Field(() => String, { description: THEME_FIELD_DESCRIPTIONS.name }) name!: string;
  @Field(() => String, { nullable: true, description: THEME_FIELD_DESCRIPTIONS.description }) description?: string | null;
}
tokenFields(ColorThemeInput, false);

/** A change to a theme: only the fields given (colorThemePatchSchema). */
@InputType('ColorThemePatchInput', { description: 'A change to a colour theme: only the fields given (colorThemePatchSchema).' })
export class ColorThemePatchInput implements ThemeFields {
  @Field(() => String, { nullable: true, description: THEME_FIELD_DESCRIPTIONS.name }) name?: string | null;
  @Field(() => String, { nullable: true, description: THEME_FIELD_DESCRIPTIONS.description }) description?: string | null;
}
tokenFields(ColorThemePatchInput, true);
