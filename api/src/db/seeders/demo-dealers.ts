import type { EntityManager } from '@mikro-orm/postgresql';
import { ref } from '@mikro-orm/core';
import { VehicleAuction } from '../../modules/auctions/vehicle-auction.entity';
import { AutoDealer } from '../../modules/dealers/auto-dealer.entity';
import { Donation } from '../../modules/donations/donation.entity';
import { User } from '../../modules/users/user.entity';

/** `days`: an active auction ending that many days from now; null: a donation awaiting its auction. */
const DEMO_VEHICLES = [
  { year: 2016, make: 'Honda', model: 'Civic', mileage: 142_000, location: 'Toronto, ON', days: 3 },
  { year: 2012, make: 'Ford', model: 'F-150', mileage: 210_500, location: 'Montréal, QC', days: 5 },
  { year: 2019, make: 'Subaru', model: 'Outback', mileage: 98_000, location: 'Ottawa, ON', days: null },
] as const;

/**
 * Demo mode only: the demo account `dealer` is a verified dealer, and when there are no
 * auctions yet, three demo donations (marked "Demo data"): two in active auctions, one awaiting one.
 */
export async function seedDemoDealers(em: EntityManager): Promise<void> {
  const user = await em.findOne(User, { username: 'dealer' });
  if (user && !(await em.findOne(AutoDealer, { user: user.id }))) {
    em.create(AutoDealer, {
      businessName: 'Demo Motors (demo data)',
      contactName: `${user.firstName ?? 'Dana'} ${user.lastName ?? 'Dealer'}`,
      email: user.email ?? 'dealer@demo.cardonation.example',
      phone: '555-0100',
      address: { street: '1 Demo Street', city: 'Buffalo', region: 'NY', postalCode: '14201' },
      dealerLicense: 'DEMO-0001',
      specialties: ['Domestic', 'Import'],
      isVerified: true,
      verificationStatus: 'verified',
      verificationDate: new Date(),
      notes: 'Demo data',
      user: ref(user),
    });
  }
  if ((await em.count(VehicleAuction)) === 0) {
    for (const vehicle of DEMO_VEHICLES) {
      const donation = em.create(Donation, {
        year: vehicle.year,
        make: vehicle.make,
        model: vehicle.model,
        mileage: vehicle.mileage,
        condition: 'good',
        firstName: 'Demo',
        lastName: 'Donor',
        email: 'demo.donor@demo.cardonation.example',
        phone: '555-0101',
        address: {
          street: '2 Demo Avenue',
          city: vehicle.location.split(',')[0],
          region: vehicle.location.split(', ')[1],
          postalCode: 'M5V 1A1',
        },
        notes: 'Demo data',
      });
      if (vehicle.days === null) continue;
      em.create(VehicleAuction, {
        donation,
        status: 'active',
        startDate: new Date(),
        endDate: new Date(Date.now() + vehicle.days * 86_400_000),
        minimumBid: '500.00',
        vehicleLocation: vehicle.location,
        notes: 'Demo data',
      });
    }
  }
  await em.flush();
}
