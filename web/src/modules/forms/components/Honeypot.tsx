import { FORM_HONEYPOT } from '@vdp/shared/forms/form.constants';
import { Field } from 'formik';
import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';

/** Off screen rather than display:none, which some bots skip. */
const Hidden = styled.div`
  position: absolute;
  left: -10000px;
  top: auto;
  width: 1px;
  height: 1px;
  overflow: hidden;
`;

/**
 * The spam trap (issue 12 §4): an input people never see nor reach (off screen, out of the tab
 * order, hidden from assistive technology, no autofill); a submission that fills it is refused.
 */
export function Honeypot() {
  const id = useId();
  return (
    <Hidden aria-hidden="true">
      <label htmlFor={id}>
        <FormattedMessage id="forms.public.honeypot" />
      </label>
      <Field id={id} name={FORM_HONEYPOT} type="text" tabIndex={-1} autoComplete="off" aria-hidden="true" />
    </Hidden>
  );
}
