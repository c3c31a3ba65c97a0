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

/**
 * Past this nesting a JSON body is refused before it is parsed: parsing 400,000 levels costs the
 * server tens of milliseconds and megabytes for a body no route reads. (Shallower ones are parsed
 * and refused naming their field: MAX_INPUT_DEPTH, MAX_BODY_DEPTH.)
 */
export const MAX_PARSED_DEPTH = 1_000;

/** What a body nesting past MAX_PARSED_DEPTH is told, on REST and GraphQL alike. */
export const TOO_DEEP_MESSAGE = `The request body nests deeper than ${MAX_PARSED_DEPTH} levels.`;

/** Whether JSON text nests deeper than `max` arrays and objects, read as bytes without parsing. */
export function textNestsDeeper(bytes: Uint8Array, max: number): boolean {
  if (bytes.length <= max) return false; // too short to open more than `max`
  let depth = 0;
  let inString = false;
  for (let i = 0; i < bytes.length; i++) {
    const byte = bytes[i];
    if (inString) {
      if (byte === BACKSLASH) i++;
      else if (byte === QUOTE) inString = false;
    } else if (byte === QUOTE) inString = true;
    else if (byte === OPEN_ARRAY || byte === OPEN_OBJECT) {
      if (++depth > max) return true;
    } else if (byte === CLOSE_ARRAY || byte === CLOSE_OBJECT) depth--;
  }
  return false;
}

// UTF-8 bytes of a character past ASCII are all >= 0x80: none is mistaken for these
const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;
