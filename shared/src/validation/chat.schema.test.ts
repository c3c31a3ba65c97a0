import { problemsOf } from './testing';
import { businessInfoSchema, chatMessageSchema, chatSessionCreateSchema, chatSessionFilterSchema } from './chat.schema';

describe('chat schemas', () => {
  it('a message is not empty after trimming and at most 2,000 characters; its language is en or fr, else null', () => {
    expect(chatMessageSchema.validateSync({ content: '  Hi  ', language: 'fr-CA' })).toEqual({ content: 'Hi', language: 'fr' });
    expect(chatMessageSchema.validateSync({ content: 'Hi', language: 'de' })).toEqual({ content: 'Hi', language: null });
    const empty = problemsOf(chatMessageSchema, { content: '   ' });
    expect(empty.content).toEqual({ id: 'chat.input.required', values: {} });
    const long = problemsOf(chatMessageSchema, { content: 'x'.repeat(2001) });
    expect(long.content).toEqual({ id: 'chat.message.tooLong', values: { max: 2000 } });
  });

  it('a new session gets the default title and checks a chosen id', () => {
    expect(chatSessionCreateSchema.validateSync({})).toEqual({ sessionId: null, title: 'New Conversation', systemPrompt: null });
    const found = problemsOf(chatSessionCreateSchema, { sessionId: 'no spaces allowed', title: ' ' });
    expect(found).toEqual({
      sessionId: { id: 'chat.session.invalidId', values: {} },
      title: { id: 'chat.session.invalidTitle', values: { max: 255 } },
    });
  });

  it('the business information is trimmed, empty when absent, and names each bad field', () => {
    const info = businessInfoSchema.validateSync({ phone: ' 555 ', commonQuestions: [{ question: ' Q? ', answer: 'A.' }] });
    expect(info).toMatchObject({ phone: '555', email: '', commonQuestions: [{ question: 'Q?', answer: 'A.', language: 'en' }] });
    const found = problemsOf(businessInfoSchema, {
      email: 'nope',
      website: 'x'.repeat(1001),
      commonQuestions: [{ question: 'Q?', language: 'de' }],
    });
    expect(found).toEqual({
      email: expect.objectContaining({ id: 'chat.admin.config.validation.email' }),
      website: { id: 'chat.admin.config.validation.tooLong', values: { max: 1000 } },
      'commonQuestions[0].answer': { id: 'chat.admin.config.validation.answer', values: {} },
      'commonQuestions[0].language': expect.objectContaining({ id: 'chat.admin.config.validation.language' }),
    });
  });

  it('the admin filter defaults to every conversation, most recent first', () => {
    expect(chatSessionFilterSchema.validateSync({})).toEqual({ search: null, range: 'all', sort: 'recent' });
    expect(problemsOf(chatSessionFilterSchema, { sort: 'sideways' }).sort).toMatchObject({
      id: 'chat.admin.history.validation.sort',
    });
  });
});
