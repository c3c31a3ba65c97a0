import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { RunningServer } from '../src/app/server';
import type { TestClient } from './client';
import { VALID } from './donor-fixtures';
import { startTestServer } from './harness';
import { fetchPdf, pdfText } from './pdf-text';
import { GQL, signedIn, submitDonation } from './staff-fixtures';
import { Charity } from '../src/modules/charities/charity.entity';
import { Donation } from '../src/modules/donations/donation.entity';
import { DigitalReceiptArchive } from '../src/modules/receipts/digital-receipt-archive.entity';
import { ReceiptGenerationLog } from '../src/modules/receipts/receipt-generation-log.entity';
import { DEFAULT_ISSUER } from '../src/modules/receipts/receipt-issuer';
import { formatDate, formatKilometres, formatMoney } from '../src/modules/receipts/receipt-pdf';
import { RECEIPT_LABELS } from '../src/modules/receipts/receipt-pdf.labels';
import { TaxReceipt } from '../src/modules/receipts/tax-receipt.entity';
import { registerDemoNumbers } from './registry-fixtures';

interface ReceiptJson {
  id: number;
  receiptNumber: string;
  status: string;
  eligibleAmount: string;
  sendEmail: boolean;
  emailSent: boolean;
  replacesReceiptNumber: string | null;
  downloadUrl: string;
  fileHash: string;
  language: string;
}

const flat = (text: string) => text.replace(/\s+/g, ' ');

