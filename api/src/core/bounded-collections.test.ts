import fs from 'node:fs';
import path from 'node:path';

/**
 * Every Map, Set and LRU cache a long-lived object holds (a class field, or a module's constant),
 * with why it cannot grow without bound (issue 16 §3). A new one fails this test until it is
 * listed here: as an `lru` (lru-cache with `max` or `maxSize`, checked below), `weak` (entries
 * die with their keys), `fixed` (keys from the code or a catalogue), or `live` (an entry per
 * thing in progress, removed when it ends: the test named shows it).
 */
type Bound = { kind: 'lru' | 'weak' } | { kind: 'fixed' | 'live'; why: string; test?: string };

const CATALOGUE: Record<string, Bound> = {
  'modules/valuation/outcome-cache.ts#entries': { kind: 'lru' },
  'modules/auth/kept-sessions.ts#sessions': { kind: 'lru' },
  'modules/auth/session.store.ts#ids': { kind: 'lru' },
  'modules/images/image-upload.service.ts#served': { kind: 'lru' },
  'modules/images/image-search.service.ts#cache': { kind: 'lru' },
  'modules/blog/post-reads.ts#readBySlug': { kind: 'lru' },
  'modules/blog/post-reads.ts#listPages': { kind: 'lru' },
  'modules/themes/active-theme-cache.ts#slot': { kind: 'lru' },
  'modules/api-keys/api-key-authenticator.ts#keys': { kind: 'lru' },
  'modules/donor-portal/tracking-views.ts#views': { kind: 'lru' },
  'modules/forms/submission-forms.ts#kept': { kind: 'lru' },
  'rest/kept-answers.ts#answers': { kind: 'lru' },
  'rest/plain-reads.ts#routeOf': { kind: 'lru' },
  'graphql/kept-answers.ts#answers': { kind: 'lru' },
  'graphql/shared-subscriptions.ts#documents': { kind: 'lru' },
  'core/write-behind-limiter.ts#windows': { kind: 'lru' },
  'core/platform-settings.ts#slot': { kind: 'lru' },
  'core/kept-reads.ts#reads': { kind: 'lru' },
  'modules/settings/settings.service.ts#publicBySnapshot': { kind: 'weak' },
  'modules/auctions/auction-loaders.ts#loaders': { kind: 'weak' },
  'modules/donor-portal/donation-live.ts#loads': { kind: 'weak' },
  'rest/cached-answer.ts#answers': { kind: 'weak' },
  'rest/paging.ts#bodyTexts': { kind: 'weak' },
  'graphql/limits.ts#known': { kind: 'weak' },
  'graphql/limits.ts#conditional': { kind: 'weak' },
  'graphql/socket-delivery.ts#serialised': { kind: 'weak' },
  'graphql/introspection.ts#introspects': { kind: 'weak' },
  'graphql/resolver-instances.ts#bySchema': { kind: 'weak' },
  'graphql/shared-subscriptions.ts#serials': { kind: 'weak' },
  'graphql/shared-subscriptions.ts#executions': { kind: 'weak' },
  'modules/chat/builtin-assistant.ts#STOPWORDS': { kind: 'fixed', why: 'a word list in the code' },
  'rest/rest-server.ts#READ_METHODS': { kind: 'fixed', why: 'two methods' },
  'http/site-origin.ts#SAFE_METHODS': { kind: 'fixed', why: 'three methods' },
  'http/site-origin.ts#LOOPBACK': { kind: 'fixed', why: 'three host names' },
  'core/validation.ts#INHERITED_NAMES': { kind: 'fixed', why: "Object.prototype's names" },
  'rest/kept-answers.ts#routes': { kind: 'fixed', why: 'one per declared route that keeps its answers, made at start-up' },
  'modules/chat/stream-order.ts#replies': {
    kind: 'live',
    why: 'one per reply being streamed to this subscriber; removed when it is done',
    test: 'modules/chat/stream-order.test.ts',
  },
  'modules/chat/stream-order.ts#finished': {
    kind: 'live',
    why: 'the last 100 replies finished for this subscriber: the oldest is dropped',
    test: 'modules/chat/stream-order.test.ts',
  },
  'modules/chat/chat.service.ts#running': {
    kind: 'live',
    why: 'one per chat session whose reply is being generated (one at a time per session, a new one aborts the last); removed in finally',
  },
  'modules/chat/chat-streams.ts#inFlight': {
    kind: 'live',
    why: 'one per chat session with a reply in flight; removed when the reply ends',
  },
  'modules/donations/donation.service.ts#sending': {
    kind: 'live',
    why: 'the confirmation mails being sent; each removes itself',
  },
  'modules/forms/form-submission.service.ts#sending': {
    kind: 'live',
    why: 'the notification mails being sent; each removes itself',
  },
  'modules/donor-portal/tracking-views.ts#unsaved': {
    kind: 'live',
    why: 'lookups of kept views (an LRU) counted since the last write, emptied by each write every 100 ms; after a failed write, codes that exist only',
    test: 'modules/donor-portal/tracking-views.test.ts',
  },
  'modules/donor-portal/tracking-views.ts#saving': { kind: 'live', why: 'the batch being written, emptied when the write ends' },
  'core/write-behind-counts.ts#unsaved': {
    kind: 'live',
    why: 'increments of existing rows (posts read, API keys used) since the last write, emptied by each write',
    test: 'core/write-behind-counts.test.ts',
  },
  'core/write-behind-counts.ts#saving': { kind: 'live', why: 'the batch being written, emptied when the write ends' },
  'core/write-behind-limiter.ts#unsaved': {
    kind: 'live',
    why: 'rate-limit windows with points not written yet, removed by each write-behind',
    test: 'core/rate-limits.test.ts',
  },
  'core/write-behind-limiter.ts#saving': {
    kind: 'live',
    why: 'the windows of the write-behind in flight, removed when it ends',
    test: 'core/rate-limits.test.ts',
  },
  'core/batches.ts#queues': {
    kind: 'live',
    why: 'one per key with a batch in the database; removed when its queue drains',
    test: 'core/batches.test.ts',
  },
  'core/events/live-topics.ts#topics': {
    kind: 'live',
    why: 'one per topic with at least one open stream; removed with its last stream',
  },
  'graphql/shared-subscriptions.ts#byKey': {
    kind: 'live',
    why: "one event's executions by share key, held by `executions` under the event (weak): gone with the event",
  },
  'graphql/shared-subscriptions.ts#deliveries': {
    kind: 'live',
    why: 'one per share key with subscribers; removed with its last subscriber',
    test: 'graphql/shared-subscriptions.test.ts',
  },
  'http/kept-pages.ts#pages': { kind: 'fixed', why: 'one per key of a rendered page: its languages (ADR 32)' },
  'http/kept-pages.ts#queues': { kind: 'fixed', why: 'one per key of a rendered page: its languages' },
  'http/rendered-pages.ts#kept': { kind: 'fixed', why: 'one per rendered route of the modules (/blog)' },
  'http/page-render-worker.ts#pending': {
    kind: 'live',
    why: 'one per render under way; removed when the worker answers or its time limit passes',
    test: 'http/kept-pages.test.ts',
  },
  'http/client-sockets.ts#open': {
    kind: 'live',
    why: 'one per client address with an open socket; removed with its last socket',
    test: 'http/client-sockets.test.ts',
  },
  'http/key-sockets.ts#byPrefix': {
    kind: 'live',
    why: 'one per API key with an open socket; removed with its last socket',
    test: 'http/key-sockets.test.ts',
  },
};

