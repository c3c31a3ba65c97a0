import { ArrayType, Entity, Index, OneToOne, OptionalProps, Property, type Ref } from '@mikro-orm/core';
import { User } from '../users/user.entity';
import { TimestampedEntity } from '../../db/base.entity';

/**
 * charities: registered charities donors can give to, with registry, compliance, finance
 * (decimals 15,2) and score data (spec 001 §3, limits from §9). `user` is the optional
 * sign-in account of the charity role.
 */
@Entity({ tableName: 'charities' })
// the admin list's keyset, by name (charity-list.sql.ts)
@Index({ name: 'charities_name_id_index', properties: ['name', 'id'] })
export class Charity extends TimestampedEntity {
  [OptionalProps]?: 'isActive' | 'verificationStatus' | 't3010Filed' | 'complianceStatus' | 'syncStatus';

  @Property({ type: 'string', length: 255 })
  name!: string;

  @Property({ type: 'string', length: 15, unique: true })
  registrationNumber!: string;

  @Property({ type: 'string', length: 255, nullable: true })
  address?: string | null;

  @Property({ type: 'string', length: 100, nullable: true })
  city?: string | null;

  /** Province or state. */
  @Property({ type: 'string', length: 50, nullable: true })
  state?: string | null;

  /** Postal code or ZIP code. */
  @Property({ type: 'string', length: 10, nullable: true })
  zipCode?: string | null;

  @Property({ type: 'string', length: 20, nullable: true })
  phone?: string | null;

  @Property({ type: 'string', length: 255, nullable: true })
  email?: string | null;

  @Property({ type: 'string', length: 255, nullable: true })
  website?: string | null;

  @Property({ type: 'text', nullable: true })
  description?: string | null;

  @Property({ type: 'string', length: 50, nullable: true })
  category?: string | null;

  @Property({ type: 'boolean', default: true })
  isActive: boolean = true;

  @Property({ type: 'string', length: 30, default: 'pending' })
  verificationStatus: string = 'pending';

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  lastVerified?: Date | null;

  @Property({ type: 'string', length: 50, nullable: true })
  irsStatus?: string | null;

  @Property({ type: 'string', length: 10, nullable: true })
  designationCode?: string | null;

  @Property({ type: 'decimal', precision: 15, scale: 2, nullable: true })
  annualRevenue?: string | null;

  @Property({ type: 'decimal', precision: 15, scale: 2, nullable: true })
  charitablePurposes?: string | null;

  @Property({ type: 'decimal', precision: 15, scale: 2, nullable: true })
  fundraisingCosts?: string | null;

  @Property({ type: 'decimal', precision: 15, scale: 2, nullable: true })
  administrativeCosts?: string | null;

  @Property({ type: 'integer', nullable: true })
  fiscalYear?: number | null;

  @Property({ type: 'boolean', fieldName: 't3010_filed', default: false })
  t3010Filed: boolean = false;

  @Property({ type: 'date', fieldName: 't3010_due_date', nullable: true })
  t3010DueDate?: string | null;

  @Property({ type: 'date', nullable: true })
  lastFilingDate?: string | null;

  @Property({ type: 'string', length: 30, default: 'pending' })
  complianceStatus: string = 'pending';

  @Property({ type: ArrayType, columnType: 'text[]', nullable: true })
  programAreas?: string[] | null;

  @Property({ type: 'text', nullable: true })
  targetPopulation?: string | null;

  @Property({ type: 'string', length: 255, nullable: true })
  geographicScope?: string | null;

  @Property({ type: ArrayType, columnType: 'text[]', nullable: true })
  partnerOrganizations?: string[] | null;

  @Property({ type: ArrayType, columnType: 'text[]', nullable: true })
  corporatePartnerships?: string[] | null;

  @Property({ type: 'integer', nullable: true })
  boardSize?: number | null;

  @Property({ type: 'integer', nullable: true })
  compensatedPositions?: number | null;

  @Property({ type: 'boolean', nullable: true })
  conflictOfInterestPolicy?: boolean | null;

  @Property({ type: 'decimal', precision: 15, scale: 2, nullable: true })
  governmentFunding?: string | null;

  /** Scores are percentages (0–100). */
  @Property({ type: 'integer', nullable: true })
  efficiencyScore?: number | null;

  @Property({ type: 'integer', nullable: true })
  transparencyScore?: number | null;

  @Property({ type: 'integer', nullable: true })
  impactScore?: number | null;

  @Property({ type: 'integer', nullable: true })
  governanceScore?: number | null;

  @Property({ type: 'integer', nullable: true })
  overallScore?: number | null;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  lastSyncDate?: Date | null;

  @Property({ type: 'string', length: 30, default: 'pending' })
  syncStatus: string = 'pending';

  @OneToOne(() => User, { ref: true, nullable: true, deleteRule: 'set null' })
  user?: Ref<User> | null;
}
