import { modelsOf } from '@vdp/shared/vehicles/catalogue';
import { useFormikContext } from 'formik';
import { useEffect } from 'react';

/** A new make clears a model that it does not have (inside a Formik form with make and model). */
export function ModelReset() {
  const { values, setFieldValue } = useFormikContext<{ make: string; model: string }>();
  useEffect(() => {
    if (values.model && !modelsOf(values.make).includes(values.model)) void setFieldValue('model', '', false);
  }, [values.make, values.model, setFieldValue]);
  return null;
}
