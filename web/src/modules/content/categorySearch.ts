/** The category cards' search: name, slug or description, ignoring case and accents. */
export function matchesCategory(category: { name: string; slug: string; description?: string | null }, search: string): boolean {
  const fold = (text: string) =>
    text
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase();
  const needle = fold(search.trim());
  if (needle === '') return true;
  return [category.name, category.slug, category.description ?? ''].some((text) => fold(text).includes(needle));
}
