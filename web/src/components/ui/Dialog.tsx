import { useId, useRef, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { useFocusTrap } from '../layout/useFocusTrap';
import { Card } from './layout';

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 50;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => theme.space[4]};
  background: rgba(15, 23, 42, 0.55);
`;

const Panel = styled(Card)<{ $wide: boolean }>`
  width: 100%;
  max-width: ${({ $wide }) => ($wide ? '960px' : '560px')};
  max-height: calc(100vh - 32px);
  overflow-y: auto;
  padding: ${({ theme }) => theme.space[6]};
`;

const Top = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: start;
  gap: ${({ theme }) => theme.space[3]};
  margin-bottom: ${({ theme }) => theme.space[4]};
`;

const Close = styled.button`
  border: 0;
  background: transparent;
  font-size: 1.5rem;
  line-height: 1;
  cursor: pointer;
  color: ${({ theme }) => theme.colors.mutedForeground};
`;

interface DialogProps {
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  /** For a grid of choices (the image chooser). */
  wide?: boolean;
}

/**
 * A modal dialog: focus moves to its first field (else the dialog itself) and is kept inside; Escape
 * or the close button closes it, and focus returns to the element that opened it.
 */
export function Dialog({ title, onClose, children, wide = false }: DialogProps) {
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const intl = useIntl();
  useFocusTrap(ref, true, onClose);
  return (
    <Backdrop onClick={(event) => event.target === event.currentTarget && onClose()}>
      <Panel ref={ref} $wide={wide} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
        <Top>
          <h2 id={titleId}>{title}</h2>
          <Close type="button" aria-label={intl.formatMessage({ id: 'ui.dialog.close' })} onClick={onClose}>
            ×
          </Close>
        </Top>
        {children}
      </Panel>
    </Backdrop>
  );
}
