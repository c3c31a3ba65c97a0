import { Field, ID, Int, ObjectType } from 'type-graphql';
import type { AutoDealer } from './auto-dealer.entity';

@ObjectType('Dealer')
export class DealerView {
  @Field(() => ID) id!: number;
  @Field(() => String) businessName!: string;
  @Field(() => String) contactName!: string;
  @Field(() => String) email!: string;
  @Field(() => String) phone!: string;
  @Field(() => String) address!: string;
  @Field(() => String) city!: string;
  @Field(() => String) state!: string;
  @Field(() => String) zipCode!: string;
  @Field(() => String, { nullable: true }) businessLicense!: string | null;
  @Field(() => String) dealerLicense!: string;
  @Field(() => String, { nullable: true }) federalTaxId!: string | null;
  @Field(() => [String]) specialties!: string[];
  @Field(() => Int) operatingRadius!: number;
  @Field(() => String, { nullable: true }) notes!: string | null;
  @Field(() => Boolean) isVerified!: boolean;
  @Field(() => String) verificationStatus!: string;
  @Field(() => Date, { nullable: true }) verificationDate!: Date | null;
  @Field(() => ID, { nullable: true, description: 'The sign-in account a verified dealer gets.' }) userId!: number | null;
  @Field(() => Date) createdAt!: Date;

  static of(d: AutoDealer): DealerView {
    return Object.assign(new DealerView(), {
      id: d.id,
      businessName: d.businessName,
      contactName: d.contactName,
      email: d.email,
      phone: d.phone,
      address: d.address,
      city: d.city,
      state: d.state,
      zipCode: d.zipCode,
      businessLicense: d.businessLicense ?? null,
      dealerLicense: d.dealerLicense,
      federalTaxId: d.federalTaxId ?? null,
      specialties: d.specialties,
      operatingRadius: d.operatingRadius,
      notes: d.notes ?? null,
      isVerified: d.isVerified,
      verificationStatus: d.verificationStatus,
      verificationDate: d.verificationDate ?? null,
      userId: d.user?.id ?? null,
      createdAt: d.createdAt,
    });
  }
}
