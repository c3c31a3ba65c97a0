import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { Button } from '../../../components/ui/Button';
import { InputField } from '../../../components/form/InputField';

const Row = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  grid-template-columns: 1fr auto;
  align-items: end;
`;

interface CodeFormProps {
  initialCode?: string;
  busy?: boolean;
  /** Focus the code field on mount (after "Track Another Donation"). */
  autoFocus?: boolean;
  onSubmit: (code: string) => void;
}

/** The tracking-code entry. */
export function CodeForm({ initialCode = '', busy = false, autoFocus = false, onSubmit }: CodeFormProps) {
  const intl = useIntl();
  const [code, setCode] = useState(initialCode);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(code.trim());
  };
  return (
    <Row onSubmit={submit} noValidate aria-label={intl.formatMessage({ id: 'tracking.code.formLabel' })}>
      <InputField
        label={intl.formatMessage({ id: 'tracking.code.label' })}
        value={code}
        onChange={(event) => setCode(event.target.value)}
        placeholder={intl.formatMessage({ id: 'tracking.code.placeholder' })}
        autoComplete="off"
        spellCheck={false}
        maxLength={64}
        autoFocus={autoFocus}
      />
      <Button type="submit" $size="md" aria-busy={busy} disabled={busy}>
        <FormattedMessage id={busy ? 'tracking.code.searching' : 'tracking.code.submit'} />
      </Button>
    </Row>
  );
}
