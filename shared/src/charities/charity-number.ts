/**
 * Charity registration numbers (spec 000 §5, §9): a Canadian business number with its charity
 * program account, 9 digits + RR + 4 digits (123456789RR0001), or a US EIN, 9 digits written
 * 12-3456789. Spaces and dashes are tolerated as typed.
 */
export type CharityRegistry = 'cra' | 'irs';

export interface CharityNumber {
  registry: CharityRegistry;
  /** Stored form: 123456789RR0001 for the CRA, 123456789 for the IRS. */
  number: string;
  /** As shown: 123456789 RR 0001, or 12-3456789. */
  display: string;
}

const CRA = /^(\d{9})RR(\d{4})$/;
const EIN = /^\d{9}$/;

/** The number's registry and its stored and shown forms, or null when it is neither kind. */
export function parseCharityNumber(typed: string): CharityNumber | null {
  const compact = typed.replace(/[\s-]/g, '').toUpperCase();
  const cra = CRA.exec(compact);
  if (cra) return { registry: 'cra', number: compact, display: `${cra[1]} RR ${cra[2]}` };
  if (EIN.test(compact)) return { registry: 'irs', number: compact, display: `${compact.slice(0, 2)}-${compact.slice(2)}` };
  return null;
}

/** An example of each format, for hints. */
export const CHARITY_NUMBER_EXAMPLES = { cra: '123456789RR0001', irs: '12-3456789' } as const;
