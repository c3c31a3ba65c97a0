import type { RunningServer } from '../src/app/server';
import { TestClient } from './client';
import { VALID } from './donor-fixtures';

/** Submits a donation as a visitor would; the answer's id and tracking code. */
export async function submitDonation(
  server: RunningServer,
  overrides: Record<string, unknown> = {},
): Promise<{ id: number; accessCode: string }> {
  const { status, body } = await new TestClient(server.url).rest('POST', '/api/donations', { ...VALID, ...overrides });
  if (status !== 201) throw new Error(`submit failed: ${status} ${JSON.stringify(body)}`);
  return body as { id: number; accessCode: string };
}

/** A client signed in with a demo account (staff, admin, editor, dealer, charity, donor). */
export async function signedIn(server: RunningServer, username: string): Promise<TestClient> {
  const client = new TestClient(server.url);
  await client.login(username);
  return client;
}

export const STAFF_DONATION_FIELDS = `id status adminStatus staffProgress createdAt updatedAt year make model trim vin mileage
  condition vehicleType hasAccidents hasLienOrFinance firstName lastName email phone address city province postalCode
  preferredCharity estimatedValue finalValue taxReceiptValue receiptIssued receiptNumber receiptDate receiptEmailSent
  pickupDate accessCode`;

export const RECEIPT_FIELDS = `id receiptNumber status eligibleAmount advantageAmount language issuedAt emailSent sendEmail
  replacesReceiptNumber downloadUrl receiptAmount fileHash`;

export const GQL = {
  list: `query ($search: String, $status: String, $first: Int, $after: String, $last: Int, $before: String) {
    staffDonations(search: $search, status: $status, first: $first, after: $after, last: $last, before: $before) {
      totalCount pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
      edges { cursor node { ${STAFF_DONATION_FIELDS} } } } }`,
  detail: `query ($id: Int!) { staffDonation(id: $id) {
    donation { ${STAFF_DONATION_FIELDS} }
    statusHistory { id status previousStatus notes updatedByName createdAt }
    communications { id type method subject message sentAt }
    receipts { ${RECEIPT_FIELDS} }
    notifications { id subject method sentAt } } }`,
  status: `mutation ($input: DonationStatusUpdateInput!) { donationStatusUpdate(input: $input) { ${STAFF_DONATION_FIELDS} } }`,
  communication: `mutation ($input: DonationCommunicationInput!) { donationCommunicationAdd(input: $input) { id type method subject message sentAt } }`,
  receipt: `mutation ($input: ReceiptGenerateInput!) { donationReceiptGenerate(input: $input) { ${RECEIPT_FIELDS} } }`,
  live: `subscription ($code: String) { donationStatusChanged(accessCode: $code) {
    donationId kind status progress update { status previousStatus notes updatedByName }
    communication { type subject } donation { id status adminStatus receiptNumber } receipt { receiptNumber status } } }`,
};
