import { ref } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { parseCharityNumber } from '@vdp/shared/charities/charity-number';
import type { CharityCategory } from '@vdp/shared/charities/charity.constants';
import { VehicleAuction } from '../../modules/auctions/vehicle-auction.entity';
import { applyRegistryRecord } from '../../modules/charities/charity-registry';
import { Charity } from '../../modules/charities/charity.entity';
import { Donation } from '../../modules/donations/donation.entity';
import { RegistryService } from '../../modules/registry/registry.service';
import { User } from '../../modules/users/user.entity';

interface DemoCharity {
  registrationNumber: string;
  name: string;
  address: string;
  city: string;
  state: string;
  zipCode: string;
  category: CharityCategory;
  verified: boolean;
}

/** The registry sample files' numbers (888000001RR0001..888000007RR0001); the first is the demo `charity` account's. */
const DEMO_CHARITIES: readonly DemoCharity[] = [
  ...[
    ['Demo Community Food Bank', '25 Demo Lane', 'Toronto', 'ON', 'M5V 2T6', 'poverty'],
    ['Canadian Cancer Society', '55 St Clair Avenue West', 'Toronto', 'ON', 'M4V 2Y7', 'health'],
    ['Heart and Stroke Foundation', '2300 Yonge Street', 'Toronto', 'ON', 'M4P 1E4', 'health'],
    ['Food Banks Canada', '5025 Orbitor Drive', 'Mississauga', 'ON', 'L4W 4Y5', 'poverty'],
    ['Habitat for Humanity Canada', '477 Mount Pleasant Road', 'Toronto', 'ON', 'M4S 2L9', 'community-services'],
    ['The Salvation Army', '2 Overlea Boulevard', 'Toronto', 'ON', 'M4H 1P4', 'community-services'],
  ].map(([name, address, city, state, zipCode, category], i) => ({
    registrationNumber: `88800000${i + 1}RR0001`,
    name: name!,
    address: address!,
    city: city!,
    state: state!,
    zipCode: zipCode!,
    category: category as CharityCategory,
    verified: true,
  })),
  {
    registrationNumber: '888000007RR0001',
    name: 'Riverside Animal Rescue',
    address: '12 River Road',
    city: 'Winnipeg',
    state: 'MB',
    zipCode: 'R3C 0A1',
    category: 'animal-welfare',
    verified: false,
  },
];

/** A few donations made to the demo charity, so its portal is not empty. */
const DEMO_GIFTS = [
  { year: 2014, make: 'Toyota', model: 'Corolla', firstName: 'Maria', lastName: 'Garcia', status: 'pending' },
  { year: 2011, make: 'Mazda', model: '3', firstName: 'Liam', lastName: 'Tremblay', status: 'pickup_scheduled' },
  { year: 2009, make: 'Chevrolet', model: 'Malibu', firstName: 'Aisha', lastName: 'Khan', status: 'picked_up' },
] as const;

/**
 * Demo mode only: the demo charities (marked "Demo data"), verified ones with the registry's record
 * copied as verification does when the registry sample is loaded; the demo `charity` account
 * linked to 888000001RR0001; and a few donations to it (one of them in an auction when the demo
 * dealers' auctions exist).
 */
export async function seedDemoCharities(em: EntityManager, registry = new RegistryService()): Promise<void> {
  const now = new Date();
  const account = await em.findOne(User, { username: 'charity' });
  for (const demo of DEMO_CHARITIES) {
    if (await em.count(Charity, { registrationNumber: demo.registrationNumber })) continue;
    const { verified, ...fields } = demo;
    const charity = em.create(Charity, {
      ...fields,
      email: `${demo.registrationNumber.toLowerCase()}@demo.cardonation.example`,
      phone: '555-0150',
      description: `${demo.name} (demo data): a registered charity receiving donated vehicles.`,
      verificationStatus: verified ? 'verified' : 'pending',
    });
    if (verified) {
      const record = await registry.find(em, parseCharityNumber(demo.registrationNumber)!);
      if (record) {
        applyRegistryRecord(charity, record, now);
        charity.lastSyncDate = now;
        charity.syncStatus = 'synced';
      }
      charity.lastVerified = now;
    }
    if (account && demo.registrationNumber === '888000001RR0001') charity.user = ref(account);
  }
  await em.flush();
  const foodBank = await em.findOneOrFail(Charity, { registrationNumber: '888000001RR0001' });
  if ((await em.count(Donation, { charity: foodBank })) > 0) return;
  for (const gift of DEMO_GIFTS) {
    em.create(Donation, {
      ...gift,
      condition: 'good',
      email: 'demo.donor@demo.cardonation.example',
      phone: '555-0101',
      address: { street: '2 Demo Avenue', city: 'Toronto', region: 'ON', postalCode: 'M5V 1A1' },
      charity: foodBank,
      preferredCharity: foodBank.name,
      notes: 'Demo data',
    });
  }
  const auctioned = await em.findOne(
    VehicleAuction,
    { donation: { charity: null, notes: 'Demo data' } },
    { populate: ['donation'] },
  );
  if (auctioned) {
    const donation = auctioned.donation.getEntity();
    donation.charity = ref(foodBank);
    donation.preferredCharity = foodBank.name;
  }
  await em.flush();
}
