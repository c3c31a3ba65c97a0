import { checkFormAnswers, isHoneypotFilled } from './form-answers';
import { FORM_HONEYPOT, FORM_LIMITS, type FormField } from './form.constants';

const field = (id: string, type: FormField['type'], extra: Partial<FormField> = {}): FormField => ({
  id,
  type,
  label: id[0].toUpperCase() + id.slice(1),
  required: true,
  ...extra,
});

const fields: FormField[] = [
  field('name', 'text'),
  field('email', 'email'),
  field('phone', 'phone'),
  field('notes', 'textarea', { required: false }),
  field('size', 'select', { options: ['Small', 'Large'] }),
  field('consent', 'checkbox'),
  field('day', 'date'),
];

const valid = {
  name: ' Élise ',
  email: 'elise@example.ca',
  phone: '(514) 555-0199',
  size: 'Large',
  consent: true,
  day: '2026-02-28',
};

describe('checkFormAnswers', () => {
  it('accepts good answers, trimmed, leaving out empty optional ones and unknown keys', () => {
    expect(checkFormAnswers(fields, { ...valid, notes: '  ', extra: 'x' })).toEqual({
      values: { ...valid, name: 'Élise' },
      errors: {},
    });
  });

  it('says "{label} is required" for each missing required answer', () => {
    const { errors } = checkFormAnswers(fields, {});
    expect(Object.keys(errors).sort()).toEqual(['consent', 'day', 'email', 'name', 'phone', 'size']);
    expect(errors.name).toEqual({ id: 'forms.answer.required', values: { label: 'Name' } });
  });

  it.each([
    ['email', 'not-an-email', 'forms.answer.email'],
    ['phone', '555-0199', 'forms.answer.phone'],
    ['phone', '514 555 0199 call me', 'forms.answer.phone'],
    ['size', 'Medium', 'forms.answer.option'],
    ['day', '2026-02-30', 'forms.answer.date'],
    ['day', 'tomorrow', 'forms.answer.date'],
    ['name', 42, 'forms.answer.invalid'],
    ['name', { $gt: '' }, 'forms.answer.invalid'],
    ['consent', 'maybe', 'forms.answer.invalid'],
    ['consent', false, 'forms.answer.required'],
    ['name', 'x'.repeat(FORM_LIMITS.shortAnswer + 1), 'forms.answer.tooLong'],
  ])('%s = %p -> %s', (id, value, message) => {
    expect(checkFormAnswers(fields, { ...valid, [id]: value }).errors[id]?.id).toBe(message);
  });

  it('lets a textarea hold long answers', () => {
    const notes = 'x'.repeat(FORM_LIMITS.longAnswer);
    expect(checkFormAnswers(fields, { ...valid, notes }).values.notes).toBe(notes);
  });

  it('skips and drops fields hidden by their condition', () => {
    const conditional: FormField[] = [
      field('kind', 'select', { options: ['Car', 'Boat'] }),
      field('hull', 'text', { showWhen: { fieldId: 'kind', equals: 'Boat' } }),
    ];
    expect(checkFormAnswers(conditional, { kind: 'Car', hull: 'wood' })).toEqual({ values: { kind: 'Car' }, errors: {} });
    expect(checkFormAnswers(conditional, { kind: 'Boat' }).errors.hull?.id).toBe('forms.answer.required');
  });
});

describe('isHoneypotFilled', () => {
  it('is true only when the hidden field has something', () => {
    expect(isHoneypotFilled({})).toBe(false);
    expect(isHoneypotFilled({ [FORM_HONEYPOT]: '' })).toBe(false);
    expect(isHoneypotFilled({ [FORM_HONEYPOT]: 'http://spam.example' })).toBe(true);
  });
});
