import { execFile } from 'node:child_process';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { Client } from 'pg';
import { parseCharityNumber, type CharityNumber } from '@vdp/shared/charities/charity-number';
import type { RunningServer } from '../src/app/server';
import { REGISTRY_SAMPLES_DIR } from '../src/db/seeders/demo-registry';
import { RegistryImportError, type ImportSummary, type RegistrySource } from '../src/modules/registry/import/import.types';
import { importRegistryFile } from '../src/modules/registry/import/registry-import';
import { startTestServer } from './harness';

let server: RunningServer;
let db: Client;
let scratch: string;

const sample = (file: string) => path.join(REGISTRY_SAMPLES_DIR, file);
const malformed = (file: string) => path.join(REGISTRY_SAMPLES_DIR, 'malformed', file);
const run = (source: RegistrySource, file: string) => importRegistryFile(db, source, file);

/** Both registry tables, in full: compared before and after a refused import. */
async function tables(): Promise<unknown[]> {
  const charities = await db.query('select * from registry_charities order by registry, number');
  const financials = await db.query('select * from registry_financials order by registry, number, fiscal_period_end');
  return [charities.rows, financials.rows];
}

async function refusal(source: RegistrySource, file: string): Promise<RegistryImportError> {
  const error: unknown = await run(source, file).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(RegistryImportError);
  return error as RegistryImportError;
}

/** A scratch file holding `text`. */
async function fileWith(name: string, text: string): Promise<string> {
  const file = path.join(scratch, name);
  await writeFile(file, text);
  return file;
}

function find(typed: string) {
  return server.services.registry.find(server.db.orm.em.fork(), parseCharityNumber(typed) as CharityNumber);
}

const counts = (summary: ImportSummary) => {
  const { rows, added, changed, unchanged, refused, delisted } = summary;
  return { rows, added, changed, unchanged, refused, delisted };
};

beforeAll(async () => {
  scratch = await mkdtemp(path.join(os.tmpdir(), 'vdp-registry-'));
  server = await startTestServer({ demo: false }); // an empty registry: demo mode would load the samples
  db = new Client({ connectionString: server.db.url });
  await db.connect();
});
afterAll(async () => {
  await db.end();
  await server.close();
});