const SRC = path.resolve(__dirname, '..');
/** A class field, a field set in a constructor, or a module-level constant holding a collection. */
const HELD = [
  /^\s+(?:private |protected |public )?(?:readonly )?(\w+)(?:: [^=\n]+)? = new (?:Map|Set|WeakMap|WeakSet|LRUCache)\b/gm,
  /^\s+this\.(\w+) = new (?:Map|Set|WeakMap|WeakSet|LRUCache)\b/gm,
  /^(?:export )?(?:const|let) (\w+)(?:: [^=\n]+)? = new (?:Map|Set|WeakMap|WeakSet|LRUCache)\b/gm,
];

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'migrations' || entry.name === 'seeders' ? [] : sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

function heldCollections(): Map<string, string> {
  const found = new Map<string, string>();
  for (const file of sourceFiles(SRC)) {
    const text = fs.readFileSync(file, 'utf8');
    const relative = path.relative(SRC, file).split(path.sep).join('/');
    for (const pattern of HELD) for (const match of text.matchAll(pattern)) found.set(`${relative}#${match[1]}`, text);
  }
  return found;
}

describe('collections held by long-lived objects', () => {
  const found = heldCollections();

  it('are each listed with why they are bounded (a new one must be added to CATALOGUE)', () => {
    expect([...found.keys()].sort()).toEqual(Object.keys(CATALOGUE).sort());
  });

  it('are bounded by lru-cache with max or maxSize where listed as lru', () => {
    for (const [key, bound] of Object.entries(CATALOGUE)) {
      if (bound.kind !== 'lru') continue;
      const text = found.get(key) ?? '';
      const calls = [...text.matchAll(/new LRUCache\b[^;]*?\b(max|maxSize)\s*[:,}]/gs)];
      const all = text.match(/new LRUCache\b/g) ?? [];
      expect({ key, bounded: calls.length }).toEqual({ key, bounded: all.length });
    }
  });

  it('are weak where listed as weak', () => {
    for (const [key, bound] of Object.entries(CATALOGUE)) {
      if (bound.kind !== 'weak') continue;
      const name = key.split('#')[1];
      expect({ key, weak: new RegExp(`\\b${name}\\b[^=\\n]*= new Weak(Map|Set)\\b`).test(found.get(key) ?? '') }).toEqual({
        key,
        weak: true,
      });
    }
  });

  it('name tests that exist', () => {
    for (const bound of Object.values(CATALOGUE)) {
      if ('test' in bound && bound.test) expect(fs.existsSync(path.join(SRC, bound.test))).toBe(true);
    }
  });
});
