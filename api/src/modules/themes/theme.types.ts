import { Field, ID, ObjectType } from 'type-graphql';
import type { Theme } from './theme.presenter';

@ObjectType('ColorTheme')
export class ColorThemeView implements Theme {
  @Field(() => ID) id!: string;
  @Field(() => String) name!: string;
  @Field(() => String, { nullable: true }) description!: string | null;
  @Field(() => String) primary!: string;
  @Field(() => String) primaryForeground!: string;
  @Field(() => String) secondary!: string;
  @Field(() => String) secondaryForeground!: string;
  @Field(() => String) accent!: string;
  @Field(() => String) accentForeground!: string;
  @Field(() => String) background!: string;
  @Field(() => String) foreground!: string;
  @Field(() => String) card!: string;
  @Field(() => String) cardForeground!: string;
  @Field(() => String) muted!: string;
  @Field(() => String) mutedForeground!: string;
  @Field(() => String) border!: string;
  @Field(() => String) input!: string;
  @Field(() => String) ring!: string;
  @Field(() => String) heroGradient!: string;
  @Field(() => String) buttonGradient!: string;
  @Field(() => String) buttonHoverGradient!: string;
  @Field(() => Boolean) isActive!: boolean;
}
