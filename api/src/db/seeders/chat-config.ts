import type { EntityManager } from '@mikro-orm/postgresql';
import { BusinessConfig } from '../../modules/chat/business-config.entity';
import type { BusinessInfo } from '../../modules/chat/business-info';
import { CONFIG_TYPES } from '../../modules/chat/chat.constants';

/** Demo business information for the assistant (editable under /admin/chat). */
export const DEMO_BUSINESS_INFO: BusinessInfo = {
  companyName: 'Car Donor Canada',
  phone: '1-800-555-0199',
  email: 'support@cardonor.example',
  website: 'https://cardonor.example',
  address: '100 King Street West, Toronto, ON',
  supportHours: 'Mon-Fri 8 am-8 pm ET, Sat 9 am-5 pm ET',
  coverageArea: 'all provinces and territories of Canada',
  avgPickupTime: '1-3 business days',
  charityCount: '100+',
  avgDonationValue: '$500-$15,000',
  yearsInBusiness: '15',
  totalDonationsProcessed: '500,000+',
  taxReceiptCompliance: 'Official CRA-compliant tax receipts',
  pickupCost: 'free anywhere we serve',
  supportedVehicles: 'cars, trucks, vans, SUVs, motorcycles, boats and RVs, running or not',
  donationProcess:
    'Fill in the donation form online, we call you within 24 hours to schedule a free pickup, your vehicle is sold and you receive your tax receipt 2-3 weeks later.',
  commonQuestions: [
    {
      language: 'en',
      question: 'Do I need the ownership papers (title) to donate?',
      answer:
        'Yes, please have the vehicle ownership (or a lien release) ready. If it is lost, call us and we will help you replace it.',
    },
    {
      language: 'fr',
      question: 'Ai-je besoin du certificat d’immatriculation (titre de propriété) pour faire un don?',
      answer:
        'Oui, veuillez avoir le certificat d’immatriculation (ou une mainlevée) à portée de main. S’il est perdu, appelez-nous et nous vous aiderons à le remplacer.',
    },
  ],
};

/** Seeds the assistant's business information once, in demo mode, when none exists. */
export async function seedChatConfig(em: EntityManager): Promise<void> {
  const existing = await em.count(BusinessConfig, { configType: CONFIG_TYPES.businessInfo });
  if (existing > 0) return;
  em.create(BusinessConfig, { configType: CONFIG_TYPES.businessInfo, configData: { ...DEMO_BUSINESS_INFO } });
  await em.flush();
}
