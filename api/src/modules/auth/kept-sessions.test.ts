import { KeptSessions } from './kept-sessions';

const dana = { id: 7, username: 'dana', role: 'dealer' as const };
const live = async () => ({ user: dana, expiresAt: Date.now() + 60_000 });

describe('KeptSessions', () => {
  it('reads a session once, then answers from memory', async () => {
    const kept = new KeptSessions(undefined);
    const read = jest.fn(live);
    expect(await kept.resolve('s1', read)).toEqual(dana);
    expect(await kept.resolve('s1', read)).toEqual(dana);
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('reads again once the session itself has expired', async () => {
    const kept = new KeptSessions(undefined);
    const read = jest.fn(async () => ({ user: dana, expiresAt: Date.now() - 1 }));
    await kept.resolve('s1', read);
    await kept.resolve('s1', read);
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('forgets a session, or every session of a user, when told', async () => {
    const kept = new KeptSessions(undefined);
    const read = jest.fn(live);
    await kept.resolve('s1', read);
    await kept.resolve('s2', read);
    kept.changed({ sessionId: 's1' });
    await kept.resolve('s1', read);
    await kept.resolve('s2', read);
    expect(read).toHaveBeenCalledTimes(3);
    kept.changed({ userId: dana.id });
    await kept.resolve('s1', read);
    await kept.resolve('s2', read);
    expect(read).toHaveBeenCalledTimes(5);
  });

  it('does not keep a lookup that began before a change', async () => {
    const kept = new KeptSessions(undefined);
    let finish: () => void = () => undefined;
    const slow = kept.resolve('s1', () => new Promise((resolve) => (finish = () => void live().then(resolve))));
    kept.changed({ userId: dana.id }); // e.g. deactivated while the row was being read
    finish();
    await slow;
    const read = jest.fn(async () => null);
    expect(await kept.resolve('s1', read)).toBeNull();
    expect(read).toHaveBeenCalledTimes(1);
  });
});
