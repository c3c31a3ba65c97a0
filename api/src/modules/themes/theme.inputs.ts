import { Field, InputType } from 'type-graphql';
import { THEME_COLOR_KEYS, THEME_GRADIENT_KEYS } from '@vdp/shared/themes/theme-tokens';
import type { ColorThemeInput as ThemeForm } from '@vdp/shared/validation/theme.schema';

type ThemeFields = Partial<Record<keyof ThemeForm, unknown>>;

/** Declares every token of spec 001 §3 as a String field of `input` (the rules are the shared schema's). */
function tokenFields(input: { prototype: object }, nullable: boolean): void {
  for (const key of [...THEME_COLOR_KEYS, ...THEME_GRADIENT_KEYS]) Field(() => String, { nullable })(input.prototype, key);
}

/** A new colour theme: a name and every token; its rules are @vdp/shared's colorThemeSchema, for both doors. */
@InputType('ColorThemeInput')
export class ColorThemeInput implements ThemeFields {
  @Field(() => String) name!: string;
  @Field(() => String, { nullable: true }) description?: string | null;
}
tokenFields(ColorThemeInput, false);

/** A change to a theme: only the fields given (colorThemePatchSchema). */
@InputType('ColorThemePatchInput')
export class ColorThemePatchInput implements ThemeFields {
  @Field(() => String, { nullable: true }) name?: string | null;
  @Field(() => String, { nullable: true }) description?: string | null;
}
tokenFields(ColorThemePatchInput, true);
