import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FormikHelpers } from 'formik';
import { Formik } from './Formik';
import { object, string } from 'yup';
import { renderWithProviders } from '../../test/renderWithProviders';
import { Form } from './Form';
import { TextField } from './TextField';

const schema = object({
  name: string().required('auth.validation.usernameRequired'),
  email: string().required('auth.validation.passwordRequired'),
  city: string(),
});

function ThreeFields({
  onSubmit = () => undefined,
  initialValues = { name: '', email: '', city: '' },
}: {
  onSubmit?: (
    values: { name: string; email: string; city: string },
    helpers: FormikHelpers<{ name: string; email: string; city: string }>,
  ) => void | Promise<void>;
  initialValues?: { name: string; email: string; city: string };
}) {
  return (
    <Formik initialValues={initialValues} validationSchema={schema} onSubmit={onSubmit}>
      <Form noValidate>
        <TextField name="city" label="City" />
        <TextField name="name" label="Name" />
        <TextField name="email" label="E-mail" />
        <button type="submit">Send</button>
      </Form>
    </Formik>
  );
}

describe('the kit Form (FocusFirstError)', () => {
  it('focuses the first invalid field in page order after a refused submit', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ThreeFields />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    // "name" comes before "email" on the page; "city" is valid
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Name')));
    expect(screen.getByLabelText('Name').getAttribute('aria-invalid')).toBe('true');
  });

  it('moves on to the next field to fix at the next submit', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ThreeFields />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Name')));
    await user.type(screen.getByLabelText('Name'), 'Alex');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('E-mail')));
  });

  it('focuses a field the server refused (errors set in onSubmit)', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn(async (_values: unknown, helpers: FormikHelpers<{ name: string; email: string; city: string }>) => {
      await Promise.resolve(); // the server's answer
      helpers.setErrors({ email: 'auth.validation.passwordRequired' });
    });
    renderWithProviders(<ThreeFields onSubmit={onSubmit} initialValues={{ name: 'Alex', email: 'a@b.c', city: '' }} />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('E-mail')));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('leaves the focus alone after a submit that passed', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn();
    renderWithProviders(<ThreeFields onSubmit={onSubmit} initialValues={{ name: 'Alex', email: 'a@b.c', city: '' }} />);
    const button = screen.getByRole('button', { name: 'Send' });
    await user.click(button);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(document.activeElement).toBe(button);
  });
});
