import { problemsOf } from './testing';
import {
  donationCommunicationFormSchema,
  donationCommunicationSchema,
  donationIdSchema,
  donationStatusUpdateFormSchema,
  donationStatusUpdateSchema,
  staffDonationListSchema,
} from './staff-donation.schema';

describe('staffDonationListSchema', () => {
  it('reads a query string: no search and every status by default; "all" is every status', () => {
    expect(staffDonationListSchema.validateSync({})).toEqual({ search: null, status: null });
    expect(staffDonationListSchema.validateSync({ search: ' Tremblay ', status: 'all' })).toEqual({
      search: 'Tremblay',
      status: null,
    });
    expect(staffDonationListSchema.validateSync({ status: 'in_progress' })).toMatchObject({ status: 'in_progress' });
  });

  it('names the status filter it does not know, and a search too long', () => {
    expect(problemsOf(staffDonationListSchema, { status: 'lost', search: 'x'.repeat(101) })).toEqual({
      status: expect.objectContaining({
        id: 'staff.validation.statusFilterUnknown',
        values: expect.objectContaining({ status: 'lost' }),
      }),
      search: expect.objectContaining({ id: 'staff.validation.searchTooLong', values: expect.objectContaining({ max: 100 }) }),
    });
  });
});

describe('donationStatusUpdateSchema', () => {
  it('takes any stored or admin status, with optional notes', () => {
    expect(donationStatusUpdateSchema.validateSync({ donationId: '7', status: ' in_progress ', notes: ' ' })).toEqual({
      donationId: 7,
      status: 'in_progress',
      notes: null,
    });
  });

  it('wants a status it knows and a donation id', () => {
    expect(problemsOf(donationStatusUpdateSchema, { donationId: 'abc', status: '' })).toEqual({
      donationId: expect.objectContaining({ id: 'staff.validation.donationId' }),
      status: expect.objectContaining({ id: 'staff.status.required' }),
    });
    expect(problemsOf(donationStatusUpdateSchema, { donationId: 1, status: 'teleported' })).toMatchObject({
      status: { id: 'staff.validation.statusUnknown', values: { status: 'teleported' } },
    });
  });
});

describe('donationCommunicationSchema', () => {
  it('wants a known type and direction and a message', () => {
    expect(problemsOf(donationCommunicationSchema, { donationId: 1, type: 'pigeon', method: 'sideways', message: ' ' })).toEqual({
      type: expect.objectContaining({ id: 'staff.comm.type.required' }),
      method: expect.objectContaining({ id: 'staff.comm.method.required' }),
      message: expect.objectContaining({ id: 'staff.comm.message.required' }),
    });
    expect(donationCommunicationSchema.validateSync({ donationId: 1, type: 'note', method: 'inbound', message: ' Hi ' })).toEqual(
      {
        donationId: 1,
        type: 'note',
        method: 'inbound',
        subject: null,
        message: 'Hi',
      },
    );
  });
});

describe('donationIdSchema', () => {
  it('takes a positive whole number from a path or an input', () => {
    expect(donationIdSchema.validateSync({ donationId: '42' })).toEqual({ donationId: 42 });
    for (const donationId of ['0', '-1', 'x', '1.5', '2147483648'])
      expect(problemsOf(donationIdSchema, { donationId })).toMatchObject({ donationId: { id: 'staff.validation.donationId' } });
  });
});

describe('the staff forms on the web (no donation id: the open donation is the one)', () => {
  it('take the status form as typed, with the rules of the status change', () => {
    expect(donationStatusUpdateFormSchema.validateSync({ status: 'valued', notes: '  Appraised at the yard ' })).toEqual({
      status: 'valued',
      notes: 'Appraised at the yard',
    });
    expect(donationStatusUpdateFormSchema.validateSync({ status: 'reviewed', notes: '' })).toEqual({
      status: 'reviewed',
      notes: null,
    });
    expect(problemsOf(donationStatusUpdateFormSchema, { status: '', notes: 'x'.repeat(2001) })).toEqual({
      status: expect.objectContaining({ id: 'staff.status.required' }),
      notes: { id: 'staff.notes.tooLong', values: { max: 2000 } },
    });
  });

  it('take the communication form as typed, with the rules of a communication', () => {
    expect(
      donationCommunicationFormSchema.validateSync({ type: 'phone', method: 'outbound', subject: '', message: ' Called ' }),
    ).toEqual({ type: 'phone', method: 'outbound', subject: null, message: 'Called' });
    expect(
      problemsOf(donationCommunicationFormSchema, {
        type: 'fax',
        method: 'outbound',
        subject: 'x'.repeat(256),
        message: 'x'.repeat(5001),
      }),
    ).toEqual({
      type: expect.objectContaining({ id: 'staff.comm.type.required' }),
      subject: { id: 'staff.comm.subject.tooLong', values: { max: 255 } },
      message: { id: 'staff.comm.message.tooLong', values: { max: 5000 } },
    });
  });
});
