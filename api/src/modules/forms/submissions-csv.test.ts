import type { FormField } from '@vdp/shared/forms/form.constants';
import type { FormSubmissionView } from './form.presenter';
import { csvHeader, csvRecord, submissionsCsv } from './submissions-csv';

const fields: FormField[] = [
  { id: 'name', type: 'text', label: 'Nom', required: true },
  { id: 'agree', type: 'checkbox', label: "J'accepte", required: false },
  { id: 'notes', type: 'textarea', label: 'Notes', required: false },
];

const submission = (data: FormSubmissionView['data'], extra: Partial<FormSubmissionView> = {}): FormSubmissionView => ({
  id: 1,
  data,
  ipAddress: '127.0.0.1',
  userAgent: 'Firefox',
  createdAt: new Date('2026-03-01T12:00:00.000Z'),
  ...extra,
});

async function text(rows: FormSubmissionView[]): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of submissionsCsv(
    fields,
    (async function* () {
      yield* rows;
    })(),
  )) {
    chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk)));
  }
  return Buffer.concat(chunks).toString('utf8');
}

describe('csvHeader and csvRecord', () => {
  it('put the time first, a column per field by its label, then the address and user agent', () => {
    expect(csvHeader(fields)).toEqual(['Submitted at', 'Nom', "J'accepte", 'Notes', 'IP address', 'User agent']);
  });

  it('write a checkbox as Yes or No and leave a missing answer empty', () => {
    expect(csvRecord(fields, submission({ name: 'Zoé', agree: true }))).toEqual([
      '2026-03-01T12:00:00.000Z',
      'Zoé',
      'Yes',
      '',
      '127.0.0.1',
      'Firefox',
    ]);
    expect(csvRecord(fields, submission({ agree: false }, { ipAddress: null, userAgent: null })).slice(1)).toEqual([
      '',
      'No',
      '',
      '',
      '',
    ]);
  });
});

describe('submissionsCsv', () => {
  it('starts with a UTF-8 byte order mark and separates records with CRLF', async () => {
    const csv = await text([submission({ name: 'Zoé' })]);
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(csv.slice(1)).toBe(
      "Submitted at,Nom,J'accepte,Notes,IP address,User agent\r\n2026-03-01T12:00:00.000Z,Zoé,,,127.0.0.1,Firefox\r\n",
    );
  });

  it.each([
    ['=1+1', "'=1+1"],
    ['+33 1 23', "'+33 1 23"],
    ['-1', "'-1"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tx', "'\tx"],
    ['＝1+1', "'＝1+1"],
    ['a=1', 'a=1'],
  ])('neutralises a cell starting with a formula character: %p', async (answer, cell) => {
    const csv = await text([submission({ name: answer })]);
    expect(csv.split('\r\n')[1]?.split(',')[1]).toBe(cell);
  });

  it('quotes cells holding a comma, a quote or a line break', async () => {
    const csv = await text([submission({ name: 'Côté, "Frank"', notes: 'un\ndeux' })]);
    expect(csv).toContain(',"Côté, ""Frank""",,"un\ndeux",');
  });

  it('neutralises the header too (labels are typed by admins)', async () => {
    const chunks: string[] = [];
    const fieldsWithFormula: FormField[] = [{ id: 'x', type: 'text', label: '=cmd', required: false }];
    for await (const chunk of submissionsCsv(fieldsWithFormula, (async function* () {})())) chunks.push(String(chunk));
    expect(chunks.join('')).toContain(",'=cmd,");
  });
});
