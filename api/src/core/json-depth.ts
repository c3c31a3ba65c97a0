/** The path of the first value nested deeper than `max` levels in `body` (walked without recursion), or undefined. */
export function tooDeep(body: unknown, max: number): string | undefined {
  const pending: Array<{ value: unknown; depth: number; path: string }> = [{ value: body, depth: 0, path: '' }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value, depth, path } = next;
    if (value === null || typeof value !== 'object') continue;
    if (depth >= max) return path || 'body';
    for (const [key, inner] of Object.entries(value)) {
      // name the first levels, e.g. input.answers
      pending.push({ value: inner, depth: depth + 1, path: depth < 2 ? (path ? `${path}.${key}` : key) : path });
    }
  }
  return undefined;
}
