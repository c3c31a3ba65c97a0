/** Published after a commit that changed what the active theme looks like (activation, or a change to it). */
export const THEME_CHANGED = 'themes.changed';

export interface ThemeChangedPayload {
  id: string;
}
