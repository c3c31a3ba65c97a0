import type { NoticeLanguage } from '@vdp/shared/validation/notice.schema';

/** The wording of a bill of sale in both languages; the tests read the PDF back against these strings. */
export interface BillOfSaleLabels {
  title: string;
  number: (auctionId: number) => string;
  date: string;
  seller: string;
  registrationNumber: string;
  buyer: string;
  dealerLicense: string;
  vehicle: string;
  vin: string;
  odometer: (km: string) => string;
  price: string;
  pickup: string;
  pickupAt: (location: string) => string;
  asIs: string;
  unknown: string;
}

export const BILL_OF_SALE_LABELS: Record<NoticeLanguage, BillOfSaleLabels> = {
  en: {
    title: 'Bill of Sale',
    number: (id) => `Auction #${id}`,
    date: 'Date of sale',
    seller: 'Seller',
    registrationNumber: 'Charity registration number',
    buyer: 'Buyer',
    dealerLicense: 'Dealer licence number',
    vehicle: 'Vehicle',
    vin: 'VIN',
    odometer: (km) => `Odometer: ${km} km`,
    price: 'Sale price',
    pickup: 'Pickup instructions',
    pickupAt: (location) => `Vehicle location: ${location}`,
    asIs: 'The vehicle is sold as is, where is, to the highest bidder of the online auction named above.',
    unknown: 'not recorded',
  },
  fr: {
    title: 'Acte de vente',
    number: (id) => `Enchère no ${id}`,
    date: 'Date de la vente',
    seller: 'Vendeur',
    registrationNumber: "Numéro d'enregistrement de l'organisme",
    buyer: 'Acheteur',
    dealerLicense: 'Numéro de permis du commerçant',
    vehicle: 'Véhicule',
    vin: 'NIV',
    odometer: (km) => `Odomètre : ${km} km`,
    price: 'Prix de vente',
    pickup: 'Instructions de ramassage',
    pickupAt: (location) => `Emplacement du véhicule : ${location}`,
    asIs: "Le véhicule est vendu tel quel, là où il se trouve, au plus offrant de l'enchère en ligne nommée ci-dessus.",
    unknown: 'non consigné',
  },
};
