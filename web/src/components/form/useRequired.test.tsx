import { screen } from '@testing-library/react';
import { Formik } from './Formik';
import { boolean, number, object, string } from 'yup';
import { renderWithProviders } from '../../test/renderWithProviders';
import { Form } from './Form';
import { SelectField } from './SelectField';
import { TextAreaField } from './TextAreaField';
import { TextField } from './TextField';
import { isRequiredBy } from './useRequired';

const schema = object({
  name: string().required(),
  nickname: string().defined().default(''),
  mileage: number().required(),
  age: number().optional(),
  hasLien: boolean(),
  reason: string().when('hasLien', { is: true, then: (field) => field.required() }),
});

describe('isRequiredBy (the form schema says which fields are required)', () => {
  it('reads required strings and numbers, not optional or merely defined ones', () => {
    const values = { hasLien: false };
    expect(isRequiredBy(schema, 'name', values)).toBe(true);
    expect(isRequiredBy(schema, 'mileage', values)).toBe(true);
    expect(isRequiredBy(schema, 'nickname', values)).toBe(false);
    expect(isRequiredBy(schema, 'age', values)).toBe(false);
  });

  it('resolves conditions with the current values', () => {
    expect(isRequiredBy(schema, 'reason', { hasLien: false })).toBe(false);
    expect(isRequiredBy(schema, 'reason', { hasLien: true })).toBe(true);
  });

  it('says no for a path the schema lacks, and for a form without a schema', () => {
    expect(isRequiredBy(schema, 'unknown', {})).toBe(false);
    expect(isRequiredBy(undefined, 'name', {})).toBe(false);
    expect(isRequiredBy(() => schema, 'name', {})).toBe(true);
  });
});

describe('the kit marks required fields in words', () => {
  it('says "(required)" beside required labels and sets aria-required, keeping the label as the name', () => {
    renderWithProviders(
      <Formik
        initialValues={{ name: '', age: '', nickname: '', reason: '', hasLien: false }}
        validationSchema={schema}
        onSubmit={() => undefined}
      >
        <Form>
          <TextField name="name" label="Name" />
          <TextField name="age" label="Age" />
          <SelectField name="mileage" label="Mileage" options={[{ value: '1', label: 'One' }]} />
          <TextAreaField name="nickname" label="Nickname" />
        </Form>
      </Formik>,
    );
    expect(screen.getByLabelText('Name').getAttribute('aria-required')).toBe('true');
    expect(screen.getByLabelText('Mileage').getAttribute('aria-required')).toBe('true');
    expect(screen.getByLabelText('Age').getAttribute('aria-required')).toBeNull();
    expect(screen.getByLabelText('Nickname').getAttribute('aria-required')).toBeNull();
    expect(screen.getAllByText('(required)')).toHaveLength(2);
  });
});
