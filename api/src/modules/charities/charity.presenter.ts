import { parseCharityNumber } from '@vdp/shared/charities/charity-number';
import type { Charity } from './charity.entity';

/** A charities row as both doors answer it (GraphQL CharityView, GET /api/charities). */
export interface CharityRecord {
  id: number;
  name: string;
  registrationNumber: string;
  registrationNumberDisplay: string;
  address: string | null;
  city: string | null;
  state: string | null;
  zipCode: string | null;
  phone: string | null;
  email: string | null;
  website: string | null;
  description: string | null;
  category: string | null;
  isActive: boolean;
  verificationStatus: string;
  lastVerified: Date | null;
  registryStatus: string | null;
  complianceStatus: string;
  syncStatus: string;
  lastSyncDate: Date | null;
  hasAccount: boolean;
  createdAt: Date;
}

/** The wizard's charity choice. */
export interface CharityChoiceRecord {
  id: number;
  name: string;
  city: string | null;
  state: string | null;
}

export function presentCharity(c: Charity): CharityRecord {
  return {
    id: c.id,
    name: c.name,
    registrationNumber: c.registrationNumber,
    registrationNumberDisplay: parseCharityNumber(c.registrationNumber)?.display ?? c.registrationNumber,
    address: c.address ?? null,
    city: c.city ?? null,
    state: c.state ?? null,
    zipCode: c.zipCode ?? null,
    phone: c.phone ?? null,
    email: c.email ?? null,
    website: c.website ?? null,
    description: c.description ?? null,
    category: c.category ?? null,
    isActive: c.isActive,
    verificationStatus: c.verificationStatus,
    lastVerified: c.lastVerified ?? null,
    registryStatus: c.irsStatus ?? null,
    complianceStatus: c.complianceStatus,
    syncStatus: c.syncStatus,
    lastSyncDate: c.lastSyncDate ?? null,
    hasAccount: Boolean(c.user),
    createdAt: c.createdAt,
  };
}

export const presentCharityChoice = (c: Charity): CharityChoiceRecord => ({
  id: c.id,
  name: c.name,
  city: c.city ?? null,
  state: c.state ?? null,
});
