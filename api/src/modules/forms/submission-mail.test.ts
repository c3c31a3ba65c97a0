import type { FormField } from '@vdp/shared/forms/form.constants';
import { answerForPeople, submissionMail } from './submission-mail';

const fields: FormField[] = [
  { id: 'name', type: 'text', label: 'Nom', required: true },
  { id: 'agree', type: 'checkbox', label: 'Agree', required: false },
  { id: 'hidden', type: 'text', label: 'Hidden', required: false },
];

describe('submissionMail', () => {
  it('lists each answered field as "label: answer" in the form order, with a link to every response', () => {
    const mail = submissionMail({
      to: 'team@example.ca',
      form: { id: 7, name: 'Bénévoles <b>', fields },
      values: { agree: false, name: 'Zoé' },
      submittedAt: new Date('2026-03-01T12:00:00.000Z'),
      publicUrl: 'https://donate.example.org',
    });
    expect(mail.to).toBe('team@example.ca');
    expect(mail.subject).toBe('New response to "Bénévoles <b>"');
    expect(mail.text).toBe(
      [
        'A new response to the form "Bénévoles <b>" arrived on 2026-03-01T12:00:00.000Z.',
        'Nom: Zoé',
        'Agree: No',
        'Every response: https://donate.example.org/admin/forms/7/submissions',
      ].join('\n\n'),
    );
    expect(mail.html).toContain('&lt;b&gt;');
    expect(mail.html).toContain('<a href="https://donate.example.org/admin/forms/7/submissions">');
  });
});

describe('answerForPeople', () => {
  it('writes Yes, No, the text, or nothing', () => {
    expect([true, false, 'x', undefined].map(answerForPeople)).toEqual(['Yes', 'No', 'x', '']);
  });
});
