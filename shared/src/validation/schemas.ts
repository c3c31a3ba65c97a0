import type { AnyObjectSchema } from 'yup';
import { loginSchema, setPasswordFormSchema, setPasswordSchema } from './auth.schema';
import { dealerApplicationSchema, dealerStatusSchema } from './dealer-application.schema';
import { donationDonorSchema, donationSubmissionSchema, donationVehicleSchema } from './donation.schema';
import { receiptRequestSchema } from './receipt.schema';
import {
  donationCommunicationSchema,
  donationIdSchema,
  donationStatusUpdateSchema,
  staffDonationListSchema,
} from './staff-donation.schema';
import { donorEmailSchema, trackingCodeSchema } from './tracking.schema';

/** Every shared schema, so that one test can throw hostile input at all of them. Add new ones here. */
export const ALL_SCHEMAS: Record<string, AnyObjectSchema> = {
  loginSchema,
  setPasswordSchema,
  setPasswordFormSchema,
  dealerApplicationSchema,
  dealerStatusSchema,
  donationVehicleSchema,
  donationDonorSchema,
  donationSubmissionSchema,
  trackingCodeSchema,
  donorEmailSchema,
  donationIdSchema,
  staffDonationListSchema,
  donationStatusUpdateSchema,
  donationCommunicationSchema,
  receiptRequestSchema,
};
