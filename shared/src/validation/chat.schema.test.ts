import { ValidationError } from 'yup';
import { businessInfoSchema, chatMessageSchema, chatSessionCreateSchema, chatSessionFilterSchema } from './chat.schema';

function problems(validate: () => unknown): Record<string, unknown> {
  try {
    validate();
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return Object.fromEntries(error.inner.map((inner) => [inner.path, inner.errors[0]]));
  }
}

describe('chat schemas', () => {
  it('a message is not empty after trimming and at most 2,000 characters; its language is en or fr, else null', () => {
    expect(chatMessageSchema.validateSync({ content: '  Hi  ', language: 'fr-CA' })).toEqual({ content: 'Hi', language: 'fr' });
    expect(chatMessageSchema.validateSync({ content: 'Hi', language: 'de' })).toEqual({ content: 'Hi', language: null });
    const empty = problems(() => chatMessageSchema.validateSync({ content: '   ' }, { abortEarly: false }));
    expect(empty.content).toEqual({ id: 'chat.input.required', values: {} });
    const long = problems(() => chatMessageSchema.validateSync({ content: 'x'.repeat(2001) }, { abortEarly: false }));
    expect(long.content).toEqual({ id: 'chat.message.tooLong', values: { max: 2000 } });
  });

  it('a new session gets the default title and checks a chosen id', () => {
    expect(chatSessionCreateSchema.validateSync({})).toEqual({ sessionId: null, title: 'New Conversation', systemPrompt: null });
    const found = problems(() =>
      chatSessionCreateSchema.validateSync({ sessionId: 'no spaces allowed', title: ' ' }, { abortEarly: false }),
    );
    expect(found).toEqual({
      sessionId: { id: 'chat.session.invalidId', values: {} },
      title: { id: 'chat.session.invalidTitle', values: { max: 255 } },
    });
  });

  it('the business information is trimmed, empty when absent, and names each bad field', () => {
    const info = businessInfoSchema.validateSync({ phone: ' 555 ', commonQuestions: [{ question: ' Q? ', answer: 'A.' }] });
    expect(info).toMatchObject({ phone: '555', email: '', commonQuestions: [{ question: 'Q?', answer: 'A.', language: 'en' }] });
    const found = problems(() =>
      businessInfoSchema.validateSync(
        { email: 'nope', website: 'x'.repeat(1001), commonQuestions: [{ question: 'Q?', language: 'de' }] },
        { abortEarly: false },
      ),
    );
    expect(found).toEqual({
      email: expect.objectContaining({ id: 'chat.admin.config.validation.email' }),
      website: { id: 'chat.admin.config.validation.tooLong', values: { max: 1000 } },
      'commonQuestions[0].answer': { id: 'chat.admin.config.validation.answer', values: {} },
      'commonQuestions[0].language': expect.objectContaining({ id: 'chat.admin.config.validation.language' }),
    });
  });

  it('the admin filter defaults to every conversation, most recent first', () => {
    expect(chatSessionFilterSchema.validateSync({})).toEqual({ search: null, range: 'all', sort: 'recent' });
    expect(problems(() => chatSessionFilterSchema.validateSync({ sort: 'sideways' }, { abortEarly: false })).sort).toMatchObject({
      id: 'chat.admin.history.validation.sort',
    });
  });
});
