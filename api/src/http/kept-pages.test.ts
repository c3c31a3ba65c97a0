import { KeptPages } from './kept-pages';

/** A render per call, resolved or failed by the test; `renders` lists the keys asked. */
function renderer() {
  const renders: Array<{ key: string; resolve(page: string): void; reject(error: Error): void }> = [];
  const render = (key: string) => new Promise<string>((resolve, reject) => renders.push({ key, resolve, reject }));
  return { renders, render };
}

const settled = () => new Promise((resolve) => setImmediate(resolve));

describe('KeptPages (pages rendered with their data, ADR 32)', () => {
  let now = 0;
  const options = { ttlMs: 10_000, clearedBy: [], now: () => now };
  beforeEach(() => {
    now = 0;
  });

  it('renders a page once for every visitor until its time limit', async () => {
    const { renders, render } = renderer();
    const pages = new KeptPages(render, undefined, options);
    const first = pages.get('en');
    const second = pages.get('en');
    expect(renders.map((r) => r.key)).toEqual(['en']);
    renders[0]?.resolve('en #1');
    expect(await first).toBe('en #1');
    expect(await second).toBe('en #1');
    now = 9_999;
    expect(await pages.get('en')).toBe('en #1');
    expect(renders).toHaveLength(1);
  });

  it('serves a page past its time limit while its next render runs, then the new one', async () => {
    const { renders, render } = renderer();
    const pages = new KeptPages(render, undefined, options);
    const first = pages.get('fr');
    renders[0]?.resolve('fr #1');
    await first;
    now = 10_000;
    expect(await pages.get('fr')).toBe('fr #1');
    expect(await pages.get('fr')).toBe('fr #1');
    expect(renders).toHaveLength(2); // one re-render, however many visitors
    renders[1]?.resolve('fr #2');
    await settled();
    expect(await pages.get('fr')).toBe('fr #2');
  });

  it('keeps serving the page when its re-render fails, and tries again at the next visit', async () => {
    const { renders, render } = renderer();
    const pages = new KeptPages(render, undefined, options);
    const first = pages.get('en');
    renders[0]?.resolve('en #1');
    await first;
    now = 20_000;
    expect(await pages.get('en')).toBe('en #1');
    renders[1]?.reject(new Error('worker stopped'));
    await settled();
    expect(await pages.get('en')).toBe('en #1');
    expect(renders).toHaveLength(3);
  });

  it('forgets every page on an event: none is served again, the kept ones are rendered at once', async () => {
    const { renders, render } = renderer();
    const pages = new KeptPages(render, undefined, options);
    const first = pages.get('en');
    renders[0]?.resolve('en #1');
    await first;
    pages.forget();
    expect(renders.map((r) => r.key)).toEqual(['en', 'en']);
    const after = pages.get('en');
    expect(renders).toHaveLength(2); // the visitor shares the render the event started
    renders[1]?.resolve('en #2');
    expect(await after).toBe('en #2');
  });

  it('never keeps a re-render that started before an event', async () => {
    const { renders, render } = renderer();
    const pages = new KeptPages(render, undefined, options);
    const first = pages.get('en');
    renders[0]?.resolve('en #1');
    await first;
    now = 10_000;
    void pages.get('en'); // re-render #2 starts
    pages.forget(); // #3 starts once #2 is done
    const after = pages.get('en');
    renders[1]?.resolve('en #2 (before the change)');
    await settled();
    renders[2]?.resolve('en #3');
    expect(await after).toBe('en #3');
    expect(await pages.get('en')).toBe('en #3');
  });

  it('does not keep a failed first render', async () => {
    const { renders, render } = renderer();
    const pages = new KeptPages(render, undefined, options);
    const failed = pages.get('en');
    renders[0]?.reject(new Error('no worker'));
    await expect(failed).rejects.toThrow('no worker');
    await settled();
    void pages.get('en');
    expect(renders).toHaveLength(2);
  });
});

describe('KeptPages under a burst of events', () => {
  it('renders a page once more after the render under way, however many events came meanwhile', async () => {
    const { renders, render } = renderer();
    const pages = new KeptPages(render, undefined, { ttlMs: 10_000, clearedBy: [], now: () => 0 });
    const first = pages.get('en');
    renders[0]?.resolve('en #1');
    await first;
    pages.forget(); // render #2 starts
    for (let event = 0; event < 40; event++) pages.forget(); // #3 waits for #2: one render for all forty
    expect(renders).toHaveLength(2);
    const page = pages.get('en');
    renders[1]?.resolve('en #2 (read before the last events)');
    await settled();
    expect(renders).toHaveLength(3);
    renders[2]?.resolve('en #3');
    expect(await page).toBe('en #3');
  });
});
