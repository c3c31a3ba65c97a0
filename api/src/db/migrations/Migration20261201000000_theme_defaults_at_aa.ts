import { Migration } from '@mikro-orm/migrations';

/**
 * Colour theme defaults at WCAG AA (issue 17): the columns' defaults become the built-in theme's
 * tokens (@vdp/shared/themes/default-theme), every text/background pair at 4.5:1 or more; the old
 * ones had muted text at 4.28:1 on muted and white text at 3.8:1 on the primary blue. An installation
 * seeded before then still has the old muted text on its "Trust Blue" theme: fixed here when it was
 * never changed (the pair's two values are still the seed's).
 */
export class Migration20261201000000_theme_defaults_at_aa extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "color_themes" alter column "primary" set default 'hsl(210, 100%, 40%)';`);
    this.addSql(`alter table "color_themes" alter column "secondary_foreground" set default 'hsl(222, 47%, 14%)';`);
    this.addSql(`alter table "color_themes" alter column "accent" set default 'hsl(210, 60%, 94%)';`);
    this.addSql(`alter table "color_themes" alter column "accent_foreground" set default 'hsl(222, 47%, 14%)';`);
    this.addSql(`alter table "color_themes" alter column "foreground" set default 'hsl(222, 47%, 11%)';`);
    this.addSql(`alter table "color_themes" alter column "card_foreground" set default 'hsl(222, 47%, 11%)';`);
    this.addSql(`alter table "color_themes" alter column "muted" set default 'hsl(210, 40%, 97%)';`);
    this.addSql(`alter table "color_themes" alter column "muted_foreground" set default 'hsl(215, 19%, 35%)';`);
    this.addSql(`alter table "color_themes" alter column "border" set default 'hsl(214, 32%, 88%)';`);
    this.addSql(`alter table "color_themes" alter column "input" set default 'hsl(215, 16%, 57%)';`);
    this.addSql(`alter table "color_themes" alter column "ring" set default 'hsl(210, 100%, 40%)';`);
    this.addSql(`alter table "color_themes" alter column "hero_gradient" set default 'linear-gradient(135deg, hsl(221, 83%, 22%) 0%, hsl(212, 100%, 32%) 60%, hsl(200, 90%, 30%) 100%)';`);
    this.addSql(`alter table "color_themes" alter column "button_gradient" set default 'linear-gradient(135deg, hsl(210, 100%, 40%) 0%, hsl(221, 83%, 42%) 100%)';`);
    this.addSql(`alter table "color_themes" alter column "button_hover_gradient" set default 'linear-gradient(135deg, hsl(210, 100%, 34%) 0%, hsl(221, 83%, 36%) 100%)';`);
    this.addSql(
      `update "color_themes" set "muted_foreground" = 'hsl(215, 19%, 35%)', "updated_at" = now() where "id" = 'default' and "muted_foreground" = 'hsl(215, 16%, 47%)' and "muted" = 'hsl(210, 40%, 96%)';`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "color_themes" alter column "primary" set default 'hsl(210, 100%, 50%)';`);
    this.addSql(`alter table "color_themes" alter column "secondary_foreground" set default 'hsl(222, 47%, 11%)';`);
    this.addSql(`alter table "color_themes" alter column "accent" set default 'hsl(210, 40%, 96%)';`);
    this.addSql(`alter table "color_themes" alter column "accent_foreground" set default 'hsl(222, 47%, 11%)';`);
    this.addSql(`alter table "color_themes" alter column "foreground" set default 'hsl(222, 84%, 5%)';`);
    this.addSql(`alter table "color_themes" alter column "card_foreground" set default 'hsl(222, 84%, 5%)';`);
    this.addSql(`alter table "color_themes" alter column "muted" set default 'hsl(210, 40%, 96%)';`);
    this.addSql(`alter table "color_themes" alter column "muted_foreground" set default 'hsl(215, 16%, 47%)';`);
    this.addSql(`alter table "color_themes" alter column "border" set default 'hsl(214, 32%, 91%)';`);
    this.addSql(`alter table "color_themes" alter column "input" set default 'hsl(214, 32%, 91%)';`);
    this.addSql(`alter table "color_themes" alter column "ring" set default 'hsl(210, 100%, 50%)';`);
    this.addSql(`alter table "color_themes" alter column "hero_gradient" set default 'linear-gradient(135deg, hsl(210, 100%, 50%) 0%, hsl(230, 85%, 40%) 100%)';`);
    this.addSql(`alter table "color_themes" alter column "button_gradient" set default 'linear-gradient(135deg, hsl(210, 100%, 50%) 0%, hsl(220, 90%, 45%) 100%)';`);
    this.addSql(`alter table "color_themes" alter column "button_hover_gradient" set default 'linear-gradient(135deg, hsl(210, 100%, 45%) 0%, hsl(220, 90%, 38%) 100%)';`);
  }
}
