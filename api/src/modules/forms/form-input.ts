import { formSchema, type FormInput } from '@vdp/shared/validation/form.schema';
import { AppError, badInput } from '../../core/errors';
import { parseInput } from '../../core/validation';

/**
 * A form definition from either door, checked by the shared formSchema: GraphQL's FormInput (and
 * a REST body without `settings`) carries the notification address as `notifyEmail`, formSchema as
 * `settings.notifyEmail`; a refusal names each field by its path as the client sent it
 * (`name`, `fields[2].label`, `notifyEmail` or `settings.notifyEmail`).
 */
export function parseFormInput(raw: unknown): FormInput {
  const body: Record<string, unknown> = raw !== null && typeof raw === 'object' && !Array.isArray(raw) ? { ...raw } : {};
  const flat = body.settings === undefined;
  if (flat) body.settings = { notifyEmail: body.notifyEmail };
  try {
    return parseInput(formSchema, body, { fullPaths: true });
  } catch (error) {
    if (!flat || !(error instanceof AppError) || !error.details.fields) throw error;
    throw badInput(
      error.details.fields.map(({ field, message }) => ({
        field: field === 'settings' || field.startsWith('settings.') ? 'notifyEmail' : field,
        message,
      })),
    );
  }
}

/** The largest id an integer column holds. */
const MAX_ID = 2 ** 31 - 1;

/** A form id from a path or an ID argument: decimal digits the id column can hold; anything else 0 (found by nobody: 404). */
export function formIdOf(raw: string | number | undefined): number {
  const id = typeof raw === 'number' ? raw : /^[0-9]{1,10}$/.test(raw ?? '') ? Number(raw) : 0;
  return Number.isInteger(id) && id > 0 && id <= MAX_ID ? id : 0;
}
