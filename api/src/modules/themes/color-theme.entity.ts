import { Entity, Index, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { DEFAULT_THEME_TOKENS } from '@vdp/shared/themes/default-theme';
import { Field, ID, ObjectType } from 'type-graphql';

/**
 * color_themes: named sets of site colour tokens (HSL strings) and gradients (spec 001 §3).
 * At most one row is active; a partial unique index on is_active enforces it.
 */
@ObjectType('ColorTheme')
@Entity({ tableName: 'color_themes' })
@Index({
  name: 'color_themes_single_active_unique',
  expression: 'create unique index "color_themes_single_active_unique" on "color_themes" ("is_active") where "is_active" = true',
})
export class ColorTheme {
  [OptionalProps]?:
    | 'primary'
    | 'primaryForeground'
    | 'secondary'
    | 'secondaryForeground'
    | 'accent'
    | 'accentForeground'
    | 'background'
    | 'foreground'
    | 'card'
    | 'cardForeground'
    | 'muted'
    | 'mutedForeground'
    | 'border'
    | 'input'
    | 'ring'
    | 'heroGradient'
    | 'buttonGradient'
    | 'buttonHoverGradient'
    | 'isActive'
    | 'createdAt'
    | 'updatedAt';

  /** A string key such as 'default'. */
  @Field(() => ID)
  @PrimaryKey({ type: 'string', length: 50 })
  id!: string;

  @Field(() => String)
  @Property({ type: 'string', length: 255 })
  name!: string;

  @Field(() => String, { nullable: true })
  @Property({ type: 'text', nullable: true })
  description?: string | null;

  @Field(() => String)
  @Property({ type: 'string', length: 100, default: DEFAULT_THEME_TOKENS.primary })
  primary: string = DEFAULT_THEME_TOKENS.primary;

  @Field(() => String)
  @Property({ type: 'string', length: 100, default: DEFAULT_THEME_TOKENS.primaryForeground })
  primaryForeground: string = DEFAULT_THEME_TOKENS.primaryForeground;

  @Field(() => String)
  @Property({ type: 'string', length: 100, default: DEFAULT_THEME_TOKENS.secondary })
  secondary: string = DEFAULT_THEME_TOKENS.secondary;

  @Field(() => String)
  @Property({ type: 'string', length: 100, default: DEFAULT_THEME_TOKENS.secondaryForeground })
  secondaryForeground: string = DEFAULT_THEME_TOKENS.secondaryForeground;

  @Field(() => String)
  @Property({ type: 'string', length: 100, default: DEFAULT_THEME_TOKENS.accent })
  accent: string = DEFAULT_THEME_TOKENS.accent;

  @Field(() => String)
  @Property({ type: 'string', length: 100, default: DEFAULT_THEME_TOKENS.accentForeground })
  accentForeground: string = DEFAULT_THEME_TOKENS.accentForeground;

  @Field(() => String)
  @Property({ type: 'string', length: 100, default: DEFAULT_THEME_TOKENS.background })
  background: string = DEFAULT_THEME_TOKENS.background;

  @Field(() => String)
  @Property({ type: 'string', length: 100, default: DEFAULT_THEME_TOKENS.foreground })
  foreground: string = DEFAULT_THEME_TOKENS.foreground;

  @Field(() => String)
  @Property({ type: 'string', length: 100, default: DEFAULT_THEME_TOKENS.card })
  card: string = DEFAULT_THEME_TOKENS.card;

  @Field(() => String)
  @Property({ type: 'string', length: 100, default: DEFAULT_THEME_TOKENS.cardForeground })
  cardForeground: string = DEFAULT_THEME_TOKENS.cardForeground;

  @Field(() => String)
  @Property({ type: 'string', length: 100, default: DEFAULT_THEME_TOKENS.muted })
  muted: string = DEFAULT_THEME_TOKENS.muted;

  @Field(() => String)
  @Property({ type: 'string', length: 100, default: DEFAULT_THEME_TOKENS.mutedForeground })
  mutedForeground: string = DEFAULT_THEME_TOKENS.mutedForeground;

  @Field(() => String)
  @Property({ type: 'string', length: 100, default: DEFAULT_THEME_TOKENS.border })
  border: string = DEFAULT_THEME_TOKENS.border;

  @Field(() => String)
  @Property({ type: 'string', length: 100, default: DEFAULT_THEME_TOKENS.input })
  input: string = DEFAULT_THEME_TOKENS.input;

  @Field(() => String)
  @Property({ type: 'string', length: 100, default: DEFAULT_THEME_TOKENS.ring })
  ring: string = DEFAULT_THEME_TOKENS.ring;

  @Field(() => String)
  @Property({ type: 'text', default: DEFAULT_THEME_TOKENS.heroGradient })
  heroGradient: string = DEFAULT_THEME_TOKENS.heroGradient;

  @Field(() => String)
  @Property({ type: 'text', default: DEFAULT_THEME_TOKENS.buttonGradient })
  buttonGradient: string = DEFAULT_THEME_TOKENS.buttonGradient;

  @Field(() => String)
  @Property({ type: 'text', default: DEFAULT_THEME_TOKENS.buttonHoverGradient })
  buttonHoverGradient: string = DEFAULT_THEME_TOKENS.buttonHoverGradient;

  @Field(() => Boolean)
  @Property({ type: 'boolean', default: false })
  isActive: boolean = false;

  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
