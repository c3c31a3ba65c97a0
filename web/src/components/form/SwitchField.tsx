import { useField } from 'formik';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { FieldError } from './FieldError';
import { describedBy, useFieldError, useFieldIds } from './useFieldError';

const Row = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  min-height: 44px;
  cursor: pointer;
  font-weight: 600;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  input {
    appearance: none;
    position: relative;
    width: 44px;
    height: 24px;
    margin: 0;
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.input};
    cursor: pointer;
    transition: background ${({ theme }) => theme.motion.base};
  }
  input::after {
    content: '';
    position: absolute;
    top: 3px;
    left: 3px;
    width: 18px;
    height: 18px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.background};
    transition: transform ${({ theme }) => theme.motion.base};
  }
  input:checked {
    background: ${({ theme }) => theme.colors.primary};
  }
  input:checked::after {
    transform: translateX(20px);
  }
  input:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.ring};
    outline-offset: 2px;
  }
`;

/** A Formik boolean shown as an on/off switch (a checkbox with the switch role, so Space toggles it). */
export function SwitchField({ name, label }: { name: string; label: ReactNode }) {
  const [field] = useField<boolean>({ name, type: 'checkbox' });
  const error = useFieldError(name);
  const ids = useFieldIds();
  return (
    <>
      <Row>
        <input
          type="checkbox"
          role="switch"
          name={field.name}
          checked={Boolean(field.checked)}
          aria-checked={Boolean(field.checked)}
          onChange={field.onChange}
          onBlur={field.onBlur}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(ids, Boolean(error), false)}
        />
        {label}
      </Row>
      <FieldError id={ids.errorId} error={error} />
    </>
  );
}
