import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { FORM_HONEYPOT } from '@vdp/shared/forms/form.constants';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { Route, Routes } from 'react-router-dom';
import { FormSubmitDocument } from '../graphql/FormSubmit.generated';
import { PublicFormReadDocument } from '../graphql/PublicFormRead.generated';
import { AreaMessages } from '../../../i18n/AreaMessages';
import { loadArea } from '../../../i18n/areas';
import type { Locale } from '../../../i18n/locales';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { PublicFormPage } from './PublicFormPage';

const field = (id: string, type: string, label: string, extra: Record<string, unknown> = {}) => ({
  __typename: 'FormField' as const,
  id,
  type,
  label,
  placeholder: null,
  required: false,
  options: null,
  showWhen: null,
  ...extra,
});

const contactForm = (isActive = true) => ({
  __typename: 'PublicForm' as const,
  id: '7',
  name: 'Contact us',
  slug: 'contact',
  description: 'We answer within a day.',
  isActive,
  fields: isActive
    ? [
        field('fmail', 'email', 'Courriel', { required: true, placeholder: 'vous@exemple.ca' }),
        field('ftopic', 'select', 'Sujet', { options: ['Remorquage', 'Reçu'] }),
        field('fday', 'date', 'Jour du remorquage', {
          showWhen: { __typename: 'FormFieldCondition', fieldId: 'ftopic', equals: 'Remorquage' },
        }),
      ]
    : [],
});

const readMock = (result: MockLink.MockedResponse['result']): MockLink.MockedResponse => ({
  request: { query: PublicFormReadDocument, variables: { slug: 'contact' } },
  result,
});

const submitMock = (answers: Record<string, unknown>, result: MockLink.MockedResponse['result']): MockLink.MockedResponse => ({
  request: { query: FormSubmitDocument, variables: { formId: '7', answers } },
  result,
});

const refusal = (message: string, extensions: Record<string, unknown>) => ({
  errors: [new GraphQLError(message, { extensions })],
});

function renderPage(mocks: MockLink.MockedResponse[], locale: Locale = 'en') {
  return renderWithProviders(
    <AreaMessages area="forms">
      <MockedProvider mocks={mocks}>
        <Routes>
          <Route path="/forms/:slug" element={<PublicFormPage />} />
        </Routes>
      </MockedProvider>
    </AreaMessages>,
    { route: '/forms/contact', locale },
  );
}

