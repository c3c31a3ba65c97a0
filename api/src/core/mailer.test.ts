import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Mailer, type MailOverrides } from './mailer';

const message = { to: 'donor@example.org', subject: 'Hello', text: 'Hi', html: '<p>Hi</p>' };

describe('Mailer', () => {
  let outbox: string;
  beforeEach(async () => {
    outbox = await mkdtemp(path.join(os.tmpdir(), 'vdp-outbox-'));
    seen.clear();
  });
  afterEach(() => rm(outbox, { recursive: true, force: true }));

  const seen = new Set<string>();
  /** The sender of the one message written since the last call. */
  const lastFrom = async () => {
    const fresh = (await readdir(outbox)).filter((file) => !seen.has(file));
    expect(fresh).toHaveLength(1);
    seen.add(fresh[0]!);
    return /^From: (.*)$/m.exec(await readFile(path.join(outbox, fresh[0]!), 'utf8'))?.[1];
  };

  it('sends from the settings sender when set, from MAIL_FROM otherwise, read at each send', async () => {
    let overrides: MailOverrides = {};
    const mailer = new Mailer('Env Sender <env@example.org>', undefined, outbox, async () => overrides);
    await mailer.send(message);
    expect(await lastFrom()).toBe('Env Sender <env@example.org>');
    overrides = { from: 'Settings Sender <settings@example.org>' };
    await mailer.send(message);
    expect(await lastFrom()).toBe('Settings Sender <settings@example.org>');
  });
});
