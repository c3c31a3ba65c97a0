import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, Formik } from 'formik';
import type { ReactNode } from 'react';
import { AreaMessages } from '../../i18n/AreaMessages';
import { loadArea } from '../../i18n/areas';
import { renderWithProviders } from '../../test/renderWithProviders';
import { FieldError } from './FieldError';
import { SelectField } from './SelectField';
import { TextField } from './TextField';

describe('FieldError', () => {
  it('shows a catalog message id in the visitor’s language', () => {
    renderWithProviders(<FieldError id="e" error="auth.validation.usernameRequired" />);
    expect(screen.getByText('Username is required')).toBeTruthy();
  });

  it('shows a text that is not a message id as it is', () => {
    renderWithProviders(<FieldError id="e" error="Something the server said" />);
    expect(screen.getByText('Something the server said')).toBeTruthy();
  });

  it('shows a FieldMessage with its values', () => {
    renderWithProviders(<FieldError id="e" error={{ id: 'ui.pagination.page', values: { page: 2, pages: 5 } }} />);
    expect(screen.getByText('Page 2 of 5')).toBeTruthy();
  });

  it('shows a message of the area around it (the forms pages load the forms messages)', async () => {
    await loadArea('forms', 'en');
    renderWithProviders(
      <AreaMessages area="forms">
        <FieldError id="e" error={{ id: 'forms.answer.required', values: { label: 'E-mail' } }} />
      </AreaMessages>,
    );
    expect(await screen.findByText('E-mail is required')).toBeTruthy();
  });

  it('shows nothing without an error, and is announced only when asked', () => {
    const { container, rerender } = renderWithProviders(<FieldError id="e" error={undefined} />);
    expect(container.textContent).toBe('');
    rerender(<FieldError id="e" error="Wrong" announce />);
    expect(screen.getByRole('alert').textContent).toBe('Wrong');
  });
});

function InForm({ errors, children }: { errors: Record<string, unknown>; children: ReactNode }) {
  return (
    <Formik
      initialValues={{ name: '', region: '' }}
      initialErrors={errors as Record<string, string>}
      initialTouched={{ name: true, region: true }}
      onSubmit={() => undefined}
    >
      <Form>{children}</Form>
    </Formik>
  );
}

describe('the Formik-bound controls', () => {
  it('tie the label, aria-invalid and the error (a FieldMessage from a shared schema)', () => {
    renderWithProviders(
      <InForm errors={{ name: { id: 'ui.pagination.range', values: { from: 1, to: 2, total: 3 } } }}>
        <TextField name="name" label="Name" hint="As on your licence" />
      </InForm>,
    );
    const input = screen.getByLabelText('Name');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const described = (input.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent);
    expect(described).toEqual(['1–2 of 3', 'As on your licence']);
  });

  it('show an error only once the field was touched', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <Formik
        initialValues={{ name: '' }}
        validate={() => ({ name: 'auth.validation.usernameRequired' })}
        onSubmit={() => undefined}
      >
        <Form>
          <TextField name="name" label="Name" />
        </Form>
      </Formik>,
    );
    expect(screen.queryByText('Username is required')).toBeNull();
    await user.click(screen.getByLabelText('Name'));
    await user.tab();
    expect(await screen.findByText('Username is required')).toBeTruthy();
  });

  it('group options under their headings', () => {
    renderWithProviders(
      <InForm errors={{}}>
        <SelectField
          name="region"
          label="Region"
          placeholder="Pick one"
          options={[
            { value: 'ON', label: 'Ontario', group: 'Canada' },
            { value: 'QC', label: 'Quebec', group: 'Canada' },
            { value: 'TX', label: 'Texas', group: 'United States' },
          ]}
        />
      </InForm>,
    );
    const select = screen.getByLabelText('Region');
    expect(select.getAttribute('aria-invalid')).toBeNull();
    expect([...select.querySelectorAll('optgroup')].map((group) => [group.label, group.children.length])).toEqual([
      ['Canada', 2],
      ['United States', 1],
    ]);
    expect(select.querySelector('option')?.textContent).toBe('Pick one');
  });
});
