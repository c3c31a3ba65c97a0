import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { formSchema } from '@vdp/shared/validation/form.schema';
import { NEW_FORM, builderErrorsOf, builderValuesOf, formInputOf, slugAfterName, type BuilderValues } from './builderForm';

const graphqlError = (extensions: Record<string, unknown>, message = 'refused') =>
  new CombinedGraphQLErrors({ errors: [{ message, extensions }] });

const values: BuilderValues = {
  name: ' Bénévoles 2026 ',
  slug: 'benevoles-2026',
  description: '  ',
  isActive: false,
  settings: { notifyEmail: '' },
  fields: [
    {
      id: 'fa',
      type: 'select',
      label: ' Shift ',
      placeholder: '',
      required: true,
      options: [' Morning', 'Evening'],
      showWhen: null,
    },
    {
      id: 'fb',
      type: 'text',
      label: 'Why evenings?',
      placeholder: 'A few words',
      required: false,
      options: null,
      showWhen: { fieldId: 'fa', equals: 'Evening' },
    },
  ],
};

describe('the builder’s values', () => {
  it('follow the name with the slug while new, until the slug is typed by hand', () => {
    expect(slugAfterName('', '', 'Contact us', true)).toBe('contact-us');
    expect(slugAfterName('contact-us', 'Contact us', 'Contact us now', true)).toBe('contact-us-now');
    expect(slugAfterName('my-slug', 'Contact us', 'Contact us now', true)).toBe('my-slug');
    expect(slugAfterName('contact-us', 'Contact us', 'Contact us now', false)).toBe('contact-us');
  });

  it('make the input: trimmed, empty texts as null, a new form’s slug from its name left to the api', () => {
    const input = formInputOf(values, true);
    expect(input).toMatchObject({ name: 'Bénévoles 2026', slug: null, description: null, isActive: false, notifyEmail: null });
    expect(input.fields[0]).toEqual({
      id: 'fa',
      type: 'select',
      label: 'Shift',
      placeholder: null,
      required: true,
      options: ['Morning', 'Evening'],
      showWhen: null,
    });
    expect(input.fields[1]).toMatchObject({
      placeholder: 'A few words',
      options: null,
      showWhen: { fieldId: 'fa', equals: 'Evening' },
    });
    expect(formInputOf({ ...values, slug: 'volunteers' }, true).slug).toBe('volunteers');
    expect(formInputOf(values, false).slug).toBe('benevoles-2026');
    expect(formInputOf({ ...values, settings: { notifyEmail: ' team@example.org ' } }, true).notifyEmail).toBe(
      'team@example.org',
    );
  });

  it('pass the shared form schema, which refuses a form without fields with the spec’s message', async () => {
    await expect(formSchema.validate(values)).resolves.toBeTruthy();
    await expect(formSchema.validate(NEW_FORM, { abortEarly: false })).rejects.toMatchObject({
      inner: expect.arrayContaining([
        expect.objectContaining({ path: 'fields', message: { id: 'forms.fields.required', values: expect.anything() } }),
      ]),
    });
  });

  it('read a saved form back', () => {
    const read = builderValuesOf({
      id: '7',
      name: 'Contact',
      slug: 'contact',
      description: null,
      isActive: true,
      notifyEmail: null,
      fields: [
        {
          id: 'fa',
          type: 'weird',
          label: 'A',
          placeholder: null,
          required: false,
          options: null,
          showWhen: null,
        },
      ],
    });
    expect(read).toEqual({
      name: 'Contact',
      slug: 'contact',
      description: '',
      isActive: true,
      settings: { notifyEmail: '' },
      fields: [{ id: 'fa', type: 'text', label: 'A', placeholder: null, required: false, options: null, showWhen: null }],
    });
  });

  it('put the server’s refusals on their fields: paths, notifyEmail, a taken slug', () => {
    const refused = graphqlError({
      code: 'BAD_USER_INPUT',
      fields: [
        { field: 'fields[1].label', message: 'Every field needs a label' },
        { field: 'notifyEmail', message: 'Notification e-mail must be a valid e-mail address' },
        { nonsense: true },
      ],
    });
    const errors = builderErrorsOf(refused);
    expect(errors.settings).toEqual({ notifyEmail: 'Notification e-mail must be a valid e-mail address' });
    expect((errors.fields as unknown[])[1]).toEqual({ label: 'Every field needs a label' });
    expect(builderErrorsOf(graphqlError({ code: 'CONFLICT', fields: [{ field: 'slug', message: 'taken' }] }))).toEqual({
      slug: 'forms.slug.taken',
    });
    expect(builderErrorsOf(new Error('network down'))).toEqual({});
  });
});
