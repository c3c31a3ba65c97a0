import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { RunningServer } from '../src/app/server';
import { TestClient } from './client';
import { VALID } from './donor-fixtures';
import { startTestServer } from './harness';
import { fetchPdf, pdfText } from './pdf-text';
import { signedIn } from './staff-fixtures';
import { Migration20261203100000_donor_language_and_stored_messages as StoredMessages } from '../src/db/migrations/Migration20261203100000_donor_language_and_stored_messages';
import { DonationCommunication } from '../src/modules/donations/donation-communication.entity';
import { DonationStatusHistory } from '../src/modules/donations/donation-status-history.entity';
import { Donation } from '../src/modules/donations/donation.entity';
import { RECEIPT_LABELS } from '../src/modules/receipts/receipt-pdf.labels';

/** The text of a quoted-printable message body, as a mail client shows it. */
const unquote = (mail: string) =>
  Buffer.from(
    mail.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

/** The Subject header, unfolded, its RFC 2047 encoded-words (base64 or Q) decoded. */
function subjectOf(raw: string): string {
  const folded = /^Subject: (.*(?:\r?\n[ \t].*)*)/m.exec(raw)?.[1] ?? '';
  const decoded = folded
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_m, kind: string, text: string) =>
      kind.toLowerCase() === 'b' ? Buffer.from(text, 'base64').toString('utf8') : unquote(text.replace(/_/g, ' ')),
    );
  return decoded.replace(/\r?\n[ \t]/g, ' ');
}

const flat = (text: string) => text.replace(/\s+/g, ' ');

const TRACKING = `query ($code: String!) { donorPortal(accessCode: $code) {
  donation { id language }
  statusHistory { status notes noteMessage { id values } }
  communications { type subject subjectMessage { id values } message bodyMessage { id values } } } }`;

interface Tracking {
  donation: { id: number; language: string };
  statusHistory: Array<{
    status: string;
    notes: string | null;
    noteMessage: { id: string; values: Record<string, unknown> } | null;
  }>;
  communications: Array<{
    type: string;
    subject: string | null;
    subjectMessage: { id: string; values: Record<string, unknown> } | null;
    message: string;
    bodyMessage: { id: string; values: Record<string, unknown> } | null;
  }>;
}

