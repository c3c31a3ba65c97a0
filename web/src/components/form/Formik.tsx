import { Formik as FormikRoot, type FormikConfig, type FormikValues } from 'formik';
import { createContext, useContext } from 'react';
import type { AnySchema } from 'yup';

/** A Formik validationSchema: a Yup schema, or a function making one. */
export type SchemaSource = AnySchema | (() => AnySchema) | undefined;

// Formik keeps the schema to itself (its context has no validationSchema): the kit passes it on
const SchemaContext = createContext<SchemaSource>(undefined);

/** The schema of the form around, for the kit's fields (useRequired). */
export function useFormSchema(): SchemaSource {
  return useContext(SchemaContext);
}

/**
 * Formik, telling the kit's fields the form's shared schema, so that each marks itself
 * "(required)" from the rules themselves. Forms import this one (lint refuses Formik's own elsewhere).
 */
export function Formik<Values extends FormikValues>(props: FormikConfig<Values>) {
  return (
    <SchemaContext.Provider value={props.validationSchema as SchemaSource}>
      <FormikRoot<Values> {...props} />
    </SchemaContext.Provider>
  );
}
