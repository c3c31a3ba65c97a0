import { formActiveSchema, formAnswersSchema, formSchema } from './form.schema';
import { problemsOf } from './testing';

const form = {
  name: 'Volunteer sign-up',
  fields: [
    { id: 'fname', type: 'text', label: 'Name', required: true },
    { id: 'fkind', type: 'select', label: 'Kind', options: ['Car', 'Boat'] },
    { id: 'fhull', type: 'text', label: 'Hull', showWhen: { fieldId: 'fkind', equals: 'Boat' } },
  ],
};

describe('formSchema (spec 001 §5)', () => {
  it('accepts a form and fills the defaults', () => {
    const cast = formSchema.validateSync(form);
    expect(cast).toMatchObject({ slug: null, description: null, isActive: true, settings: { notifyEmail: null } });
    expect(cast.fields[0]).toMatchObject({ placeholder: null, options: null, showWhen: null });
    expect(cast.fields[1].required).toBe(false);
  });

  it('asks for a name and at least one field', () => {
    expect(problemsOf(formSchema, { name: ' ', fields: [] })).toEqual({
      name: { id: 'forms.name.required', values: {} },
      fields: { id: 'forms.fields.required', values: { min: 1 } },
    });
  });

  it.each([
    [{ fields: [{ ...form.fields[0], type: 'file' }] }, 'fields[0].type', 'forms.field.typeInvalid'],
    [{ fields: [{ ...form.fields[0], label: '' }] }, 'fields[0].label', 'forms.field.labelRequired'],
    [{ fields: [{ ...form.fields[1], options: [] }] }, 'fields[0].options', 'forms.field.optionsRequired'],
    [{ fields: [{ ...form.fields[1], options: ['A', 'A'] }] }, 'fields[0].options', 'forms.field.optionsInvalid'],
    [{ fields: [{ ...form.fields[0], id: 'bad id' }] }, 'fields[0].id', 'forms.field.idInvalid'],
    [{ fields: [form.fields[0], form.fields[0]] }, 'fields', 'forms.fields.inconsistent'],
    [{ fields: [form.fields[2], form.fields[1]] }, 'fields', 'forms.fields.inconsistent'],
    [{ slug: 'Not a slug!' }, 'slug', 'forms.slug.invalid'],
    [{ settings: { notifyEmail: 'nobody' } }, 'settings.notifyEmail', 'forms.notifyEmail.invalid'],
  ])('refuses %p at %s', (change, path, id) => {
    expect(problemsOf(formSchema, { ...form, ...change })[path]).toMatchObject({ id });
  });

  it('keeps options only on selects', () => {
    const cast = formSchema.validateSync({ ...form, fields: [{ ...form.fields[0], options: ['x'] }] });
    expect(cast.fields[0].options).toBeNull();
  });
});

describe('formActiveSchema', () => {
  it('takes true or false only', () => {
    expect(formActiveSchema.validateSync({ isActive: 'false' })).toEqual({ isActive: false });
    expect(problemsOf(formActiveSchema, {})).toEqual({ isActive: { id: 'forms.active.invalid', values: {} } });
  });
});

describe('formAnswersSchema', () => {
  it('takes an object of answers by field id, and nothing else', () => {
    expect(formAnswersSchema.isType({ fname: 'Ada', fagree: true, fnote: null })).toBe(true);
    for (const other of [undefined, null, [], 'fname=Ada', 3])
      expect([other, formAnswersSchema.isType(other)]).toEqual([other, false]);
  });

  it('keeps the answers it is given as they are: each is checked against its field elsewhere', () => {
    const answers = { fname: 'Ada', unknown: 'kept for checkFormAnswers to ignore' };
    expect(formAnswersSchema.validateSync(answers)).toEqual(answers);
  });
});
