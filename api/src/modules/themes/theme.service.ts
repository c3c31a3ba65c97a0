import type { EntityManager } from '@mikro-orm/postgresql';
import { changedFields, type AuditActor, type AuditTrail } from '../../core/audit-trail';
import { englishText } from '../../core/validation';
import { badInput, notFound, type AppError } from '../../core/errors';
import type { Transactions } from '../../core/transactions';
import { slugify } from '../../core/text';
import { uniqueSlug } from '../../core/unique-slug';
import { checkThemeContrast, describeFailingPairs } from '@vdp/shared/themes/contrast';
import { THEME_LIMITS } from '@vdp/shared/themes/theme-tokens';
import type { ColorThemeInput, ColorThemePatch } from '@vdp/shared/validation/theme.schema';
import type { ActiveThemeCache } from './active-theme-cache';
import { ColorTheme } from './color-theme.entity';
import { THEME_CHANGED, type ThemeChangedPayload } from './theme.events';
import { presentTheme, type Theme } from './theme.presenter';

/**
 * Serialises activations (any key: only this statement takes it). Without it two activations
 * each clear the active row they saw and the second one's insert of `true` breaks the single-active
 * index instead of winning.
 */
const ACTIVATION_LOCK_SQL = `select pg_advisory_xact_lock(hashtext('color_themes.activate'))`;

/**
 * The active one cleared before the chosen one is set: the single-active index is checked row by
 * row, so one statement doing both could meet two active rows midway.
 */
const DEACTIVATE_OTHERS_SQL = `update color_themes set is_active = false, updated_at = now() where is_active and id <> ?`;
const ACTIVE_THEME_SQL = `select id from color_themes where is_active`;
const ACTIVATE_SQL = `update color_themes set is_active = true, updated_at = now() where id = ?`;

/** Refuses a theme whose text pairs fall below WCAG AA, naming them. */
function assertReadable(theme: ColorTheme): void {
  const failing = describeFailingPairs(checkThemeContrast(theme));
  if (failing.length > 0) {
    const message = englishText({ id: 'themes.contrast.failing', values: { pairs: failing.join(', ') } });
    throw badInput([{ field: 'contrast', message }]);
  }
}

/** Colour themes (spec 001 §3 color_themes, §4): exactly one active, and only a readable one. */
export class ThemeService {
  constructor(
    private readonly transactions: Transactions,
    private readonly cache: ActiveThemeCache,
    private readonly audit: AuditTrail,
  ) {}

  /** The one active colour theme, or null before any exists; from memory once read. */
  active(em: EntityManager): Promise<Theme | null> {
    return this.cache.get(async () => {
      const theme = await em.fork().findOne(ColorTheme, { isActive: true });
      return theme ? presentTheme(theme) : null;
    });
  }

  /** The active theme, or 404 before any exists (REST has no null answer). */
  async activeOrFail(em: EntityManager): Promise<Theme> {
    const theme = await this.active(em);
    if (!theme) throw notFound('No active colour theme.');
    return theme;
  }

  /** Every theme, the active one first, then by name. */
  async list(em: EntityManager): Promise<Theme[]> {
    const themes = await em.find(ColorTheme, {}, { orderBy: { isActive: 'desc', name: 'asc', id: 'asc' } });
    return themes.map(presentTheme);
  }

  /** A new theme, not active; its key is made from its name. */
  async create(em: EntityManager, input: ColorThemeInput, actor: AuditActor): Promise<Theme> {
    return this.transactions.run(em, async (tx) => {
      const id = await uniqueSlug({
        given: null,
        made: slugify(input.name).slice(0, THEME_LIMITS.id),
        fallback: 'theme',
        max: THEME_LIMITS.id,
        taken: async (candidates) =>
          new Set((await tx.find(ColorTheme, { id: { $in: candidates } }, { fields: ['id'] })).map((t) => t.id)),
      });
      const theme = tx.create(ColorTheme, { ...input, id, isActive: false });
      await tx.flush();
      const after = presentTheme(theme);
      await this.audit.record(tx, actor, { entityType: 'theme', entityId: id, action: 'create', before: null, after });
      return after;
    });
  }

  /** Changes the fields given; the active theme stays readable (else 400) and every page gets the change. */
  async update(em: EntityManager, id: string, patch: ColorThemePatch, actor: AuditActor): Promise<Theme> {
    const defined = Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined));
    const updated = await this.transactions.run(em, async (tx, publish) => {
      const theme = await tx.findOne(ColorTheme, { id });
      if (!theme) throw this.missing(id);
      const before = presentTheme(theme);
      tx.assign(theme, defined);
      if (theme.isActive) {
        assertReadable(theme);
        publish(THEME_CHANGED, { id } satisfies ThemeChangedPayload);
      }
      await tx.flush();
      const after = presentTheme(theme);
      const changes = changedFields(before, after);
      if (changes) await this.audit.record(tx, actor, { entityType: 'theme', entityId: id, action: 'update', ...changes });
      return after;
    });
    if (updated.isActive) this.cache.forget(); // this process at once; the others on the event
    return updated;
  }

  /** Makes the theme the only active one, in one transaction; a theme below AA is refused (400). */
  async activate(em: EntityManager, id: string, actor: AuditActor): Promise<Theme> {
    const activated = await this.transactions.run(em, async (tx, publish) => {
      await tx.execute(ACTIVATION_LOCK_SQL);
      const theme = await tx.findOne(ColorTheme, { id });
      if (!theme) throw this.missing(id);
      assertReadable(theme);
      if (!theme.isActive) {
        const [previous] = await tx.execute<Array<{ id: string }>>(ACTIVE_THEME_SQL);
        await this.audit.record(tx, actor, {
          entityType: 'theme',
          entityId: id,
          action: 'activate',
          before: { isActive: false, activeTheme: previous?.id ?? null },
          after: { isActive: true, activeTheme: id },
        });
        await tx.execute(DEACTIVATE_OTHERS_SQL, [id]);
        await tx.execute(ACTIVATE_SQL, [id]);
        publish(THEME_CHANGED, { id } satisfies ThemeChangedPayload);
      }
      return { ...presentTheme(theme), isActive: true };
    });
    this.cache.forget(); // this process at once; the others on the event
    return activated;
  }

  private missing(id: string): AppError {
    return notFound(`Colour theme ${id} was not found.`);
  }
}