describe('registry import', () => {
  it('imports every sample with its summary', async () => {
    expect(counts(await run('cra-list', sample('cra-list.csv')))).toEqual({
      rows: 10,
      added: 10,
      changed: 0,
      unchanged: 0,
      refused: 0,
      delisted: 0,
    });
    expect(counts(await run('cra-t3010', sample('cra-t3010.csv')))).toMatchObject({ rows: 9, added: 9, changed: 0 });
    expect(counts(await run('irs-bmf', sample('irs-bmf.csv')))).toMatchObject({ rows: 5, added: 5, changed: 0 });
    // Three BMF rows get flagged, one organization is new.
    expect(counts(await run('irs-pub78', sample('irs-pub78.txt')))).toEqual({
      rows: 4,
      added: 1,
      changed: 3,
      unchanged: 0,
      refused: 0,
      delisted: 0,
    });
  });

  it('reports everything unchanged on a second import of the same files', async () => {
    const files: [RegistrySource, string, number][] = [
      ['cra-list', 'cra-list.csv', 10],
      ['cra-t3010', 'cra-t3010.csv', 9],
      ['irs-bmf', 'irs-bmf.csv', 5],
      ['irs-pub78', 'irs-pub78.txt', 4],
    ];
    for (const [source, file, rows] of files) {
      expect(counts(await run(source, sample(file)))).toEqual({
        rows,
        added: 0,
        changed: 0,
        unchanged: rows,
        refused: 0,
        delisted: 0,
      });
    }
  });

  it('reports a changed row as changed and stores the change', async () => {
    const original = await readFile(sample('cra-list.csv'), 'utf8');
    const revoked = original.replace(
      '888000007RR0001,Riverside Animal Rescue,Registered,2018-06-11',
      '888000007RR0001,Riverside Animal Rescue,Revoked,2026-11-01',
    );
    expect(counts(await run('cra-list', await fileWith('cra-list-changed.csv', revoked)))).toMatchObject({
      added: 0,
      changed: 1,
      unchanged: 9,
    });
    expect(await find('888000007RR0001')).toMatchObject({ status: 'Revoked', registered: false, statusDate: '2026-11-01' });
    expect(counts(await run('cra-list', sample('cra-list.csv')))).toMatchObject({ changed: 1, unchanged: 9 });
    expect(await find('888000007RR0001')).toMatchObject({ status: 'Registered', registered: true });
  });

  it('refuses each malformed sample whole, naming the line, and writes nothing', async () => {
    const before = await tables();
    const cases: [RegistrySource, string, string][] = [
      ['cra-list', 'cra-list.csv', 'line 4: BN/Registration Number must be 9 digits, RR and 4 digits'],
      ['cra-t3010', 'cra-t3010.csv', 'line 3: 4700 must be an amount in dollars such as 1234.56 (got "one hundred")'],
      ['irs-bmf', 'irs-bmf.csv', 'line 4: expected 28 columns, found 25'],
      ['irs-pub78', 'irs-pub78.txt', 'line 4: EIN must be 9 digits (got "88-8000204")'],
    ];
    for (const [source, file, message] of cases) {
      const error = await refusal(source, malformed(file));
      expect(error.message).toContain(message);
      expect(error.line).toBe(Number(/^line (\d+)/.exec(message)![1]));
    }
    expect(await tables()).toEqual(before);
  });

  it('refuses a wrong header, a repeated number, a bad date, broken quoting and an empty file', async () => {
    const before = await tables();
    const header = (await readFile(sample('cra-list.csv'), 'utf8')).split('\n')[0];
    const row = (bn: string, date = '2010-01-01') =>
      `${bn},Sample Repeat,Registered,${date},,C,0001,1 Sample St,Toronto,ON,M5V 1A1,CA`;

    const wrongHeader = await refusal('irs-bmf', sample('cra-list.csv'));
    expect(wrongHeader.message).toMatch(
      /^line 1: the header does not match the IRS EO Business Master File \(CSV\): expected: EIN, NAME/,
    );
    const repeated = await refusal(
      'cra-list',
      await fileWith('repeat.csv', [header, row('888000301RR0001'), row('888000302RR0001'), row('888000301RR0001')].join('\n')),
    );
    expect(repeated.message).toBe('line 4: repeats the number of line 2');
    const badDate = await refusal(
      'cra-list',
      await fileWith('date.csv', [header, row('888000301RR0001', '2010-02-30')].join('\n')),
    );
    expect(badDate.message).toBe('line 2: Effective Date of Status must be a date YYYY-MM-DD (got "2010-02-30")');
    const quoting = await refusal(
      'cra-list',
      await fileWith('quote.csv', `${header}\n${row('888000301RR0001')}\n"888000302RR0001,x\n`),
    );
    expect(quoting.line).toBe(3);
    expect(quoting.message).toMatch(/^line 3: malformed CSV/);
    expect((await refusal('cra-list', await fileWith('empty.csv', `${header}\n`))).message).toMatch(/no data rows/);
    expect(await tables()).toEqual(before);
  });

  it('unflags the organizations a new Publication 78 file no longer lists', async () => {
    const lines = (await readFile(sample('irs-pub78.txt'), 'utf8')).trim().split('\n');
    const shorter = await fileWith('pub78.txt', lines.filter((line) => !/^888000(005|010)\|/.test(line)).join('\n'));
    expect(counts(await run('irs-pub78', shorter))).toMatchObject({ rows: 2, unchanged: 2, delisted: 2 });
    expect(await find('88-8000005')).toMatchObject({
      inPublication78: false,
      registered: true,
      status: 'Unconditional exemption',
    });
    expect(await find('88-8000010')).toMatchObject({ inPublication78: false, registered: false });
    expect(counts(await run('irs-pub78', sample('irs-pub78.txt')))).toMatchObject({ changed: 2, delisted: 0 });
    expect(await find('88-8000010')).toMatchObject({
      inPublication78: true,
      registered: true,
      status: 'Listed in Publication 78',
    });
  });

  it('finds the imported records with their latest financial filing', async () => {
    expect(await find('888000001 RR 0001')).toMatchObject({
      registry: 'cra',
      number: '888000001RR0001',
      name: 'Demo Community Food Bank',
      status: 'Registered',
      registered: true,
      designation: 'C',
      address: { street: '125 Queen Street East', city: 'Toronto', region: 'ON', postalCode: 'M5C 1S1', country: 'CA' },
      financials: {
        fiscalPeriodEnd: '2025-12-31',
        filedOn: '2026-05-14',
        totalRevenue: '1320000.00',
        governmentFunding: '200000.00',
        charitablePrograms: '1040000.00',
        managementAndAdministration: '98000.00',
        fundraising: '71000.00',
        totalExpenditures: '1209000.00',
        compensatedPositions: 19,
        boardSize: 9,
      },
    });
    // The overdue one: its latest period has no return filed.
    expect((await find('888000005RR0001'))?.financials).toMatchObject({
      fiscalPeriodEnd: '2025-12-31',
      filedOn: null,
      totalRevenue: null,
    });
    expect(await find('888000101RR0001')).toMatchObject({ status: 'Revoked', registered: false, financials: null });
    expect(await find('88-8000001')).toMatchObject({
      registry: 'irs',
      registered: true,
      status: 'Unconditional exemption',
      inPublication78: true,
      deductibility: 'PC',
      subsection: '03',
      category: 'K31',
      statusDate: '1998-05-01',
    });
    expect(await find('88-8000002')).toMatchObject({ registered: false, status: 'Not exempt (status 97)' });
    expect(await find('999999999RR0001')).toBeNull();
  });

  it('runs as a command: a summary and exit 0, or the refusal and exit 1', async () => {
    const command = (source: string, file: string) =>
      promisify(execFile)(
        process.execPath,
        ['--conditions=source', '-r', '@swc-node/register', 'src/modules/registry/import/registry-import.cli.ts', source, file],
        { cwd: path.resolve(__dirname, '..'), env: { ...process.env, DATABASE_URL: server.db.url } },
      );
    const ok = await command('cra-list', sample('cra-list.csv'));
    expect(ok.stdout).toContain('added 0, changed 0, unchanged 10, refused 0');
    const refused: { code?: number; stderr?: string } = await command('irs-bmf', malformed('irs-bmf.csv')).then(
      () => ({}),
      (e: { code?: number; stderr?: string }) => e,
    );
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('line 4: expected 28 columns, found 25');
    expect(refused.stderr).toContain('Nothing was imported');
  });
});

describe('demo mode', () => {
  it('loads the sample registry at the first start', async () => {
    const demo = await startTestServer();
    try {
      const record = await demo.services.registry.find(
        demo.db.orm.em.fork(),
        parseCharityNumber('888000001RR0001') as CharityNumber,
      );
      expect(record).toMatchObject({
        name: 'Demo Community Food Bank',
        registered: true,
        financials: { fiscalPeriodEnd: '2025-12-31' },
      });
      const [{ n }] = await demo.db.orm.em
        .fork()
        .getConnection()
        .execute<{ n: number }[]>('select count(*)::int as n from registry_charities');
      expect(n).toBe(16);
    } finally {
      await demo.close();
    }
  });
});
