import { stringify } from 'csv-stringify';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FormField } from '@vdp/shared/forms/form.constants';
import type { FormSubmissionView } from './form.presenter';
import { answerForPeople } from './submission-mail';

/** The export's columns: when, one per field (its label), then where from. */
export function csvHeader(fields: readonly FormField[]): string[] {
  return ['Submitted at', ...fields.map((field) => field.label), 'IP address', 'User agent'];
}

/** One submission's cells; a field it has no answer for (hidden, optional, added later) is empty. */
export function csvRecord(fields: readonly FormField[], submission: FormSubmissionView): string[] {
  return [
    submission.createdAt.toISOString(),
    ...fields.map((field) => answerForPeople(submission.data[field.id])),
    submission.ipAddress ?? '',
    submission.userAgent ?? '',
  ];
}

/**
 * A form's submissions as CSV for a spreadsheet (issue 12 §2), written as they are read: UTF-8
 * with a byte order mark (Excel otherwise reads the French accents as Latin-1), CRLF between
 * records (RFC 4180), line breaks inside answers quoted, and every cell starting with = + - @ tab or CR prefixed with ' so that a
 * spreadsheet shows it as text instead of running it as a formula (csv-stringify's
 * escape_formulas, which also covers their full-width forms).
 */
export function submissionsCsv(fields: readonly FormField[], submissions: AsyncIterable<FormSubmissionView>): Readable {
  // quote_record_delimiter: a multi-line answer (a textarea's \n) stays one quoted cell
  const csv = stringify({ bom: true, escape_formulas: true, record_delimiter: 'windows', quote_record_delimiter: true });
  const records = Readable.from(
    (async function* () {
      yield csvHeader(fields);
      for await (const submission of submissions) yield csvRecord(fields, submission);
    })(),
  );
  // a failed read ends the download with an error (the shim then cuts the connection), never a short file
  pipeline(records, csv).catch((error: unknown) => csv.destroy(error as Error));
  return csv;
}
