import type { AutoDealer } from './auto-dealer.entity';

/** A dealer application as both doors answer it (GraphQL type Dealer, GET /api/dealers). */
export interface Dealer {
  id: number;
  businessName: string;
  contactName: string;
  email: string;
  phone: string;
  address: string;
  city: string;
  state: string;
  zipCode: string;
  businessLicense: string | null;
  dealerLicense: string;
  federalTaxId: string | null;
  specialties: string[];
  operatingRadius: number;
  notes: string | null;
  isVerified: boolean;
  verificationStatus: string;
  verificationDate: Date | null;
  /** The sign-in account a verified dealer gets. */
  userId: number | null;
  createdAt: Date;
}

export function presentDealer(d: AutoDealer): Dealer {
  return {
    id: d.id,
    businessName: d.businessName,
    contactName: d.contactName,
    email: d.email,
    phone: d.phone,
    address: d.address.street,
    city: d.address.city,
    state: d.address.region,
    zipCode: d.address.postalCode,
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
  };
}