describe('the public form (/forms/:slug)', () => {
  beforeAll(() => Promise.all([loadArea('forms', 'en'), loadArea('forms', 'fr')]));

  it('shows the fields with their labels and required marks, and a conditional field only when its answer is chosen', async () => {
    const user = userEvent.setup();
    renderPage([readMock({ data: { publicForm: contactForm() } })]);
    expect(await screen.findByRole('heading', { name: 'Contact us' })).toBeTruthy();
    const email = screen.getByRole('textbox', { name: /Courriel/ });
    expect(email.getAttribute('type')).toBe('email');
    expect(email.getAttribute('aria-required')).toBe('true');
    expect(email.getAttribute('placeholder')).toBe('vous@exemple.ca');
    expect(screen.getAllByText('(required)').length).toBeGreaterThan(0);
    expect(screen.queryByLabelText('Jour du remorquage')).toBeNull();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sujet' }), 'Remorquage');
    expect((screen.getByLabelText('Jour du remorquage') as HTMLInputElement).type).toBe('date');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sujet' }), 'Reçu');
    expect(screen.queryByLabelText('Jour du remorquage')).toBeNull();
  });

  it('hides the honeypot from people and assistive technology', async () => {
    const { container } = renderPage([readMock({ data: { publicForm: contactForm() } })]);
    await screen.findByRole('heading', { name: 'Contact us' });
    const bait = container.querySelector(`input[name="${FORM_HONEYPOT}"]`)!;
    expect(bait.getAttribute('tabindex')).toBe('-1');
    expect(bait.getAttribute('autocomplete')).toBe('off');
    expect(bait.getAttribute('aria-hidden')).toBe('true');
    expect(screen.queryByRole('textbox', { name: /Leave this field empty/ })).toBeNull();
  });

  it('checks the answers in French with the shared rules, then sends them and offers another response', async () => {
    const user = userEvent.setup();
    renderPage(
      [
        readMock({ data: { publicForm: contactForm() } }),
        submitMock(
          { fmail: 'ana@exemple.ca', ftopic: 'Remorquage', fday: '2026-03-02' },
          { data: { submitForm: { __typename: 'FormSubmissionReceipt', id: '1', createdAt: '2026-03-01T10:00:00.000Z' } } },
        ),
        readMock({ data: { publicForm: contactForm() } }),
      ],
      'fr',
    );
    await screen.findByRole('heading', { name: 'Contact us' });
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));
    const email = screen.getByRole('textbox', { name: /Courriel/ });
    const message = await screen.findByText('Courriel est obligatoire');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(email.getAttribute('aria-describedby')).toContain(message.id);
    await waitFor(() => expect(document.activeElement).toBe(email));
    expect(screen.getByRole('alert').textContent).toContain('Veuillez corriger les champs signalés ci-dessous.');

    await user.type(email, 'ana@exemple');
    await user.tab();
    expect(await screen.findByText('Courriel : entrez une adresse courriel valide')).toBeTruthy();
    await user.type(email, '.ca');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sujet' }), 'Remorquage');
    await user.type(screen.getByLabelText('Jour du remorquage'), '2026-03-02');
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));

    expect(await screen.findByRole('heading', { name: 'Formulaire envoyé' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Envoyer une autre réponse' }));
    expect(((await screen.findByRole('textbox', { name: /Courriel/ })) as HTMLInputElement).value).toBe('');
  });

  it('shows the server’s refusal of a field under it, and a rate limit above the button', async () => {
    const user = userEvent.setup();
    renderPage([
      readMock({ data: { publicForm: contactForm() } }),
      submitMock(
        { fmail: 'ana@example.ca' },
        refusal('refused', {
          code: 'BAD_USER_INPUT',
          fields: [{ field: 'fmail', message: 'Courriel: enter a valid e-mail address' }],
        }),
      ),
      submitMock({ fmail: 'ana@example.ca' }, refusal('slow down', { code: 'RATE_LIMITED', retryAfterSeconds: 30 })),
    ]);
    await user.type(await screen.findByRole('textbox', { name: /Courriel/ }), 'ana@example.ca');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Courriel: enter a valid e-mail address')).toBeTruthy();
    await user.clear(screen.getByRole('textbox', { name: /Courriel/ }));
    await user.type(screen.getByRole('textbox', { name: /Courriel/ }), 'ana@example.ca');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Too many submissions from your connection. Please try again in 30 seconds.')).toBeTruthy();
  });

  it('says Form Not Found for an unknown slug and Form Unavailable for a disabled form', async () => {
    const { unmount } = renderPage([readMock(refusal('Form not found', { code: 'NOT_FOUND' }))]);
    expect(await screen.findByRole('heading', { name: 'Form Not Found' })).toBeTruthy();
    unmount();
    renderPage([readMock({ data: { publicForm: contactForm(false) } })]);
    expect(await screen.findByRole('heading', { name: 'Form Unavailable' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
  });

  it('turns to Form Unavailable when the server refuses a submission to a form just disabled', async () => {
    const user = userEvent.setup();
    renderPage([
      readMock({ data: { publicForm: contactForm() } }),
      submitMock({ fmail: 'ana@example.ca' }, refusal('This form is not accepting responses', { code: 'FORM_UNAVAILABLE' })),
    ]);
    await user.type(await screen.findByRole('textbox', { name: /Courriel/ }), 'ana@example.ca');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('heading', { name: 'Form Unavailable' })).toBeTruthy();
  });
});
