import type { StoredMessage } from '@vdp/shared/i18n/stored-message';
import { storedText } from '../../core/message-text';
import type { DonationCommunication } from './donation-communication.entity';
import type { DonationStatusHistory } from './donation-status-history.entity';

/** The answer to a submission (GraphQL DonationSubmitResult, POST /api/donations): keep the code to track it. */
export interface DonationSubmitResult {
  id: number;
  accessCode: string;
  trackingUrl: string;
}

/** A status history entry as donors and staff see it (GraphQL DonationStatusUpdate). */
export interface DonationStatusUpdate {
  id: number;
  status: string;
  previousStatus: string | null;
  /** A person's note as written, or the platform's note in English (noteMessage has it for any language). */
  notes: string | null;
  /** The platform's note as a message id with values (ADR 28); null for a person's note. */
  noteMessage: StoredMessage | null;
  updatedByName: string | null;
  createdAt: Date;
}

/** A communication with the donor (GraphQL DonationCommunicationView). */
export interface DonationCommunicationView {
  id: number;
  type: string;
  method: string;
  subject: string | null;
  /** The platform's subject as a message id with values (ADR 28). */
  subjectMessage: StoredMessage | null;
  message: string;
  /** The platform's text as a message id with values (ADR 28). */
  bodyMessage: StoredMessage | null;
  sentAt: Date;
}

/** An e-mail the platform sent the donor: a confirmation or a receipt (GraphQL DonationNotification). */
export interface DonationNotification {
  id: number;
  type: string;
  subject: string | null;
  method: string;
  /** queued, sent or failed. */
  status: string;
  sentAt: Date;
}

/** An entry from the ORM or from the tracking statement's JSON (its dates already read). */
export type StatusUpdateSource = Pick<
  DonationStatusHistory,
  'id' | 'status' | 'previousStatus' | 'notes' | 'noteMessage' | 'updatedByName' | 'createdAt'
>;
export type CommunicationSource = Pick<
  DonationCommunication,
  'id' | 'type' | 'method' | 'subject' | 'subjectMessage' | 'message' | 'bodyMessage' | 'sentAt'
>;

export function presentStatusUpdate(entry: StatusUpdateSource): DonationStatusUpdate {
  return {
    id: entry.id,
    status: entry.status,
    previousStatus: entry.previousStatus ?? null,
    notes: storedText(entry.noteMessage, entry.notes, 'en'),
    noteMessage: entry.noteMessage ?? null,
    updatedByName: entry.updatedByName ?? null,
    createdAt: entry.createdAt,
  };
}

export function presentCommunication(c: CommunicationSource): DonationCommunicationView {
  return {
    id: c.id,
    type: c.type,
    method: c.method,
    subject: storedText(c.subjectMessage, c.subject, 'en'),
    subjectMessage: c.subjectMessage ?? null,
    message: storedText(c.bodyMessage, c.message, 'en') ?? '',
    bodyMessage: c.bodyMessage ?? null,
    sentAt: c.sentAt,
  };
}

export function presentNotification(c: DonationCommunication): DonationNotification {
  return {
    id: c.id,
    type: c.type,
    subject: storedText(c.subjectMessage, c.subject, 'en'),
    method: c.method,
    status: c.status,
    sentAt: c.sentAt,
  };
}
