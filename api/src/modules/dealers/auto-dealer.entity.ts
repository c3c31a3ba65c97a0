import { Embedded, ArrayType, Entity, Enum, Index, OneToOne, OptionalProps, Property, type Ref } from '@mikro-orm/core';
import { VERIFICATION_STATUSES, type VerificationStatus } from '@vdp/shared/dealers/dealer.constants';
import { User } from '../users/user.entity';
import { TimestampedEntity } from '../../db/base.entity';

import { Address } from '../../db/address.embeddable';
import { BY_CREATED_INDEX, BY_STATUS_CREATED_INDEX } from './dealer-list.sql';

/**
 * auto_dealers: dealers who bid on donated vehicles once verified (spec 001 §3). `user` is the
 * optional sign-in account a verified dealer gets; verificationStatus is pending/verified/rejected.
 */
@Entity({ tableName: 'auto_dealers' })
@Index({ name: BY_CREATED_INDEX, properties: ['createdAt', 'id'] })
@Index({ name: BY_STATUS_CREATED_INDEX, properties: ['verificationStatus', 'createdAt', 'id'] })
export class AutoDealer extends TimestampedEntity {
  [OptionalProps]?:
    'operatingRadius' | 'isActive' | 'isVerified' | 'verificationStatus' | 'rating' | 'totalBids' | 'successfulBids';

  @Property({ type: 'string', length: 255 })
  businessName!: string;

  @Property({ type: 'string', length: 255 })
  contactName!: string;

  @Property({ type: 'string', length: 255, unique: true })
  email!: string;

  @Property({ type: 'string', length: 20 })
  phone!: string;

  @Embedded(() => Address, { prefix: false })
  address!: Address;

  @Property({ type: 'string', length: 100, nullable: true })
  businessLicense?: string | null;

  @Property({ type: 'string', length: 100 })
  dealerLicense!: string;

  @Property({ type: 'string', length: 50, nullable: true })
  federalTaxId?: string | null;

  @Property({ type: ArrayType, columnType: 'text[]' })
  specialties!: string[];

  /** Miles, 1 to 500. */
  @Property({ type: 'integer', default: 50, check: 'operating_radius >= 1 and operating_radius <= 500' })
  operatingRadius: number = 50;

  @Property({ type: 'boolean', default: true })
  isActive: boolean = true;

  @Property({ type: 'boolean', default: false })
  isVerified: boolean = false;

  @Enum({ items: () => VERIFICATION_STATUSES, columnType: 'varchar(30)', default: 'pending' })
  verificationStatus: VerificationStatus = 'pending';

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  verificationDate?: Date | null;

  @Property({ type: 'decimal', precision: 3, scale: 2, default: 0 })
  rating!: string;

  @Property({ type: 'integer', default: 0 })
  totalBids: number = 0;

  @Property({ type: 'integer', default: 0 })
  successfulBids: number = 0;

  @Property({ type: 'text', nullable: true })
  notes?: string | null;

  @OneToOne(() => User, { ref: true, nullable: true, deleteRule: 'set null' })
  user?: Ref<User> | null;
}
