import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { FORM_HONEYPOT, type FormField } from '@vdp/shared/forms/form.constants';
import { answerErrors, answersToSend, blankAnswers, submitFailureOf } from './formAnswers';
import { storedAnswer } from './formFields';

const fields: FormField[] = [
  { id: 'fmail', type: 'email', label: 'E-mail', placeholder: null, required: true, options: null, showWhen: null },
  {
    id: 'ftopic',
    type: 'select',
    label: 'Topic',
    placeholder: null,
    required: false,
    options: ['Pickup', 'Receipt'],
    showWhen: null,
  },
  {
    id: 'fdate',
    type: 'date',
    label: 'Pickup day',
    placeholder: null,
    required: true,
    options: null,
    showWhen: { fieldId: 'ftopic', equals: 'Pickup' },
  },
  { id: 'fok', type: 'checkbox', label: 'I agree', placeholder: null, required: true, options: null, showWhen: null },
];

const graphqlError = (extensions: Record<string, unknown>) =>
  new CombinedGraphQLErrors({ errors: [{ message: 'no', extensions }] });

describe('the public form’s answers', () => {
  it('start blank, a checkbox unchecked, the honeypot empty', () => {
    expect(blankAnswers(fields)).toEqual({ [FORM_HONEYPOT]: '', fmail: '', ftopic: '', fdate: '', fok: false });
  });

  it('are checked with the shared rules, as { id, values } messages; a hidden field is not required', () => {
    const blank = blankAnswers(fields);
    expect(answerErrors(fields, blank)).toEqual({
      fmail: { id: 'forms.answer.required', values: { label: 'E-mail' } },
      fok: { id: 'forms.answer.required', values: { label: 'I agree' } },
    });
    const pickup = { ...blank, fmail: 'not-an-address', ftopic: 'Pickup', fdate: '2026-02-30', fok: true };
    expect(answerErrors(fields, pickup)).toEqual({
      fmail: { id: 'forms.answer.email', values: { label: 'E-mail' } },
      fdate: { id: 'forms.answer.date', values: { label: 'Pickup day' } },
    });
  });

  it('send the shown fields’ answers, trimmed, and the honeypot only when something filled it', () => {
    const answers = { ...blankAnswers(fields), fmail: ' ana@example.ca ', ftopic: 'Receipt', fdate: '2026-03-01', fok: true };
    expect(answersToSend(fields, answers)).toEqual({ fmail: 'ana@example.ca', ftopic: 'Receipt', fok: true });
    expect(answersToSend(fields, { ...answers, [FORM_HONEYPOT]: 'http://spam.example' })).toMatchObject({
      [FORM_HONEYPOT]: 'http://spam.example',
    });
  });

  it('tell the server’s refusals apart (issue 12 contract)', () => {
    expect(
      submitFailureOf(
        graphqlError({ code: 'BAD_USER_INPUT', fields: [{ field: 'fmail', message: 'E-mail: enter a valid e-mail address' }] }),
      ),
    ).toEqual({ kind: 'fields', errors: { fmail: 'E-mail: enter a valid e-mail address' } });
    expect(submitFailureOf(graphqlError({ code: 'BAD_USER_INPUT' }))).toEqual({ kind: 'other' });
    expect(submitFailureOf(graphqlError({ code: 'FORM_UNAVAILABLE' }))).toEqual({ kind: 'unavailable' });
    expect(submitFailureOf(graphqlError({ code: 'NOT_FOUND' }))).toEqual({ kind: 'notFound' });
    expect(submitFailureOf(graphqlError({ code: 'SUBMISSION_REFUSED' }))).toEqual({ kind: 'refused' });
    expect(submitFailureOf(graphqlError({ code: 'RATE_LIMITED', retryAfterSeconds: 41.2 }))).toEqual({
      kind: 'rateLimited',
      seconds: 42,
    });
    expect(submitFailureOf(graphqlError({ code: 'RATE_LIMITED' }))).toEqual({ kind: 'rateLimited', seconds: undefined });
    expect(submitFailureOf(new Error('Failed to fetch'))).toEqual({ kind: 'other' });
  });

  it('read the refusal of an answer that came with an HTTP error status (429, 413)', () => {
    const response = (status: number, retryAfter?: string) =>
      ({ status, headers: new Map(retryAfter ? [['retry-after', retryAfter]] : []) }) as unknown as Response;
    const body = JSON.stringify({
      errors: [{ message: 'slow down', extensions: { code: 'RATE_LIMITED', retryAfterSeconds: 9 } }],
    });
    expect(submitFailureOf(new ServerError('429', { response: response(429), bodyText: body }))).toEqual({
      kind: 'rateLimited',
      seconds: 9,
    });
    expect(submitFailureOf(new ServerError('429', { response: response(429, '12'), bodyText: 'Too Many Requests' }))).toEqual({
      kind: 'rateLimited',
      seconds: 12,
    });
    expect(submitFailureOf(new ServerError('413', { response: response(413), bodyText: 'Payload Too Large' }))).toEqual({
      kind: 'other',
    });
  });

  it('read a stored answer for the submissions table', () => {
    const data = { fmail: 'ana@example.ca', fok: true, other: 3 };
    expect(storedAnswer(data, 'fmail')).toBe('ana@example.ca');
    expect(storedAnswer(data, 'fok')).toBe(true);
    expect(storedAnswer(data, 'other')).toBeUndefined();
    expect(storedAnswer(null, 'fmail')).toBeUndefined();
    expect(storedAnswer(['x'], '0')).toBeUndefined();
  });
});
