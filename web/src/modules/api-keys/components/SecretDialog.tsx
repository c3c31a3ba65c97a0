import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { InputField } from '../../../components/form/InputField';
import { useToast } from '../../../components/toast/ToastContext';
import { Button } from '../../../components/ui/Button';
import { Dialog } from '../../../components/ui/Dialog';
import { DialogActions } from '../../users/components/UserDialog';

const Warning = styled.p`
  padding: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.destructive};
  font-weight: 600;
`;

const Secret = styled.div`
  input {
    font-family: ui-monospace, SFMono-Regular, Menlo, monospace;
  }
`;

/** The new key's secret, shown this once: a warning, the key (selected on focus) and a Copy button. */
export function SecretDialog({ secret, onClose }: { secret: string; onClose: () => void }) {
  const intl = useIntl();
  const { toast } = useToast();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      toast({ variant: 'success', title: intl.formatMessage({ id: 'apiKeys.secret.copied' }) });
    } catch {
      toast({ variant: 'destructive', title: intl.formatMessage({ id: 'apiKeys.secret.copyFailed' }) });
    }
  };
  return (
    <Dialog title={<FormattedMessage id="apiKeys.secret.title" />} onClose={onClose}>
      <Warning role="alert">
        <FormattedMessage id="apiKeys.secret.warning" />
      </Warning>
      <Secret>
        <InputField
          label={intl.formatMessage({ id: 'apiKeys.secret.label' })}
          value={secret}
          readOnly
          onFocus={(event) => event.currentTarget.select()}
          addon={
            <Button type="button" $size="sm" $variant="outline" onClick={() => void copy()}>
              <FormattedMessage id="apiKeys.secret.copy" />
            </Button>
          }
        />
      </Secret>
      <DialogActions>
        <Button type="button" onClick={onClose}>
          <FormattedMessage id="apiKeys.secret.done" />
        </Button>
      </DialogActions>
    </Dialog>
  );
}
