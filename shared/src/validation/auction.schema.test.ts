import { problemsOf } from './testing';
import { bidFormSchema, placeBidSchema } from './auction-bid.schema';
import { auctionListSchema, createAuctionFormSchema, createAuctionSchema } from './auction.schema';

describe('createAuctionSchema', () => {
  it('fills what the dialog leaves out: start now, the minimum bid, nothing else', () => {
    const before = Date.now();
    const auction = createAuctionSchema.validateSync({ donationId: '7', vehicleLocation: ' Ottawa, ON ', notes: ' ' });
    expect(auction).toMatchObject({
      donationId: 7,
      minimumBid: '500.00',
      startingBid: null,
      reservePrice: null,
      vehicleLocation: 'Ottawa, ON',
      pickupInstructions: null,
      notes: null,
    });
    expect(auction.endDate).toBeUndefined();
    expect(auction.startDate.getTime()).toBeGreaterThanOrEqual(before);
  });

  it('normalises amounts, JSON numbers included', () => {
    expect(
      createAuctionSchema.validateSync({ donationId: 7, vehicleLocation: 'X', minimumBid: 750.5, reservePrice: '1000' }),
    ).toMatchObject({ minimumBid: '750.50', reservePrice: '1000.00' });
  });

  it('names each bad field with its message', () => {
    expect(
      problemsOf(createAuctionSchema, {
        donationId: 0,
        startDate: '2030-01-02',
        endDate: '2030-01-01',
        minimumBid: '-5',
        startingBid: '0',
        reservePrice: '12.345',
        vehicleLocation: ' ',
      }),
    ).toEqual({
      donationId: { id: 'auctions.admin.required.donation', values: { min: 1 } },
      endDate: { id: 'auctions.admin.invalid.endDate', values: {} },
      minimumBid: { id: 'auctions.admin.invalid.money', values: {} },
      startingBid: { id: 'auctions.admin.positive.startingBid', values: {} },
      reservePrice: { id: 'auctions.admin.invalid.money', values: {} },
      vehicleLocation: { id: 'auctions.admin.required.location', values: {} },
    });
    expect(problemsOf(createAuctionSchema, { donationId: 1, vehicleLocation: 'X', startDate: 'soon', endDate: [] })).toEqual({
      startDate: { id: 'auctions.admin.notADate.startDate', values: {} },
      endDate: { id: 'auctions.admin.notADate.endDate', values: {} },
    });
    expect(problemsOf(createAuctionSchema, { donationId: 1, vehicleLocation: 'X', minimumBid: '100000000' })).toEqual({
      minimumBid: { id: 'auctions.admin.invalid.money', values: {} },
    });
  });

  it('on the web form, asks for the dates and the minimum bid', () => {
    expect(
      problemsOf(createAuctionFormSchema, { donationId: '', startDate: '', endDate: '', minimumBid: '', vehicleLocation: '' }),
    ).toEqual({
      donationId: expect.objectContaining({ id: 'auctions.admin.required.donation' }),
      startDate: { id: 'auctions.admin.required.dates', values: {} },
      endDate: { id: 'auctions.admin.required.dates', values: {} },
      minimumBid: { id: 'auctions.admin.invalid.money', values: {} },
      vehicleLocation: { id: 'auctions.admin.required.location', values: {} },
    });
  });
});

describe('the list filters', () => {
  it('take a known status or none, and a trimmed search', () => {
    expect(auctionListSchema.validateSync({ status: '', search: ' civic ' })).toEqual({ status: undefined, search: 'civic' });
    expect(problemsOf(auctionListSchema, { status: 'nope' })).toMatchObject({
      status: { id: 'auctions.list.invalid.status', values: { list: 'pending, active, provisional, completed, cancelled' } },
    });
  });
});

describe('placeBidSchema', () => {
  it('normalises the amount and keeps the key', () => {
    expect(placeBidSchema.validateSync({ auctionId: '3', bidAmount: 1000.1, idempotencyKey: 'retry-key-0001' })).toEqual({
      auctionId: 3,
      bidAmount: '1000.10',
      notes: null,
      dealerId: null,
      idempotencyKey: 'retry-key-0001',
    });
  });

  it('names each bad field', () => {
    expect(
      problemsOf(placeBidSchema, { auctionId: 'x', bidAmount: 0.1 + 0.2, notes: 'x'.repeat(1001), idempotencyKey: 'short' }),
    ).toEqual({
      auctionId: { id: 'auctions.bid.noAuction', values: {} },
      bidAmount: { id: 'auctions.bid.amountInvalid', values: {} },
      notes: { id: 'auctions.bid.notesTooLong', values: { max: 1000 } },
      idempotencyKey: { id: 'auctions.bid.invalid.idempotencyKey', values: {} },
    });
    expect(problemsOf(placeBidSchema, { auctionId: 1 })).toMatchObject({ bidAmount: { id: 'auctions.bid.amountRequired' } });
    expect(problemsOf(placeBidSchema, { auctionId: 1, bidAmount: '0' })).toMatchObject({
      bidAmount: { id: 'auctions.bid.amountPositive' },
    });
  });

  it('on the web, also asks for the required bid', () => {
    expect(problemsOf(bidFormSchema('500.01'), { bidAmount: '500' })).toEqual({
      bidAmount: { id: 'auctions.bid.tooLowField', values: { amount: '500.01' } },
    });
    expect(bidFormSchema('500.01').validateSync({ bidAmount: '500.01' })).toEqual({ bidAmount: '500.01', notes: null });
  });
});