describe('tax receipts', () => {
  let server: RunningServer;
  let staff: TestClient;
  const outbox = fs.mkdtempSync(path.join(os.tmpdir(), 'vdp-receipts-'));

  beforeAll(async () => {
    server = await startTestServer({ donorLookupsPerMinute: 1000, outboxDir: outbox });
    staff = await signedIn(server, 'staff');
    await registerDemoNumbers(server);
  });
  afterAll(async () => {
    await server.close();
    fs.rmSync(outbox, { recursive: true, force: true });
  });

  const generate = (id: number, body: Record<string, unknown>) =>
    staff.rest('POST', `/api/donations/${id}/generate-receipt`, body);

  it('issues an English receipt whose PDF holds every required field, archived with its SHA-256 and logged', async () => {
    // no chosen charity: the platform's own issuer
    const { id } = await submitDonation(server, { email: 'receipt.en@example.com', preferredCharity: 'other' });
    await server.db.orm.em.fork().nativeUpdate(Donation, { id }, { pickupDate: '2026-03-14' });
    const response = await generate(id, { receiptValue: '2450.5', notes: 'Appraised at the yard', sendEmail: false });
    expect(response.status).toBe(201);
    const receipt = response.body as ReceiptJson;
    expect(receipt).toMatchObject({ status: 'issued', eligibleAmount: '2450.50', sendEmail: false, emailSent: false });
    expect(receipt.receiptNumber).toMatch(/^\d{4}-\d{6}$/);

    const file = await fetchPdf(server.url, receipt.downloadUrl, staff.cookie);
    expect([file.status, file.type]).toEqual([200, 'application/pdf']);
    const sha = crypto.createHash('sha256').update(file.pdf).digest('hex');
    expect(receipt.fileHash).toBe(sha);

    const em = server.db.orm.em.fork();
    const stored = await em.findOneOrFail(TaxReceipt, { receiptNumber: receipt.receiptNumber });
    const archive = await em.findOneOrFail(DigitalReceiptArchive, { receipt: stored.id });
    expect(archive).toMatchObject({ fileHash: sha, fileSize: file.pdf.length, mimeType: 'application/pdf' });
    const log = await em.findOneOrFail(ReceiptGenerationLog, { receipt: stored.id });
    expect(log).toMatchObject({ status: 'success', generationType: 'original' });
    for (const timing of [log.processingTime, log.pdfGenerationTime, log.archiveTime]) expect(timing).toBeGreaterThanOrEqual(0);

    const l = RECEIPT_LABELS.en;
    const text = flat(await pdfText(file.pdf));
    for (const expected of [
      l.title,
      receipt.receiptNumber,
      DEFAULT_ISSUER.name,
      DEFAULT_ISSUER.address,
      DEFAULT_ISSUER.registrationNumber,
      DEFAULT_ISSUER.placeOfIssue,
      `${l.dateReceived} ${formatDate('2026-03-14', 'en')}`,
      `${l.dateIssued} ${formatDate(stored.receiptDate, 'en')}`,
      `${VALID.firstName} ${VALID.lastName}`,
      VALID.address,
      `${VALID.city}, ${VALID.province} ${VALID.postalCode}`,
      l.vehicle(VALID.year, VALID.make, VALID.model, null),
      VALID.vin,
      l.odometer(formatKilometres(VALID.mileage, 'en')),
      `${l.fairMarketValue} ${formatMoney('2450.50', 'en')}`,
      `${l.advantageAmount} ${formatMoney('0', 'en')}`,
      `${l.eligibleAmount} ${formatMoney('2450.50', 'en')}`,
      `${l.signature}: ${DEFAULT_ISSUER.signatoryName}, ${DEFAULT_ISSUER.signatoryTitle}`,
      'Canada Revenue Agency, canada.ca/charities-giving',
    ]) {
      expect(text).toContain(flat(expected));
    }

    const donation = await em.findOneOrFail(Donation, id);
    expect(donation).toMatchObject({
      status: 'receipt_issued',
      receiptIssued: true,
      receiptNumber: receipt.receiptNumber,
      taxReceiptValue: '2450.50',
      finalValue: '2450.50',
    });
  });

  it('issues the French receipt in French, with the advantage and the appraiser, by GraphQL', async () => {
    const { id } = await submitDonation(server, { preferredCharity: 'other' });
    const result = await staff.gql<{ donationReceiptGenerate: ReceiptJson }>(GQL.receipt, {
      input: {
        donationId: id,
        receiptValue: '3000',
        sendEmail: false,
        language: 'fr',
        advantageAmount: '250',
        advantageDescription: 'Billets de spectacle',
        appraiserName: 'Évaluations Gagnon inc.',
        appraiserAddress: '45 boul. René-Lévesque, Québec QC G1R 2B3',
      },
    });
    expect(result.errors).toBeUndefined();
    const receipt = result.data!.donationReceiptGenerate;
    expect(receipt).toMatchObject({ language: 'fr', eligibleAmount: '2750.00', advantageAmount: '250.00' });
    const text = flat(await pdfText((await fetchPdf(server.url, receipt.downloadUrl, staff.cookie)).pdf));
    const l = RECEIPT_LABELS.fr;
    for (const expected of [
      "Reçu officiel aux fins de l'impôt sur le revenu",
      receipt.receiptNumber,
      `${l.registrationNumber} ${DEFAULT_ISSUER.registrationNumber}`,
      l.placeOfIssue,
      l.dateReceived,
      l.dateIssued,
      l.vehicle(VALID.year, VALID.make, VALID.model, null),
      `${l.vin}: ${VALID.vin}`,
      `${l.fairMarketValue} ${formatMoney('3000', 'fr')}`,
      `${l.advantageAmount} ${formatMoney('250', 'fr')}`,
      `${l.advantageDescription} Billets de spectacle`,
      `${l.eligibleAmount} ${formatMoney('2750', 'fr')}`,
      `${l.appraiser} Évaluations Gagnon inc.`,
      '45 boul. René-Lévesque, Québec QC G1R 2B3',
      l.signature,
      'Agence du revenu du Canada, canada.ca/organismes-bienfaisance',
    ]) {
      expect(text).toContain(flat(expected));
    }
    expect(text).not.toContain('Canada Revenue Agency');
  });

  it('replaces a receipt: the original is cancelled and the new one says so; the donor downloads the current one', async () => {
    const { id, accessCode } = await submitDonation(server);
    const donor = `/api/donor-portal/${accessCode}/receipt/pdf`;
    expect((await fetchPdf(server.url, donor)).status).toBe(404);
    const first = (await generate(id, { receiptValue: '1000', sendEmail: false })).body as ReceiptJson;
    const second = (await generate(id, { receiptValue: '1200', sendEmail: false })).body as ReceiptJson;
    expect(second.replacesReceiptNumber).toBe(first.receiptNumber);

    const text = flat(await pdfText((await fetchPdf(server.url, second.downloadUrl, staff.cookie)).pdf));
    expect(text).toContain(`This receipt cancels and replaces receipt #${first.receiptNumber}.`);
    const detail = (await staff.rest('GET', `/api/donations/${id}`)).body as {
      receipts: ReceiptJson[];
      donation: { receiptNumber: string };
    };
    expect(detail.receipts.map((r) => [r.receiptNumber, r.status])).toEqual([
      [second.receiptNumber, 'issued'],
      [first.receiptNumber, 'cancelled'],
    ]);
    expect(detail.donation.receiptNumber).toBe(second.receiptNumber);

    const download = await fetchPdf(server.url, donor);
    expect([download.status, download.type]).toEqual([200, 'application/pdf']);
    expect(flat(await pdfText(download.pdf))).toContain(second.receiptNumber);
    const portal = (await staff.rest('GET', `/api/donor-portal/${accessCode}`)).body as { receiptDownloadUrl: string };
    expect(portal.receiptDownloadUrl).toBe(donor);
    expect((await fetchPdf(server.url, '/api/donor-portal/AAAAAAAAAAAAAAAAAAAAAA/receipt/pdf')).status).toBe(404);
    expect((await fetchPdf(server.url, first.downloadUrl, staff.cookie)).status).toBe(200);
  });

  it('e-mails the PDF through the donor mail path when asked, and lists it among the notifications', async () => {
    const email = 'receipt.mail@example.com';
    const { id } = await submitDonation(server, { email });
    await server.services.donations.settled();
    const receipt = (await generate(id, { receiptValue: '800', sendEmail: true })).body as ReceiptJson;
    expect(receipt).toMatchObject({ sendEmail: true, emailSent: true });
    const mails = fs.readdirSync(outbox).map((name) => fs.readFileSync(path.join(outbox, name), 'utf8'));
    const mail = mails.find((m) => m.includes(`tax-receipt-${receipt.receiptNumber}.pdf`));
    expect(mail).toBeDefined();
    expect(mail).toContain(`To: ${email}`);
    expect(mail).toContain('Content-Type: application/pdf');
    const notifications = (await staff.rest('GET', `/api/donations/${id}/notifications`)).body as Array<{
      type: string;
      status: string;
    }>;
    expect(notifications.map((n) => [n.type, n.status])).toEqual([
      ['receipt', 'sent'],
      ['confirmation', 'sent'],
    ]);
    const donation = await server.db.orm.em.fork().findOneOrFail(Donation, id);
    expect(donation.receiptEmailSent).toBe(true);
    const log = await server.db.orm.em.fork().findOneOrFail(ReceiptGenerationLog, { receipt: receipt.id });
    expect(log.emailDeliveryTime).toBeGreaterThanOrEqual(0);
  });

  it('names the donation’s chosen charity when it is verified and registered (the demo Food Banks Canada)', async () => {
    const em = server.db.orm.em.fork();
    const charity = await em.findOneOrFail(Charity, { registrationNumber: '888000004RR0001' });
    const { id } = await submitDonation(server, { preferredCharity: 'food-banks-canada' });
    const issued = await generate(id, { receiptValue: '500', sendEmail: false });
    expect([issued.status, issued.body]).toMatchObject([201, { status: 'issued' }]);
    const receipt = issued.body as ReceiptJson;
    const text = flat(await pdfText((await fetchPdf(server.url, receipt.downloadUrl, staff.cookie)).pdf));
    expect(text).toContain('Food Banks Canada');
    expect(text).toContain('888000004RR0001');
    expect(text).toContain('5025 Orbitor Drive, Mississauga, ON L4W 4Y5');
    expect((await em.fork().findOneOrFail(TaxReceipt, receipt.id)).charity?.id).toBe(charity.id);
  });

  it('refuses bad input with 400 naming the field, a cancelled donation with 409, and writes nothing', async () => {
    const { id } = await submitDonation(server);
    const em = () => server.db.orm.em.fork();
    const before = await em().count(TaxReceipt, {});
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ sendEmail: false }, 'receiptValue'],
      [{ receiptValue: 'abc', sendEmail: false }, 'receiptValue'],
      [{ receiptValue: '-5', sendEmail: false }, 'receiptValue'],
      [{ receiptValue: '0', sendEmail: false }, 'receiptValue'],
      [{ receiptValue: '100000000', sendEmail: false }, 'receiptValue'],
      [{ receiptValue: '100', sendEmail: 'yes' }, 'sendEmail'],
      [{ receiptValue: '100', language: 'de' }, 'language'],
      [{ receiptValue: '100', advantageAmount: '90', advantageDescription: 'Gift card' }, 'advantageAmount'],
      [{ receiptValue: '100', advantageAmount: '10' }, 'advantageDescription'],
      [{ receiptValue: '100', giftReceivedDate: '2026-02-30' }, 'giftReceivedDate'],
      [{ receiptValue: '100', appraiserName: 'x'.repeat(300) }, 'appraiserName'],
    ];
    for (const [body, field] of cases) {
      const response = await generate(id, body);
      expect({ body, status: response.status }).toEqual({ body, status: 400 });
      expect((response.body as { fields: Array<{ field: string }> }).fields.map((f) => f.field)).toContain(field);
    }
    const gql = await staff.gql(GQL.receipt, { input: { donationId: id, receiptValue: '1.234', sendEmail: false } });
    expect(gql.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });
    expect((await generate(999999, { receiptValue: '100' })).status).toBe(404);
    await staff.rest('PATCH', `/api/donations/${id}/status`, { status: 'cancelled' });
    expect((await generate(id, { receiptValue: '100' })).status).toBe(409);
    expect(await em().count(TaxReceipt, {})).toBe(before);
    expect((await em().findOneOrFail(Donation, id)).receiptIssued).toBe(false);
  });

  it('numbers receipts generated concurrently without duplicates or gaps', async () => {
    const donations = await Promise.all([1, 2, 3, 4, 5].map(() => submitDonation(server)));
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) => generate(donations[i % 5].id, { receiptValue: `${100 + i}`, sendEmail: false })),
    );
    expect(responses.map((r) => r.status)).toEqual(Array(20).fill(201));
    const em = server.db.orm.em.fork();
    const all = await em.find(TaxReceipt, {}, { orderBy: { receiptNumber: 'asc' } });
    const byYear = new Map<string, number[]>();
    for (const r of all) {
      const [year, n] = r.receiptNumber.split('-');
      byYear.set(year, [...(byYear.get(year) ?? []), Number(n)]);
    }
    for (const numbers of byYear.values()) {
      expect(numbers).toEqual(Array.from({ length: numbers.length }, (_, i) => i + 1));
    }
    for (const { id } of donations) {
      const receipts = await em.find(TaxReceipt, { donation: id }, { orderBy: { id: 'asc' } });
      expect(receipts).toHaveLength(4);
      expect(receipts.map((r) => r.status)).toEqual(['cancelled', 'cancelled', 'cancelled', 'issued']);
      expect(receipts.slice(1).map((r) => r.originalReceiptNumber)).toEqual(receipts.slice(0, 3).map((r) => r.receiptNumber));
    }
  });
});
