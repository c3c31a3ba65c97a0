import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { Button } from '../../../components/ui/Button';
import { Dialog } from '../../../components/ui/Dialog';
import { DialogActions } from './WebhookDialog';

const Secret = styled.code`
  display: block;
  padding: ${({ theme }) => theme.space[3]};
  overflow-wrap: anywhere;
  user-select: all;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;

/** The signing secret, shown this once (after an add or a rotation): the api keeps only its sealed form. */
export function SecretDialog({ secret, onClose }: { secret: string; onClose: () => void }) {
  return (
    <Dialog title={<FormattedMessage id="webhooks.secret.title" />} onClose={onClose}>
      <p>
        <FormattedMessage id="webhooks.secret.once" />
      </p>
      <Secret data-testid="webhook-secret">{secret}</Secret>
      <DialogActions>
        <Button type="button" onClick={onClose}>
          <FormattedMessage id="webhooks.secret.done" />
        </Button>
      </DialogActions>
    </Dialog>
  );
}
