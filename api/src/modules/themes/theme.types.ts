import { Field, ID, ObjectType } from 'type-graphql';
import { THEME_FIELD_DESCRIPTIONS, THEME_TOKEN_DESCRIPTIONS } from './theme-descriptions';
import type { Theme } from './theme.presenter';

@ObjectType('ColorTheme', {
  description: 'A colour theme of the site (spec 001 §3): its tokens become the CSS variables every page uses.',
})
export class ColorThemeView implements Theme {
  @Field(() => ID, { description: THEME_FIELD_DESCRIPTIONS.id }) id!: string;
  @Field(() => String, { description: THEME_FIELD_DESCRIPTIONS.name }) name!: string;
  @Field(() => String, { nullable: true, description: THEME_FIELD_DESCRIPTIONS.description }) description!: string | null;
  @Field(() => String, { description: THEME_TOKEN_DESCRIPTIONS.primary }) primary!: string;
  @Field(() => String, { description: THEME_TOKEN_DESCRIPTIONS.primaryForeground }) primaryForeground!: string;
  @Field(() => String, { description: THEME_TOKEN_DESCRIPTIONS.secondary }) secondary!: string;
  @Field(() => String, { description: THEME_TOKEN_DESCRIPTIONS.secondaryForeground }) secondaryForeground!: string;
  @Field(() => String, { description: THEME_TOKEN_DESCRIPTIONS.accent }) accent!: string;
  @Field(() => String, { description: THEME_TOKEN_DESCRIPTIONS.accentForeground }) accentForeground!: string;
  @Field(() => String, { description: THEME_TOKEN_DESCRIPTIONS.background }) background!: string;
  @Field(() => String, { description: THEME_TOKEN_DESCRIPTIONS.foreground }) foreground!: string;
  @Field(() => String, { description: THEME_TOKEN_DESCRIPTIONS.card }) card!: string;
  @Field(() => String, { description: THEME_TOKEN_DESCRIPTIONS.cardForeground }) cardForeground!: string;
  @Field(() => String, { description: THEME_TOKEN_DESCRIPTIONS.muted }) muted!: string;
  @Field(() => String, { description: THEME_TOKEN_DESCRIPTIONS.mutedForeground }) mutedForeground!: string;
  @Field(() => String, { description: THEME_TOKEN_DESCRIPTIONS.border }) border!: string;
  @Field(() => String, { description: THEME_TOKEN_DESCRIPTIONS.input }) input!: string;
  @Field(() => String, { description: THEME_TOKEN_DESCRIPTIONS.ring }) ring!: string;
  @Field(() => String, { description: THEME_TOKEN_DESCRIPTIONS.heroGradient }) heroGradient!: string;
  @Field(() => String, { description: THEME_TOKEN_DESCRIPTIONS.buttonGradient }) buttonGradient!: string;
  @Field(() => String, { description: THEME_TOKEN_DESCRIPTIONS.buttonHoverGradient }) buttonHoverGradient!: string;
  @Field(() => Boolean, { description: THEME_FIELD_DESCRIPTIONS.isActive }) isActive!: boolean;
}
