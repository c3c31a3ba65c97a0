import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { ButtonLink } from '../../../components/ui/Button';
import type { MessageId } from '../../../i18n/messages';
import { StatePanel } from '../forms.styles';

interface FormStatePanelProps {
  title: MessageId;
  body: MessageId;
  /** Below the text: a way on (default: back to the home page). */
  action?: ReactNode;
  /** `status` for a state the visitor reached (submitted), `alert` for a refusal. */
  role?: 'status' | 'alert';
}

/** Form Not Found, Form Unavailable, Form Submitted (spec 000 §2.13, §4). */
export function FormStatePanel({ title, body, action, role = 'status' }: FormStatePanelProps) {
  return (
    <StatePanel role={role}>
      <h1>
        <FormattedMessage id={title} />
      </h1>
      <p>
        <FormattedMessage id={body} />
      </p>
      {action ?? (
        <ButtonLink to="/" $variant="outline">
          <FormattedMessage id="forms.notFound.backHome" />
        </ButtonLink>
      )}
    </StatePanel>
  );
}
