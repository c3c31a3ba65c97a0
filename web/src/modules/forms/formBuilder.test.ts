import { FORM_LIMITS, type FormField } from '@vdp/shared/forms/form.constants';
import {
  addField,
  addOption,
  conditionChoices,
  conditionOn,
  conditionSources,
  moveField,
  removeField,
  removeOption,
  renameOption,
  updateField,
} from './formBuilder';

/** A deterministic id source for addField. */
const sequence = (...values: number[]) => {
  let at = 0;
  return () => values[at++ % values.length]!;
};

const field = (id: string, type: FormField['type'], extra: Partial<FormField> = {}): FormField => ({
  id,
  type,
  label: id,
  placeholder: null,
  required: false,
  options: type === 'select' ? ['Yes please', 'No thanks'] : null,
  showWhen: null,
  ...extra,
});

const ids = (fields: readonly FormField[]) => fields.map((item) => item.id);

describe('the form builder’s operations', () => {
  const email = field('email', 'email');
  const topic = field('topic', 'select');
  const details = field('details', 'textarea', { showWhen: { fieldId: 'topic', equals: 'Yes please' } });
  const form = [email, topic, details];

  it('adds a field at the end as the spec names it, a select with two options, each with its own id', () => {
    const added = addField([], 'select', sequence(0.5));
    expect(added).toHaveLength(1);
    expect(added[0]).toMatchObject({ type: 'select', label: 'New select field', required: false, showWhen: null });
    expect(added[0]!.options).toHaveLength(2);
    expect(added[0]!.id).toMatch(/^f[a-z0-9]{8}$/);
    // the same random draw twice: the second id is drawn again
    const twice = addField(added, 'text', sequence(0.5, 0.5, 0.25));
    expect(new Set(ids(twice)).size).toBe(2);
    expect(twice[1]).toMatchObject({ type: 'text', label: 'New text field', options: null });
  });

  it('adds no field beyond the limit', () => {
    const full = Array.from({ length: FORM_LIMITS.fields }, (_, n) => field(`f${n}`, 'text'));
    expect(addField(full, 'text')).toHaveLength(FORM_LIMITS.fields);
  });

  it('moves a field up or down one place, and not past either end', () => {
    expect(ids(moveField(form, 0, 1).fields)).toEqual(['topic', 'email', 'details']);
    expect(ids(moveField(form, 2, -1).fields)).toEqual(['email', 'details', 'topic']);
    expect(ids(moveField(form, 0, -1).fields)).toEqual(ids(form));
    expect(ids(moveField(form, 2, 1).fields)).toEqual(ids(form));
  });

  it('removes a condition that a move puts before the field it depends on, and says so', () => {
    const moved = moveField(form, 2, -1);
    expect(moved.clearedConditions).toBe(1);
    expect(moved.fields.find((item) => item.id === 'details')!.showWhen).toBeNull();
    const fine = moveField(form, 0, 1);
    expect(fine.clearedConditions).toBe(0);
    expect(fine.fields.find((item) => item.id === 'details')!.showWhen).toEqual(details.showWhen);
  });

  it('removes a field and the conditions pointing to it', () => {
    const removed = removeField(form, 'topic');
    expect(ids(removed.fields)).toEqual(['email', 'details']);
    expect(removed.fields[1]!.showWhen).toBeNull();
    expect(removed.clearedConditions).toBe(1);
    expect(removeField(form, 'email').clearedConditions).toBe(0);
  });

  it('updates a field’s label, placeholder and required, leaving the others as they were', () => {
    const updated = updateField(form, 'email', { label: 'Your e-mail', required: true, placeholder: 'you@example.com' });
    expect(updated[0]).toMatchObject({ id: 'email', type: 'email', label: 'Your e-mail', required: true });
    expect(updated[1]).toBe(topic);
  });

  it('offers as condition sources only the fields placed before', () => {
    expect(ids(conditionSources(form, 'email'))).toEqual([]);
    expect(ids(conditionSources(form, 'details'))).toEqual(['email', 'topic']);
    expect(ids(conditionSources(form, 'unknown'))).toEqual([]);
  });

  it('offers a select’s options, yes/no for a checkbox, free text otherwise', () => {
    expect(conditionChoices(topic)).toEqual(['Yes please', 'No thanks']);
    expect(conditionChoices(field('agree', 'checkbox'))).toEqual(['true', 'false']);
    expect(conditionChoices(email)).toBeUndefined();
    expect(conditionOn(topic)).toEqual({ fieldId: 'topic', equals: 'Yes please' });
    expect(conditionOn(email)).toEqual({ fieldId: 'email', equals: '' });
  });

  it('carries the conditions along when an option is renamed', () => {
    const renamed = renameOption(form, 'topic', 0, 'Yes!');
    expect(renamed[1]!.options).toEqual(['Yes!', 'No thanks']);
    expect(renamed[2]!.showWhen).toEqual({ fieldId: 'topic', equals: 'Yes!' });
    expect(renameOption(form, 'topic', 1, 'Nope')[2]!.showWhen).toEqual(details.showWhen);
  });

  it('adds options with a free name and removes them (one stays), with the conditions waiting for them', () => {
    const three = addOption(form, 'topic');
    expect(three[1]!.options).toEqual(['Yes please', 'No thanks', 'Option 3']);
    const removed = removeOption(form, 'topic', 0);
    expect(removed.fields[1]!.options).toEqual(['No thanks']);
    expect(removed.fields[2]!.showWhen).toBeNull();
    expect(removed.clearedConditions).toBe(1);
    expect(removeOption(removed.fields, 'topic', 0).fields[1]!.options).toEqual(['No thanks']);
  });
});
