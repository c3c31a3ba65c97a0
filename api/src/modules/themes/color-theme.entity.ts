import { Entity, Index, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
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
  @Property({ type: 'string', length: 100, default: 'hsl(210, 100%, 50%)' })
  primary: string = 'hsl(210, 100%, 50%)';

  @Field(() => String)
  @Property({ type: 'string', length: 100, default: 'hsl(0, 0%, 100%)' })
  primaryForeground: string = 'hsl(0, 0%, 100%)';

  @Field(() => String)
  @Property({ type: 'string', length: 100, default: 'hsl(210, 40%, 96%)' })
  secondary: string = 'hsl(210, 40%, 96%)';

  @Field(() => String)
  @Property({ type: 'string', length: 100, default: 'hsl(222, 47%, 11%)' })
  secondaryForeground: string = 'hsl(222, 47%, 11%)';

  @Field(() => String)
  @Property({ type: 'string', length: 100, default: 'hsl(210, 40%, 96%)' })
  accent: string = 'hsl(210, 40%, 96%)';

  @Field(() => String)
  @Property({ type: 'string', length: 100, default: 'hsl(222, 47%, 11%)' })
  accentForeground: string = 'hsl(222, 47%, 11%)';

  @Field(() => String)
  @Property({ type: 'string', length: 100, default: 'hsl(0, 0%, 100%)' })
  background: string = 'hsl(0, 0%, 100%)';

  @Field(() => String)
  @Property({ type: 'string', length: 100, default: 'hsl(222, 84%, 5%)' })
  foreground: string = 'hsl(222, 84%, 5%)';

  @Field(() => String)
  @Property({ type: 'string', length: 100, default: 'hsl(0, 0%, 100%)' })
  card: string = 'hsl(0, 0%, 100%)';

  @Field(() => String)
  @Property({ type: 'string', length: 100, default: 'hsl(222, 84%, 5%)' })
  cardForeground: string = 'hsl(222, 84%, 5%)';

  @Field(() => String)
  @Property({ type: 'string', length: 100, default: 'hsl(210, 40%, 96%)' })
  muted: string = 'hsl(210, 40%, 96%)';

  @Field(() => String)
  @Property({ type: 'string', length: 100, default: 'hsl(215, 16%, 47%)' })
  mutedForeground: string = 'hsl(215, 16%, 47%)';

  @Field(() => String)
  @Property({ type: 'string', length: 100, default: 'hsl(214, 32%, 91%)' })
  border: string = 'hsl(214, 32%, 91%)';

  @Field(() => String)
  @Property({ type: 'string', length: 100, default: 'hsl(214, 32%, 91%)' })
  input: string = 'hsl(214, 32%, 91%)';

  @Field(() => String)
  @Property({ type: 'string', length: 100, default: 'hsl(210, 100%, 50%)' })
  ring: string = 'hsl(210, 100%, 50%)';

  @Field(() => String)
  @Property({ type: 'text', default: 'linear-gradient(135deg, hsl(210, 100%, 50%) 0%, hsl(230, 85%, 40%) 100%)' })
  heroGradient: string = 'linear-gradient(135deg, hsl(210, 100%, 50%) 0%, hsl(230, 85%, 40%) 100%)';

  @Field(() => String)
  @Property({ type: 'text', default: 'linear-gradient(135deg, hsl(210, 100%, 50%) 0%, hsl(220, 90%, 45%) 100%)' })
  buttonGradient: string = 'linear-gradient(135deg, hsl(210, 100%, 50%) 0%, hsl(220, 90%, 45%) 100%)';

  @Field(() => String)
  @Property({ type: 'text', default: 'linear-gradient(135deg, hsl(210, 100%, 45%) 0%, hsl(220, 90%, 38%) 100%)' })
  buttonHoverGradient: string = 'linear-gradient(135deg, hsl(210, 100%, 45%) 0%, hsl(220, 90%, 38%) 100%)';

  @Field(() => Boolean)
  @Property({ type: 'boolean', default: false })
  isActive: boolean = false;

  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
