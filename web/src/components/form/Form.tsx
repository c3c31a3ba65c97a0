import { Form as FormikForm } from 'formik';
import { useCallback, useRef, type ComponentProps, type Ref } from 'react';
import { FocusFirstError } from './FocusFirstError';

export type FormProps = ComponentProps<typeof FormikForm> & { ref?: Ref<HTMLFormElement> };

/** Sets a ref, whichever kind the caller gave. */
function assignRef<T>(ref: Ref<T> | undefined, value: T | null): void {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}

/**
 * Formik's `<Form>` with the kit's behaviour every form needs: after a refused submit, focus goes
 * to the first field to fix. Forms import this one (lint refuses Formik's own `Form` elsewhere).
 */
export function Form({ ref, children, ...props }: FormProps) {
  const own = useRef<HTMLFormElement | null>(null);
  const setRefs = useCallback(
    (element: HTMLFormElement | null) => {
      own.current = element;
      assignRef(ref, element);
    },
    [ref],
  );
  return (
    <FormikForm {...props} ref={setRefs}>
      <FocusFirstError form={own} />
      {children}
    </FormikForm>
  );
}
