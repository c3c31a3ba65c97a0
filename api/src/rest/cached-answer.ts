import { createHash } from 'node:crypto';
import type { RestRequest, RestResponse } from './rest-http';

/** A cached value's JSON and its entity tag, worked out once per value. */
interface CachedAnswer {
  text: string;
  etag: string;
}

const answers = new WeakMap<object, CachedAnswer>();

/**
 * The answer of a value a cache holds (the public settings, the active theme: issue 15), serialised
 * once: the cache replaces the value when what it holds changes, so the text and its tag go with it.
 */
function answerOf(value: object): CachedAnswer {
  let answer = answers.get(value);
  if (!answer) {
    const text = JSON.stringify(value);
    answer = { text, etag: `"${createHash('sha256').update(text).digest('base64url').slice(0, 27)}"` };
    answers.set(value, answer);
  }
  return answer;
}

/** Whether an If-None-Match header names this tag (`*`, a list, weak tags compared weakly). */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === etag);
}

/**
 * Answers a cached value as JSON with its ETag, or 304 with no body when the client already holds
 * it (a page polling the public settings every 10 s downloads them only when they changed).
 * `Cache-Control: no-cache`: a client keeps the answer but asks again each time.
 */
export function answerCached(req: RestRequest, res: RestResponse, value: object): void {
  const { text, etag } = answerOf(value);
  res.setHeader('ETag', etag);
  res.setHeader('Cache-Control', 'no-cache');
  if (etagMatches(req.get('if-none-match'), etag)) {
    res.status(304).send('');
    return;
  }
  res.jsonText(text);
}
