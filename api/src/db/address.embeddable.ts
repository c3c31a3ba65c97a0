import { Embeddable, Property } from '@mikro-orm/core';

/**
 * A postal address as the donations and auto_dealers tables keep it (spec 001 §3): the columns
 * address, city, state (a province or a US state) and zip_code (a postal or ZIP code).
 */
@Embeddable()
export class Address {
  @Property({ fieldName: 'address', type: 'string', length: 255 })
  street!: string;

  @Property({ type: 'string', length: 100 })
  city!: string;

  /** A province or territory, or a US state: its code. */
  @Property({ fieldName: 'state', type: 'string', length: 50 })
  region!: string;

  /** A postal code or a ZIP code. */
  @Property({ fieldName: 'zip_code', type: 'string', length: 10 })
  postalCode!: string;
}