describe('the donor’s language', () => {
  let server: RunningServer;
  let staff: TestClient;
  const outbox = fs.mkdtempSync(path.join(os.tmpdir(), 'vdp-language-'));

  beforeAll(async () => {
    server = await startTestServer({ donorLookupsPerMinute: 1000, outboxDir: outbox });
    staff = await signedIn(server, 'staff');
  });
  afterAll(async () => {
    await server.close();
    fs.rmSync(outbox, { recursive: true, force: true });
  });

  /** Every mail in the outbox that mentions `contains`, decoded. */
  const mailsWith = (contains: string) =>
    fs
      .readdirSync(outbox)
      .map((name) => fs.readFileSync(path.join(outbox, name), 'utf8'))
      .map((raw) => ({ subject: subjectOf(raw), text: unquote(raw) }))
      .filter((mail) => mail.text.includes(contains));

  async function submit(client: TestClient, body: Record<string, unknown>) {
    const { status, body: answer } = await client.rest('POST', '/api/donations', { ...VALID, ...body });
    expect(status).toBe(201);
    await server.services.donations.settled();
    return answer as { id: number; accessCode: string };
  }

  async function issueReceipt(id: number) {
    const { status, body } = await staff.rest('POST', `/api/donations/${id}/generate-receipt`, {
      receiptValue: '1200',
      sendEmail: true,
    });
    expect(status).toBe(201);
    return body as { receiptNumber: string; language: string; downloadUrl: string };
  }

  const track = async (code: string) => {
    const answer = await new TestClient(server.url).gql<{ donorPortal: Tracking }>(TRACKING, { code });
    expect(answer.errors).toBeUndefined();
    return answer.data!.donorPortal;
  };

  it('a French donation: French confirmation, receipt PDF and receipt mail; the tracking page gets ids to show in French', async () => {
    const email = 'francais@example.com';
    const { id, accessCode } = await submit(new TestClient(server.url), { email, language: 'fr' });
    expect((await server.db.orm.em.fork().findOneOrFail(Donation, id)).language).toBe('fr');

    const [confirmation] = mailsWith(accessCode);
    expect(confirmation.subject).toBe(`Votre demande de don de véhicule no ${id}`);
    expect(confirmation.text).toContain('Votre code de suivi');

    const receipt = await issueReceipt(id);
    expect(receipt.language).toBe('fr');
    const pdf = await fetchPdf(server.url, receipt.downloadUrl, staff.cookie);
    const text = flat(await pdfText(pdf.pdf));
    for (const label of [RECEIPT_LABELS.fr.title, RECEIPT_LABELS.fr.fairMarketValue, RECEIPT_LABELS.fr.eligibleAmount])
      expect(text).toContain(label);
    expect(text).not.toContain(RECEIPT_LABELS.en.title);
    expect(text).toMatch(/1\s200,00\s\$/);
    const [mail] = mailsWith(`tax-receipt-${receipt.receiptNumber}.pdf`);
    expect(mail.subject).toBe(`Votre reçu officiel aux fins de l'impôt ${receipt.receiptNumber}`);
    expect(mail.text).toContain('Bonjour Marie');

    const tracking = await track(accessCode);
    expect(tracking.donation.language).toBe('fr');
    expect(tracking.statusHistory.map((entry) => entry.noteMessage)).toEqual([
      { id: 'donation.history.receiptIssued', values: { receiptNumber: receipt.receiptNumber } },
      { id: 'donation.history.submitted', values: {} },
    ]);
    // text readers (REST, older clients) get the English text of the id
    expect(tracking.statusHistory[0].notes).toBe(`Tax receipt ${receipt.receiptNumber} issued`);
    const byType = Object.fromEntries(tracking.communications.map((c) => [c.type, c]));
    expect(byType.confirmation).toMatchObject({
      subjectMessage: { id: 'donation.communication.confirmationSubject', values: { donationId: id } },
      bodyMessage: { id: 'donation.communication.confirmation', values: {} },
      message: 'Donation request confirmation with the tracking link.',
    });
    expect(byType.receipt.bodyMessage).toEqual({
      id: 'donation.communication.receipt',
      values: { receiptNumber: receipt.receiptNumber },
    });
  });

  it('an English donation: English confirmation, receipt PDF and receipt mail', async () => {
    const { id, accessCode } = await submit(new TestClient(server.url), { email: 'english@example.com', language: 'en' });
    const [confirmation] = mailsWith(accessCode);
    expect(confirmation.subject).toBe(`Your vehicle donation request #${id}`);
    const receipt = await issueReceipt(id);
    expect(receipt.language).toBe('en');
    const text = flat(await pdfText((await fetchPdf(server.url, receipt.downloadUrl, staff.cookie)).pdf));
    expect(text).toContain(RECEIPT_LABELS.en.title);
    expect(text).toContain('$1,200.00');
    expect(text).not.toContain(RECEIPT_LABELS.fr.title);
    expect(mailsWith(`tax-receipt-${receipt.receiptNumber}.pdf`)[0].subject).toBe(
      `Your official tax receipt ${receipt.receiptNumber}`,
    );
  });

  it('without a language in the body: the vdp.locale cookie, else Accept-Language, else English', async () => {
    const language = async (headers: Record<string, string>) => {
      const { id } = await submit(new TestClient(server.url, headers), { email: 'guess@example.com' });
      return (await server.db.orm.em.fork().findOneOrFail(Donation, id)).language;
    };
    expect(await language({ 'accept-language': 'fr-CA,fr;q=0.9,en;q=0.8' })).toBe('fr');
    expect(await language({ 'accept-language': 'fr-CA', cookie: 'vdp.locale=en' })).toBe('en');
    expect(await language({ cookie: 'vdp.locale=fr' })).toBe('fr');
    expect(await language({})).toBe('en');
  });

  it('GraphQL takes fr-CA as French, and staff may still print a receipt in the other language', async () => {
    const { year, make, model, ...donor } = VALID;
    const answer = await new TestClient(server.url).gql<{ donationSubmit: { id: number } }>(
      `mutation ($input: DonationSubmitInput!) { donationSubmit(input: $input) { id } }`,
      { input: { ...donor, year, make, model, estimatedValue: undefined, email: 'gql.fr@example.com', language: 'fr-CA' } },
    );
    expect(answer.errors).toBeUndefined();
    const id = answer.data!.donationSubmit.id;
    await server.services.donations.settled();
    expect((await server.db.orm.em.fork().findOneOrFail(Donation, id)).language).toBe('fr');
    const chosen = await staff.rest('POST', `/api/donations/${id}/generate-receipt`, { receiptValue: '300', language: 'en' });
    expect([chosen.status, (chosen.body as { language: string }).language]).toEqual([201, 'en']);
  });

  it('the migration turns the platform’s older free-text rows into ids and leaves people’s notes as written', async () => {
    const { id } = await submit(new TestClient(server.url), { email: 'older@example.com', language: 'fr' });
    const em = server.db.orm.em.fork();
    const connection = em.getConnection();
    // rows as the platform wrote them before the migration
    await connection.execute(
      `update donation_status_history set note_message = null, notes = 'Donation request submitted' where donation_id = ?`,
      [id],
    );
    await connection.execute(
      `insert into donation_status_history (donation_id, status, previous_status, notes, created_at) values
        (?, 'receipt_issued', 'pending', 'Tax receipt 2026-000123 issued', now()),
        (?, 'processing', 'pending', 'Auction #12 sold for $4,250.00 to dealer #3.', now()),
        (?, 'processing', 'pending', 'Auction #13 ended with no winning bid (0 bids; reserve not met or no bids).', now()),
        (?, 'processing', 'pending', 'Called the donor, pickup Friday', now())`,
      [id, id, id, id],
    );
    await connection.execute(
      `update donation_communications set subject_message = null, body_message = null,
        subject = 'Votre demande de don de véhicule no ' || donation_id, message = 'Donation request confirmation with the tracking link.'
       where donation_id = ?`,
      [id],
    );
    const migration = new StoredMessages(em.getDriver(), server.db.orm.config);
    await migration.up();
    for (const query of migration.getQueries()) {
      const sql = typeof query === 'string' ? query : query.toString();
      if (sql.trimStart().startsWith('update')) await connection.execute(sql);
    }
    const rows = await em.fork().find(DonationStatusHistory, { donation: id }, { orderBy: { id: 'asc' } });
    expect(rows.map((row) => [row.noteMessage ?? null, row.notes ?? null])).toEqual([
      [{ id: 'donation.history.submitted', values: {} }, null],
      [{ id: 'donation.history.receiptIssued', values: { receiptNumber: '2026-000123' } }, null],
      [{ id: 'donation.history.auctionSold', values: { auctionId: 12, amount: 4250, dealerId: 3 } }, null],
      [{ id: 'donation.history.auctionUnsold', values: { auctionId: 13, bidCount: 0 } }, null],
      [null, 'Called the donor, pickup Friday'],
    ]);
    const communication = await em.fork().findOneOrFail(DonationCommunication, { donation: id });
    expect([communication.subjectMessage, communication.bodyMessage, communication.subject, communication.message]).toEqual([
      { id: 'donation.communication.confirmationSubject', values: { donationId: id } },
      { id: 'donation.communication.confirmation', values: {} },
      null,
      null,
    ]);
  });
});
