import { isFieldMessage, type FieldMessage } from '@vdp/shared/validation/field-message';
import { FormattedMessage, useIntl } from 'react-intl';
import { hasMessage } from '../../i18n/messages';
import { ErrorText } from './fieldStyles';

/** What a field's error can be: a catalog message id, a text to show as is, or a FieldMessage. */
export type FieldErrorValue = string | FieldMessage;

/** Values for a message id's placeholders ({amount}, {max}...). */
export type MessageValues = Record<string, string | number>;

/** The error's text in the visitor's language (a message of the app's catalog or of the area around it). */
export function ErrorMessageText({ error, values }: { error: FieldErrorValue; values?: MessageValues }) {
  const intl = useIntl();
  if (isFieldMessage(error)) {
    // the form's own values win: it may show the rule's raw amount as currency
    return hasMessage(intl, error.id) ? (
      <FormattedMessage id={error.id} values={{ ...error.values, ...values }} />
    ) : (
      <>{error.id}</>
    );
  }
  return hasMessage(intl, error) ? <FormattedMessage id={error} values={values} /> : <>{error}</>;
}

interface FieldErrorProps {
  /** The element id that the control's aria-describedby points at. */
  id: string;
  error: FieldErrorValue | undefined;
  /** Values for a message id's placeholders. */
  values?: MessageValues;
  /** Announce it as soon as it appears (role="alert"), for errors shown after a submit. */
  announce?: boolean;
}

/** A field's error under it, or nothing. */
export function FieldError({ id, error, values, announce = false }: FieldErrorProps) {
  if (error === undefined || error === '') return null;
  return (
    <ErrorText id={id} role={announce ? 'alert' : undefined}>
      <ErrorMessageText error={error} values={values} />
    </ErrorText>
  );
}
