import type { AnyObjectSchema } from 'yup';
import { analyticsPeriodSchema } from './analytics.schema';
import { bidFormSchema, placeBidSchema } from './auction-bid.schema';
import { auctionListSchema, createAuctionFormSchema, createAuctionSchema } from './auction.schema';
import { loginSchema, setPasswordFormSchema, setPasswordSchema } from './auth.schema';
import {
  businessInfoSchema,
  chatMessageSchema,
  chatSessionCreateSchema,
  chatSessionFilterSchema,
  chatSystemPromptSchema,
  chatWelcomeSchema,
} from './chat.schema';
import {
  charityActiveSchema,
  charityListSchema,
  charityNumberSchema,
  charityReceiptCheckSchema,
  charityRegistrationFormSchema,
  charitySchema,
  charityVerificationSchema,
} from './charity.schema';
import {
  adminPostListSchema,
  categorySchema,
  pageListSchema,
  pageSchema,
  postDraftSchema,
  postListSchema,
  postQuerySchema,
  postSchema,
  tagSchema,
} from './content.schema';
import { imageSearchQuerySchema, imageSearchSchema } from './image.schema';
import { formActiveSchema, formListSchema, formSchema } from './form.schema';
import { dealerApplicationSchema, dealerStatusSchema } from './dealer-application.schema';
import { dealerListSchema } from './dealer-list.schema';
import { valuationReportQuerySchema, valuationSchema } from './valuation.schema';
import { donationDonorSchema, donationSubmissionSchema, donationVehicleSchema } from './donation.schema';
import { receiptFormSchema, receiptRequestSchema } from './receipt.schema';
import {
  donationCommunicationFormSchema,
  donationCommunicationSchema,
  donationIdSchema,
  donationStatusUpdateFormSchema,
  donationStatusUpdateSchema,
  staffDonationListSchema,
} from './staff-donation.schema';
import { settingSaveSchema } from '../settings/settings-catalogue';
import { colorThemePatchSchema, colorThemeSchema } from './theme.schema';
import { donorEmailSchema, trackingCodeSchema } from './tracking.schema';
import { auditEventFilterSchema } from './audit.schema';
import { pageArgsSchema, restPageSchema } from './page.schema';
import { apiKeyCreateSchema } from './api-key.schema';
import { webhookDeliveryListSchema, webhookEndpointPatchSchema, webhookEndpointSchema, webhookIdSchema } from './webhook.schema';
import { noticeIdSchema, noticeLanguageSchema, watchAuctionSchema } from './notice.schema';
import { userActiveSchema, userCreateSchema, userListSchema, userPasswordSchema, userSchema } from './user.schema';

/** Every shared schema, so that one test can throw hostile input at all of them. Add new ones here. */
export const ALL_SCHEMAS: Record<string, AnyObjectSchema> = {
  pageArgsSchema,
  restPageSchema,
  noticeLanguageSchema,
  noticeIdSchema,
  watchAuctionSchema,
  auditEventFilterSchema,
  apiKeyCreateSchema,
  webhookEndpointSchema,
  webhookEndpointPatchSchema,
  webhookDeliveryListSchema,
  webhookIdSchema,
  loginSchema,
  analyticsPeriodSchema,
  setPasswordSchema,
  setPasswordFormSchema,
  dealerApplicationSchema,
  dealerListSchema,
  dealerStatusSchema,
  charitySchema,
  charityRegistrationFormSchema,
  charityNumberSchema,
  charityReceiptCheckSchema,
  charityVerificationSchema,
  charityActiveSchema,
  charityListSchema,
  postSchema,
  pageSchema,
  categorySchema,
  tagSchema,
  imageSearchSchema,
  imageSearchQuerySchema,
  formSchema,
  formActiveSchema,
  formListSchema,
  postListSchema,
  adminPostListSchema,
  postQuerySchema,
  pageListSchema,
  postDraftSchema,
  createAuctionSchema,
  createAuctionFormSchema,
  auctionListSchema,
  placeBidSchema,
  bidFormSchema: bidFormSchema('500.00'),
  adminBidFormSchema: bidFormSchema('500.00', { forDealer: true }),
  valuationSchema,
  valuationReportQuerySchema,
  chatSessionCreateSchema,
  chatMessageSchema,
  chatWelcomeSchema,
  chatSystemPromptSchema,
  businessInfoSchema,
  chatSessionFilterSchema,
  donationVehicleSchema,
  donationDonorSchema,
  donationSubmissionSchema,
  trackingCodeSchema,
  donorEmailSchema,
  donationIdSchema,
  staffDonationListSchema,
  donationStatusUpdateSchema,
  donationStatusUpdateFormSchema,
  donationCommunicationSchema,
  donationCommunicationFormSchema,
  receiptRequestSchema,
  receiptFormSchema,
  userSchema,
  userCreateSchema,
  userPasswordSchema,
  userActiveSchema,
  userListSchema,
  colorThemeSchema,
  colorThemePatchSchema,
  settingSaveSchema,
};
