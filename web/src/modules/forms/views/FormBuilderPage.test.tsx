import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { FormCreateDocument } from '../graphql/FormCreate.generated';
import type { FormInput } from '../graphql/FormUpdate.generated';
import { AreaMessages } from '../../../i18n/AreaMessages';
import { loadArea } from '../../../i18n/areas';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { FormBuilderPage } from './FormBuilderPage';

function renderBuilder(mocks: MockLink.MockedResponse[] = []) {
  return renderWithProviders(
    <AreaMessages area="forms">
      <MockedProvider mocks={mocks}>
        <Routes>
          <Route path="/admin/forms/new" element={<FormBuilderPage />} />
          <Route path="/admin" element={<p>Dashboard stub</p>} />
        </Routes>
      </MockedProvider>
    </AreaMessages>,
    { route: '/admin/forms/new' },
  );
}

const fieldBox = (n: number) => screen.getByRole('group', { name: new RegExp(`^Field ${n}:`) });

async function addField(user: ReturnType<typeof userEvent.setup>, type: string, label: string) {
  await user.click(within(screen.getByRole('group', { name: 'Add a field' })).getByRole('button', { name: type }));
  // the focus goes to the new field's label
  const input = document.activeElement as HTMLInputElement;
  expect(input.value).toMatch(/^New \w+ field$/);
  await user.clear(input);
  await user.type(input, label);
}

describe('the form builder (new form)', () => {
  beforeAll(() => loadArea('forms', 'en'));

  it('refuses to save a form without fields, with the spec’s message', async () => {
    const user = userEvent.setup();
    renderBuilder();
    await user.type(await screen.findByLabelText('Form name'), 'Contact');
    await user.click(screen.getByRole('button', { name: 'Save form' }));
    expect((await screen.findAllByText('No Fields: Please add at least one field to your form.')).length).toBeGreaterThan(0);
  });

  it('builds a form: slug from the name, fields of each type, a condition on an earlier field, keyboard reorder, preview, save', async () => {
    const user = userEvent.setup();
    let sent: FormInput | undefined;
    renderBuilder([
      {
        request: {
          query: FormCreateDocument,
          variables: (variables: Record<string, unknown>) => {
            sent = variables.input as FormInput;
            return true;
          },
        },
        result: { data: { createForm: { __typename: 'CustomForm', id: '12' } } },
      },
    ]);
    await user.type(await screen.findByLabelText('Form name'), 'Volunteer sign-up');
    expect((screen.getByLabelText('Slug') as HTMLInputElement).value).toBe('volunteer-sign-up');

    await addField(user, 'E-mail', 'Your e-mail');
    await addField(user, 'Dropdown', 'Shift');
    await addField(user, 'Text', 'Why evenings?');
    expect(within(fieldBox(2)).getByLabelText('Option 1')).toBeTruthy();
    expect(within(fieldBox(1)).queryByLabelText('Show this field')).toBeNull();

    // the condition offers only the fields placed before; a select's answers are its options
    const condition = within(fieldBox(3)).getByLabelText('Show this field') as HTMLSelectElement;
    expect([...condition.options].map((option) => option.text)).toEqual([
      'Always',
      'Only when “Your e-mail” is…',
      'Only when “Shift” is…',
    ]);
    await user.selectOptions(condition, 'Only when “Shift” is…');
    const answer = within(fieldBox(3)).getByLabelText('Answer that shows it') as HTMLSelectElement;
    expect([...answer.options].map((option) => option.text)).toEqual(['Option 1', 'Option 2']);
    await user.selectOptions(answer, 'Option 2');

    // Move down with the keyboard: the focus follows the field, then falls back to Move up at the end
    within(fieldBox(1)).getByRole('button', { name: 'Move down' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(document.activeElement).toBe(within(fieldBox(2)).getByRole('button', { name: 'Move down' })));
    expect(within(fieldBox(2)).getByLabelText('Label')).toHaveProperty('value', 'Your e-mail');
    expect(screen.getByText('“Your e-mail” moved to position 2 of 3.')).toBeTruthy();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(document.activeElement).toBe(within(fieldBox(3)).getByRole('button', { name: 'Move up' })));

    // the preview shows the form as visitors see it, the condition live
    await user.click(screen.getByRole('tab', { name: 'Preview' }));
    const preview = screen.getByRole('tabpanel', { name: 'Preview' });
    expect(within(preview).getByRole('heading', { name: 'Volunteer sign-up' })).toBeTruthy();
    expect(within(preview).queryByLabelText('Why evenings?')).toBeNull();
    await user.selectOptions(within(preview).getByRole('combobox', { name: 'Shift' }), 'Option 2');
    expect(within(preview).getByLabelText('Why evenings?')).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: 'Edit' }));

    await user.click(screen.getByRole('button', { name: 'Save form' }));
    expect(await screen.findByText('Dashboard stub')).toBeTruthy();
    expect(screen.getByText('Form saved')).toBeTruthy();
    expect(sent).toMatchObject({ name: 'Volunteer sign-up', slug: null, isActive: true, notifyEmail: null });
    expect(sent!.fields.map((field) => [field.type, field.label])).toEqual([
      ['select', 'Shift'],
      ['text', 'Why evenings?'],
      ['email', 'Your e-mail'],
    ]);
    expect(sent!.fields[1]!.showWhen).toEqual({ fieldId: sent!.fields[0]!.id, equals: 'Option 2' });
  });
});
