import { Migration } from '@mikro-orm/migrations';

/**
 * Both languages (issue 17 §4, ADR 28): the donor's language kept with the donation (its e-mails,
 * receipt and tracking page use it), and the texts the platform writes for a person stored as a
 * message id with values. The platform's own older rows become ids; free text (staff's notes,
 * anything unrecognised) stays as it was and reads as written.
 */
export class Migration20261203100000_donor_language_and_stored_messages extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "donations" add column "language" varchar(2) not null default 'en';`);
    this.addSql(`alter table "donations" add constraint "donations_language_check" check("language" in ('en', 'fr'));`);
    this.addSql(`alter table "donation_status_history" add column "note_message" jsonb null;`);
    this.addSql(`alter table "donation_communications" add column "subject_message" jsonb null, add column "body_message" jsonb null;`);
    this.addSql(`alter table "donation_communications" alter column "message" drop not null;`);

    this.addSql(`update "donation_status_history" set "note_message" = ${message("'donation.history.submitted'")}, "notes" = null
      where "notes" = 'Donation request submitted';`);
    this.addSql(`update "donation_status_history"
      set "note_message" = ${message("'donation.history.receiptIssued'", "'receiptNumber', substring(notes from '^Tax receipt (\\S+) issued$')")}, "notes" = null
      where "notes" ~ '^Tax receipt \\S+ issued$';`);
    this.addSql(`update "donation_status_history"
      set "note_message" = ${message("'donation.history.auctionUnsold'", "'auctionId', (regexp_match(notes, '^Auction #(\\d+) '))[1]::int, 'bidCount', (regexp_match(notes, '\\((\\d+) bids;'))[1]::int")}, "notes" = null
      where "notes" ~ '^Auction #\\d+ ended with no winning bid \\(\\d+ bids; reserve not met or no bids\\)\\.$';`);
    this.addSql(`update "donation_status_history"
      set "note_message" = ${message("'donation.history.auctionSold'", "'auctionId', (regexp_match(notes, '^Auction #(\\d+) '))[1]::int, 'amount', replace((regexp_match(notes, 'sold for \\$([0-9,.]+) '))[1], ',', '')::numeric, 'dealerId', (regexp_match(notes, 'to dealer #(\\d+)\\.$'))[1]::int")}, "notes" = null
      where "notes" ~ '^Auction #\\d+ sold for \\$[0-9,.]+ to dealer #\\d+\\.$';`);

    this.addSql(`update "donation_communications" set "body_message" = ${message("'donation.communication.confirmation'")}, "message" = null
      where "type" = 'confirmation' and "message" = 'Donation request confirmation with the tracking link.';`);
    this.addSql(`update "donation_communications"
      set "subject_message" = ${message("'donation.communication.confirmationSubject'", "'donationId', donation_id")}, "subject" = null
      where "type" = 'confirmation' and "subject" in ('Your vehicle donation request #' || donation_id, 'Votre demande de don de véhicule no ' || donation_id);`);
    this.addSql(`update "donation_communications"
      set "body_message" = ${message("'donation.communication.receipt'", "'receiptNumber', substring(message from '^Official tax receipt (\\S+) \\(PDF attached\\)\\.$')")}, "message" = null
      where "type" = 'receipt' and "message" ~ '^Official tax receipt \\S+ \\(PDF attached\\)\\.$';`);
  }

  override async down(): Promise<void> {
    // the ids back to their English text (the wording the rows had before)
    this.addSql(`update "donation_communications" set "message" = case body_message->>'id'
        when 'donation.communication.confirmation' then 'Donation request confirmation with the tracking link.'
        when 'donation.communication.receipt' then 'Official tax receipt ' || (body_message->'values'->>'receiptNumber') || ' (PDF attached).'
        else body_message->>'id' end
      where "message" is null;`);
    this.addSql(`update "donation_communications" set "subject" = 'Your vehicle donation request #' || donation_id
      where "subject" is null and subject_message->>'id' = 'donation.communication.confirmationSubject';`);
    this.addSql(`update "donation_status_history" set "notes" = case note_message->>'id'
        when 'donation.history.submitted' then 'Donation request submitted'
        when 'donation.history.receiptIssued' then 'Tax receipt ' || (note_message->'values'->>'receiptNumber') || ' issued'
        when 'donation.history.auctionUnsold' then 'Auction #' || (note_message->'values'->>'auctionId') || ' ended with no winning bid (' || (note_message->'values'->>'bidCount') || ' bids; reserve not met or no bids).'
        when 'donation.history.auctionSold' then 'Auction #' || (note_message->'values'->>'auctionId') || ' sold for $' || to_char((note_message->'values'->>'amount')::numeric, 'FM999,999,990.00') || ' to dealer #' || (note_message->'values'->>'dealerId') || '.'
        else note_message->>'id' end
      where "note_message" is not null and "notes" is null;`);
    this.addSql(`update "donation_communications" set "message" = '' where "message" is null;`);
    this.addSql(`alter table "donation_communications" alter column "message" set not null;`);
    this.addSql(`alter table "donation_communications" drop column "subject_message", drop column "body_message";`);
    this.addSql(`alter table "donation_status_history" drop column "note_message";`);
    this.addSql(`alter table "donations" drop constraint if exists "donations_language_check";`);
    this.addSql(`alter table "donations" drop column "language";`);
  }
}

/** A stored message as jsonb: its id and the values (pairs of name, SQL expression). */
function message(id: string, values = ''): string {
  return `jsonb_build_object('id', ${id}, 'values', jsonb_build_object(${values}))`;
}
