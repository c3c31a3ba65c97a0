/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type ChatBusinessInfoInput = {
  address?: string | null | undefined;
  avgDonationValue?: string | null | undefined;
  avgPickupTime?: string | null | undefined;
  charityCount?: string | null | undefined;
  commonQuestions?: Array<ChatCommonQuestionInput> | null | undefined;
  companyName?: string | null | undefined;
  coverageArea?: string | null | undefined;
  donationProcess?: string | null | undefined;
  email?: string | null | undefined;
  phone?: string | null | undefined;
  pickupCost?: string | null | undefined;
  supportHours?: string | null | undefined;
  supportedVehicles?: string | null | undefined;
  taxReceiptCompliance?: string | null | undefined;
  totalDonationsProcessed?: string | null | undefined;
  website?: string | null | undefined;
  yearsInBusiness?: string | null | undefined;
};

export type ChatCommonQuestionInput = {
  answer: string;
  language: string;
  question: string;
};

export type ChatMessageSendInput = {
  content: string;
  /** en or fr; guessed from the text when absent. */
  language?: string | null | undefined;
  sessionId: string;
};

export type ChatSessionCreateInput = {
  /** Client-chosen id (the widget); a new one otherwise. */
  sessionId?: string | null | undefined;
  /** Extra instructions for this conversation (admins only). */
  systemPrompt?: string | null | undefined;
  title?: string | null | undefined;
};

export type ChatSessionFilterInput = {
  /** all, today, yesterday, last7 or last30 */
  range?: string | null | undefined;
  /** Text in the title or session id. */
  search?: string | null | undefined;
  /** recent, oldest, messages or active */
  sort?: string | null | undefined;
};

export type CreateAuctionInput = {
  donationId: number;
  endDate?: string | null | undefined;
  minimumBid?: string | null | undefined;
  notes?: string | null | undefined;
  pickupInstructions?: string | null | undefined;
  reservePrice?: string | null | undefined;
  startDate?: string | null | undefined;
  startingBid?: string | null | undefined;
  vehicleLocation: string;
};

export type DealerApplicationInput = {
  address: string;
  businessLicense?: string | null | undefined;
  businessName: string;
  city: string;
  contactName: string;
  dealerLicense: string;
  email: string;
  federalTaxId?: string | null | undefined;
  notes?: string | null | undefined;
  operatingRadius?: number | null | undefined;
  phone: string;
  specialties: Array<string>;
  state: string;
  zipCode: string;
};

export type DonationSubmitInput = {
  address: string;
  city: string;
  /** excellent, good, fair or poor (default good). */
  condition?: string | null | undefined;
  email: string;
  /** Decimal dollars from the valuation. */
  estimatedValue?: string | null | undefined;
  firstName: string;
  hasAccidents?: boolean | null | undefined;
  hasLienOrFinance?: boolean | null | undefined;
  /** Idempotency key: the same key twice creates one donation. */
  key?: string | null | undefined;
  /** en or fr: the language of the confirmation e-mail. */
  language?: string | null | undefined;
  lastName: string;
  make: string;
  /** Kilometres (default 0). */
  mileage?: number | null | undefined;
  model: string;
  notes?: string | null | undefined;
  phone: string;
  /** asap, weekday, weekend or schedule (default asap). */
  pickupPreference?: string | null | undefined;
  /** Postal or ZIP code. */
  postalCode: string;
  preferredCharity?: string | null | undefined;
  /** YYYY-MM-DD. */
  preferredDate?: string | null | undefined;
  /** Province or state code. */
  province: string;
  trim?: string | null | undefined;
  /** car, truck, motorcycle, boat or other (default car). */
  vehicleType?: string | null | undefined;
  vin?: string | null | undefined;
  year: number;
};

export type LoginInput = {
  password: string;
  username: string;
};

export type PlaceBidInput = {
  auctionId: number;
  bidAmount: string;
  /** Retrying with the same key creates one bid. */
  idempotencyKey?: string | null | undefined;
  notes?: string | null | undefined;
};

/** Account roles (spec 000 §6) */
export type Role =
  | 'admin'
  | 'charity'
  | 'dealer'
  | 'editor'
  | 'staff'
  | 'user';

export type ValuationInput = {
  /** none, minor or major (default none). */
  accidents?: string | null | undefined;
  /** excellent, good, fair or poor (default good). */
  condition?: string | null | undefined;
  hasLienOrFinance?: boolean | null | undefined;
  location: string;
  make: string;
  /** Kilometres. */
  mileage: number;
  model: string;
  modifications?: string | null | undefined;
  /** excellent, good, fair or poor (default good). */
  serviceHistory?: string | null | undefined;
  trim?: string | null | undefined;
  /** car, truck, motorcycle, boat or other (default car). */
  vehicleType?: string | null | undefined;
  vin?: string | null | undefined;
  year: number;
};

export type AuctionBidsQueryVariables = Exact<{
  auctionId: string | number;
  limit?: number | null | undefined;
}>;


export type AuctionBidsQuery = { auctionBids: Array<{ id: string, dealerId: string, bidAmount: string, createdAt: string }> };

export type AuctionChangedSubscriptionVariables = Exact<{
  auctionId?: string | number | null | undefined;
}>;


export type AuctionChangedSubscription = { auctionChanged: { auctionId: string, reasons: Array<string>, status: string, currentHighBid: string, bidCount: number, endDate: string, bid: { id: string, dealerId: string, bidAmount: string, createdAt: string } | null } };

export type AuctionCreateMutationVariables = Exact<{
  input: CreateAuctionInput;
}>;


export type AuctionCreateMutation = { createAuction: { id: string, donationId: string, status: string, startDate: string, endDate: string, minimumBid: string, reservePrice: string | null, currentHighBid: string, requiredBid: string, bidCount: number, winningDealerId: string | null, vehicleLocation: string, pickupInstructions: string | null, notes: string | null, vehicle: { year: number, make: string, model: string, trim: string | null, mileage: number | null, condition: string | null } } };

export type AuctionEndMutationVariables = Exact<{
  id: string | number;
}>;


export type AuctionEndMutation = { endAuction: { id: string, donationId: string, status: string, startDate: string, endDate: string, minimumBid: string, reservePrice: string | null, currentHighBid: string, requiredBid: string, bidCount: number, winningDealerId: string | null, vehicleLocation: string, pickupInstructions: string | null, notes: string | null, vehicle: { year: number, make: string, model: string, trim: string | null, mileage: number | null, condition: string | null } } };

export type AuctionFieldsFragment = { id: string, donationId: string, status: string, startDate: string, endDate: string, minimumBid: string, reservePrice: string | null, currentHighBid: string, requiredBid: string, bidCount: number, winningDealerId: string | null, vehicleLocation: string, pickupInstructions: string | null, notes: string | null, vehicle: { year: number, make: string, model: string, trim: string | null, mileage: number | null, condition: string | null } };

export type AuctionListQueryVariables = Exact<{
  status?: string | null | undefined;
  search?: string | null | undefined;
}>;


export type AuctionListQuery = { auctions: Array<{ id: string, donationId: string, status: string, startDate: string, endDate: string, minimumBid: string, reservePrice: string | null, currentHighBid: string, requiredBid: string, bidCount: number, winningDealerId: string | null, vehicleLocation: string, pickupInstructions: string | null, notes: string | null, vehicle: { year: number, make: string, model: string, trim: string | null, mileage: number | null, condition: string | null } }> };

export type AuctionStartMutationVariables = Exact<{
  id: string | number;
}>;


export type AuctionStartMutation = { startAuction: { id: string, donationId: string, status: string, startDate: string, endDate: string, minimumBid: string, reservePrice: string | null, currentHighBid: string, requiredBid: string, bidCount: number, winningDealerId: string | null, vehicleLocation: string, pickupInstructions: string | null, notes: string | null, vehicle: { year: number, make: string, model: string, trim: string | null, mileage: number | null, condition: string | null } } };

export type AuctionStatsQueryVariables = Exact<{ [key: string]: never; }>;


export type AuctionStatsQuery = { auctionStats: { total: number, active: number, pending: number, completed: number, totalBids: number, totalValue: string } };

export type AuctionableDonationsQueryVariables = Exact<{ [key: string]: never; }>;


export type AuctionableDonationsQuery = { auctionableDonations: Array<{ id: string, year: number, make: string, model: string, donorName: string, city: string }> };

export type BidPlaceMutationVariables = Exact<{
  input: PlaceBidInput;
}>;


export type BidPlaceMutation = { placeBid: { id: string, auctionId: string, bidAmount: string, replayed: boolean } };

export type BidPlacedSubscriptionVariables = Exact<{
  auctionId: string | number;
}>;


export type BidPlacedSubscription = { bidPlaced: { id: string, dealerId: string, bidAmount: string, createdAt: string } };

export type MyDealerQueryVariables = Exact<{ [key: string]: never; }>;


export type MyDealerQuery = { myDealer: { id: string, businessName: string, isVerified: boolean } | null };

export type AppInfoQueryVariables = Exact<{ [key: string]: never; }>;


export type AppInfoQuery = { appInfo: { demoMode: boolean, demoPassword: string | null, demoAccounts: Array<{ username: string, role: Role }> } };

export type MeQueryVariables = Exact<{ [key: string]: never; }>;


export type MeQuery = { me: { id: string, username: string, role: Role } | null };

export type UserLoginMutationVariables = Exact<{
  input: LoginInput;
}>;


export type UserLoginMutation = { login: { id: string, username: string, role: Role } };

export type UserLogoutMutationVariables = Exact<{ [key: string]: never; }>;


export type UserLogoutMutation = { logout: boolean };

export type ChatAdminMessagesQueryVariables = Exact<{
  sessionId: string;
}>;


export type ChatAdminMessagesQuery = { chatAdminMessages: Array<{ id: number, role: string, content: string, createdAt: string, tokens: number | null }> };

export type ChatAdminSessionsQueryVariables = Exact<{
  filter?: ChatSessionFilterInput | null | undefined;
}>;


export type ChatAdminSessionsQuery = { chatAdminSessions: Array<{ id: number, sessionId: string, title: string, messageCount: number, isActive: boolean, createdAt: string, lastMessageAt: string | null }> };

export type ChatAdminStatsQueryVariables = Exact<{ [key: string]: never; }>;


export type ChatAdminStatsQuery = { chatAdminStats: { totalSessions: number, activeSessions: number, totalMessages: number, averageMessages: number, days: Array<{ date: string, messages: number, sessions: number }> } };

export type ChatAssistantQueryVariables = Exact<{ [key: string]: never; }>;


export type ChatAssistantQuery = { chatAssistant: { model: string, builtIn: boolean } };

export type ChatAssistantConfigQueryVariables = Exact<{ [key: string]: never; }>;


export type ChatAssistantConfigQuery = { chatAssistantConfig: { systemPrompt: string, businessInfo: { companyName: string, phone: string, email: string, website: string, address: string, supportHours: string, coverageArea: string, avgPickupTime: string, charityCount: string, avgDonationValue: string, yearsInBusiness: string, totalDonationsProcessed: string, taxReceiptCompliance: string, pickupCost: string, supportedVehicles: string, donationProcess: string, commonQuestions: Array<{ question: string, answer: string, language: string }> } } };

export type ChatAssistantConfigFieldsFragment = { systemPrompt: string, businessInfo: { companyName: string, phone: string, email: string, website: string, address: string, supportHours: string, coverageArea: string, avgPickupTime: string, charityCount: string, avgDonationValue: string, yearsInBusiness: string, totalDonationsProcessed: string, taxReceiptCompliance: string, pickupCost: string, supportedVehicles: string, donationProcess: string, commonQuestions: Array<{ question: string, answer: string, language: string }> } };

export type ChatBusinessInfoUpdateMutationVariables = Exact<{
  input: ChatBusinessInfoInput;
}>;


export type ChatBusinessInfoUpdateMutation = { chatBusinessInfoUpdate: { systemPrompt: string, businessInfo: { companyName: string, phone: string, email: string, website: string, address: string, supportHours: string, coverageArea: string, avgPickupTime: string, charityCount: string, avgDonationValue: string, yearsInBusiness: string, totalDonationsProcessed: string, taxReceiptCompliance: string, pickupCost: string, supportedVehicles: string, donationProcess: string, commonQuestions: Array<{ question: string, answer: string, language: string }> } } };

export type ChatMessageFieldsFragment = { id: number, role: string, content: string, createdAt: string, tokens: number | null };

export type ChatMessageSendMutationVariables = Exact<{
  input: ChatMessageSendInput;
}>;


export type ChatMessageSendMutation = { chatMessageSend: { replyId: string, userMessage: { id: number, role: string, content: string, createdAt: string, tokens: number | null } } };

export type ChatMessagesQueryVariables = Exact<{
  sessionId: string;
}>;


export type ChatMessagesQuery = { chatMessages: Array<{ id: number, role: string, content: string, createdAt: string, tokens: number | null }> };

export type ChatSessionCreateMutationVariables = Exact<{
  input: ChatSessionCreateInput;
}>;


export type ChatSessionCreateMutation = { chatSessionCreate: { id: number, sessionId: string, title: string, messageCount: number, isActive: boolean, createdAt: string, lastMessageAt: string | null } };

export type ChatSessionDeleteMutationVariables = Exact<{
  sessionId: string;
}>;


export type ChatSessionDeleteMutation = { chatSessionDelete: boolean };

export type ChatSessionFieldsFragment = { id: number, sessionId: string, title: string, messageCount: number, isActive: boolean, createdAt: string, lastMessageAt: string | null };

export type ChatSessionsQueryVariables = Exact<{ [key: string]: never; }>;


export type ChatSessionsQuery = { chatSessions: Array<{ id: number, sessionId: string, title: string, messageCount: number, isActive: boolean, createdAt: string, lastMessageAt: string | null }> };

export type ChatStreamSubscriptionVariables = Exact<{
  sessionId: string;
}>;


export type ChatStreamSubscription = { chatStream: { messageId: string, delta: string, offset: number, done: boolean, error: string | null, storedMessageId: number | null } };

export type ChatSystemPromptUpdateMutationVariables = Exact<{
  systemPrompt: string;
}>;


export type ChatSystemPromptUpdateMutation = { chatSystemPromptUpdate: { systemPrompt: string, businessInfo: { companyName: string, phone: string, email: string, website: string, address: string, supportHours: string, coverageArea: string, avgPickupTime: string, charityCount: string, avgDonationValue: string, yearsInBusiness: string, totalDonationsProcessed: string, taxReceiptCompliance: string, pickupCost: string, supportedVehicles: string, donationProcess: string, commonQuestions: Array<{ question: string, answer: string, language: string }> } } };

export type ChatWelcomeMutationVariables = Exact<{
  sessionId: string;
  language?: string | null | undefined;
}>;


export type ChatWelcomeMutation = { chatWelcome: Array<{ id: number, role: string, content: string, createdAt: string, tokens: number | null }> };

export type DealerFieldsFragment = { id: string, businessName: string, contactName: string, email: string, phone: string, address: string, city: string, state: string, zipCode: string, businessLicense: string | null, dealerLicense: string, federalTaxId: string | null, specialties: Array<string>, operatingRadius: number, notes: string | null, isVerified: boolean, verificationStatus: string, verificationDate: string | null, createdAt: string };

export type DealerListQueryVariables = Exact<{
  search?: string | null | undefined;
}>;


export type DealerListQuery = { dealers: Array<{ id: string, businessName: string, contactName: string, email: string, phone: string, address: string, city: string, state: string, zipCode: string, businessLicense: string | null, dealerLicense: string, federalTaxId: string | null, specialties: Array<string>, operatingRadius: number, notes: string | null, isVerified: boolean, verificationStatus: string, verificationDate: string | null, createdAt: string }> };

export type DealerPasswordSetMutationVariables = Exact<{
  token: string;
  password: string;
}>;


export type DealerPasswordSetMutation = { setDealerPassword: unknown };

export type DealerRegisterMutationVariables = Exact<{
  input: DealerApplicationInput;
}>;


export type DealerRegisterMutation = { registerDealer: { id: string } };

export type DealerStatusUpdateMutationVariables = Exact<{
  id: string | number;
  verificationStatus: string;
}>;


export type DealerStatusUpdateMutation = { setDealerStatus: { id: string, businessName: string, contactName: string, email: string, phone: string, address: string, city: string, state: string, zipCode: string, businessLicense: string | null, dealerLicense: string, federalTaxId: string | null, specialties: Array<string>, operatingRadius: number, notes: string | null, isVerified: boolean, verificationStatus: string, verificationDate: string | null, createdAt: string } };

export type DonationSubmitMutationVariables = Exact<{
  input: DonationSubmitInput;
}>;


export type DonationSubmitMutation = { donationSubmit: { id: number, accessCode: string, trackingUrl: string } };

export type PublicSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type PublicSettingsQuery = { publicSettings: Array<{ category: string, key: string, value: unknown }> };

export type DonationStatusChangedSubscriptionVariables = Exact<{
  accessCode?: string | null | undefined;
}>;


export type DonationStatusChangedSubscription = { donationStatusChanged: { donationId: number, status: string, progress: number, update: { id: number, status: string, notes: string | null, createdAt: string } } };

export type DonationsByEmailQueryVariables = Exact<{
  email: string;
}>;


export type DonationsByEmailQuery = { donationsByEmail: Array<{ id: number, status: string, progress: number, vehicleType: string, year: number, make: string, model: string, trim: string | null, estimatedValue: string | null, finalValue: string | null, receiptIssued: boolean, receiptNumber: string | null, receiptDate: string | null, pickupDate: string | null, createdAt: string, updatedAt: string, statusHistory: Array<{ id: number, status: string, notes: string | null, createdAt: string }> }> };

export type DonorPortalQueryVariables = Exact<{
  accessCode: string;
}>;


export type DonorPortalQuery = { donorPortal: { donation: { id: number, status: string, progress: number, vehicleType: string, year: number, make: string, model: string, trim: string | null, mileage: number, condition: string | null, vin: string | null, firstName: string, lastName: string, email: string, phone: string, address: string, city: string, province: string, postalCode: string, preferredCharity: string | null, charityName: string | null, pickupPreference: string | null, pickupDate: string | null, pickupTime: string | null, estimatedValue: string | null, finalValue: string | null, receiptIssued: boolean, receiptNumber: string | null, receiptDate: string | null, createdAt: string }, statusHistory: Array<{ id: number, status: string, notes: string | null, createdAt: string }>, communications: Array<{ id: number, type: string, method: string, subject: string | null, message: string, sentAt: string }>, accessInfo: { accessCount: number, lastAccessedAt: string } } };

export type VehicleValuationQueryVariables = Exact<{
  input: ValuationInput;
}>;


export type VehicleValuationQuery = { vehicleValuation: { estimatedValue: number, taxDeduction: number, outcomesUsed: number, marketRange: { low: number, high: number }, factors: Array<{ key: string, name: string, impact: string, effectPercent: number }>, recommendations: Array<{ key: string, text: string }>, comparableVehicles: Array<{ year: number, make: string, model: string, mileage: number, price: number, source: string }> } };

export type ActiveThemeQueryVariables = Exact<{ [key: string]: never; }>;


export type ActiveThemeQuery = { activeTheme: { id: string, name: string, primary: string, primaryForeground: string, secondary: string, secondaryForeground: string, accent: string, accentForeground: string, background: string, foreground: string, card: string, cardForeground: string, muted: string, mutedForeground: string, border: string, input: string, ring: string, heroGradient: string, buttonGradient: string, buttonHoverGradient: string } | null };

export const AuctionFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AuctionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Auction"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"donationId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"minimumBid"}},{"kind":"Field","name":{"kind":"Name","value":"reservePrice"}},{"kind":"Field","name":{"kind":"Name","value":"currentHighBid"}},{"kind":"Field","name":{"kind":"Name","value":"requiredBid"}},{"kind":"Field","name":{"kind":"Name","value":"bidCount"}},{"kind":"Field","name":{"kind":"Name","value":"winningDealerId"}},{"kind":"Field","name":{"kind":"Name","value":"vehicleLocation"}},{"kind":"Field","name":{"kind":"Name","value":"pickupInstructions"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"vehicle"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"make"}},{"kind":"Field","name":{"kind":"Name","value":"model"}},{"kind":"Field","name":{"kind":"Name","value":"trim"}},{"kind":"Field","name":{"kind":"Name","value":"mileage"}},{"kind":"Field","name":{"kind":"Name","value":"condition"}}]}}]}}]} as unknown as DocumentNode<AuctionFieldsFragment, unknown>;
export const ChatAssistantConfigFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChatAssistantConfigFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ChatAssistantConfig"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"systemPrompt"}},{"kind":"Field","name":{"kind":"Name","value":"businessInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"website"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"supportHours"}},{"kind":"Field","name":{"kind":"Name","value":"coverageArea"}},{"kind":"Field","name":{"kind":"Name","value":"avgPickupTime"}},{"kind":"Field","name":{"kind":"Name","value":"charityCount"}},{"kind":"Field","name":{"kind":"Name","value":"avgDonationValue"}},{"kind":"Field","name":{"kind":"Name","value":"yearsInBusiness"}},{"kind":"Field","name":{"kind":"Name","value":"totalDonationsProcessed"}},{"kind":"Field","name":{"kind":"Name","value":"taxReceiptCompliance"}},{"kind":"Field","name":{"kind":"Name","value":"pickupCost"}},{"kind":"Field","name":{"kind":"Name","value":"supportedVehicles"}},{"kind":"Field","name":{"kind":"Name","value":"donationProcess"}},{"kind":"Field","name":{"kind":"Name","value":"commonQuestions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"question"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}},{"kind":"Field","name":{"kind":"Name","value":"language"}}]}}]}}]}}]} as unknown as DocumentNode<ChatAssistantConfigFieldsFragment, unknown>;
export const ChatMessageFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChatMessageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ChatMessage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"tokens"}}]}}]} as unknown as DocumentNode<ChatMessageFieldsFragment, unknown>;
export const ChatSessionFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChatSessionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ChatSession"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sessionId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"messageCount"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastMessageAt"}}]}}]} as unknown as DocumentNode<ChatSessionFieldsFragment, unknown>;
export const DealerFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DealerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Dealer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"contactName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"zipCode"}},{"kind":"Field","name":{"kind":"Name","value":"businessLicense"}},{"kind":"Field","name":{"kind":"Name","value":"dealerLicense"}},{"kind":"Field","name":{"kind":"Name","value":"federalTaxId"}},{"kind":"Field","name":{"kind":"Name","value":"specialties"}},{"kind":"Field","name":{"kind":"Name","value":"operatingRadius"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"isVerified"}},{"kind":"Field","name":{"kind":"Name","value":"verificationStatus"}},{"kind":"Field","name":{"kind":"Name","value":"verificationDate"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<DealerFieldsFragment, unknown>;
export const AuctionBidsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AuctionBids"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"auctionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"auctionBids"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"auctionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"auctionId"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"dealerId"}},{"kind":"Field","name":{"kind":"Name","value":"bidAmount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<AuctionBidsQuery, AuctionBidsQueryVariables>;
export const AuctionChangedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"AuctionChanged"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"auctionId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"auctionChanged"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"auctionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"auctionId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"auctionId"}},{"kind":"Field","name":{"kind":"Name","value":"reasons"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"currentHighBid"}},{"kind":"Field","name":{"kind":"Name","value":"bidCount"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"bid"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"dealerId"}},{"kind":"Field","name":{"kind":"Name","value":"bidAmount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}}]} as unknown as DocumentNode<AuctionChangedSubscription, AuctionChangedSubscriptionVariables>;
export const AuctionCreateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AuctionCreate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateAuctionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createAuction"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AuctionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AuctionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Auction"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"donationId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"minimumBid"}},{"kind":"Field","name":{"kind":"Name","value":"reservePrice"}},{"kind":"Field","name":{"kind":"Name","value":"currentHighBid"}},{"kind":"Field","name":{"kind":"Name","value":"requiredBid"}},{"kind":"Field","name":{"kind":"Name","value":"bidCount"}},{"kind":"Field","name":{"kind":"Name","value":"winningDealerId"}},{"kind":"Field","name":{"kind":"Name","value":"vehicleLocation"}},{"kind":"Field","name":{"kind":"Name","value":"pickupInstructions"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"vehicle"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"make"}},{"kind":"Field","name":{"kind":"Name","value":"model"}},{"kind":"Field","name":{"kind":"Name","value":"trim"}},{"kind":"Field","name":{"kind":"Name","value":"mileage"}},{"kind":"Field","name":{"kind":"Name","value":"condition"}}]}}]}}]} as unknown as DocumentNode<AuctionCreateMutation, AuctionCreateMutationVariables>;
export const AuctionEndDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AuctionEnd"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endAuction"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AuctionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AuctionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Auction"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"donationId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"minimumBid"}},{"kind":"Field","name":{"kind":"Name","value":"reservePrice"}},{"kind":"Field","name":{"kind":"Name","value":"currentHighBid"}},{"kind":"Field","name":{"kind":"Name","value":"requiredBid"}},{"kind":"Field","name":{"kind":"Name","value":"bidCount"}},{"kind":"Field","name":{"kind":"Name","value":"winningDealerId"}},{"kind":"Field","name":{"kind":"Name","value":"vehicleLocation"}},{"kind":"Field","name":{"kind":"Name","value":"pickupInstructions"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"vehicle"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"make"}},{"kind":"Field","name":{"kind":"Name","value":"model"}},{"kind":"Field","name":{"kind":"Name","value":"trim"}},{"kind":"Field","name":{"kind":"Name","value":"mileage"}},{"kind":"Field","name":{"kind":"Name","value":"condition"}}]}}]}}]} as unknown as DocumentNode<AuctionEndMutation, AuctionEndMutationVariables>;
export const AuctionListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AuctionList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"auctions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AuctionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AuctionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Auction"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"donationId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"minimumBid"}},{"kind":"Field","name":{"kind":"Name","value":"reservePrice"}},{"kind":"Field","name":{"kind":"Name","value":"currentHighBid"}},{"kind":"Field","name":{"kind":"Name","value":"requiredBid"}},{"kind":"Field","name":{"kind":"Name","value":"bidCount"}},{"kind":"Field","name":{"kind":"Name","value":"winningDealerId"}},{"kind":"Field","name":{"kind":"Name","value":"vehicleLocation"}},{"kind":"Field","name":{"kind":"Name","value":"pickupInstructions"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"vehicle"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"make"}},{"kind":"Field","name":{"kind":"Name","value":"model"}},{"kind":"Field","name":{"kind":"Name","value":"trim"}},{"kind":"Field","name":{"kind":"Name","value":"mileage"}},{"kind":"Field","name":{"kind":"Name","value":"condition"}}]}}]}}]} as unknown as DocumentNode<AuctionListQuery, AuctionListQueryVariables>;
export const AuctionStartDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AuctionStart"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startAuction"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AuctionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AuctionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Auction"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"donationId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"minimumBid"}},{"kind":"Field","name":{"kind":"Name","value":"reservePrice"}},{"kind":"Field","name":{"kind":"Name","value":"currentHighBid"}},{"kind":"Field","name":{"kind":"Name","value":"requiredBid"}},{"kind":"Field","name":{"kind":"Name","value":"bidCount"}},{"kind":"Field","name":{"kind":"Name","value":"winningDealerId"}},{"kind":"Field","name":{"kind":"Name","value":"vehicleLocation"}},{"kind":"Field","name":{"kind":"Name","value":"pickupInstructions"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"vehicle"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"make"}},{"kind":"Field","name":{"kind":"Name","value":"model"}},{"kind":"Field","name":{"kind":"Name","value":"trim"}},{"kind":"Field","name":{"kind":"Name","value":"mileage"}},{"kind":"Field","name":{"kind":"Name","value":"condition"}}]}}]}}]} as unknown as DocumentNode<AuctionStartMutation, AuctionStartMutationVariables>;
export const AuctionStatsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AuctionStats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"auctionStats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"pending"}},{"kind":"Field","name":{"kind":"Name","value":"completed"}},{"kind":"Field","name":{"kind":"Name","value":"totalBids"}},{"kind":"Field","name":{"kind":"Name","value":"totalValue"}}]}}]}}]} as unknown as DocumentNode<AuctionStatsQuery, AuctionStatsQueryVariables>;
export const AuctionableDonationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AuctionableDonations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"auctionableDonations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"make"}},{"kind":"Field","name":{"kind":"Name","value":"model"}},{"kind":"Field","name":{"kind":"Name","value":"donorName"}},{"kind":"Field","name":{"kind":"Name","value":"city"}}]}}]}}]} as unknown as DocumentNode<AuctionableDonationsQuery, AuctionableDonationsQueryVariables>;
export const BidPlaceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BidPlace"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PlaceBidInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"placeBid"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"auctionId"}},{"kind":"Field","name":{"kind":"Name","value":"bidAmount"}},{"kind":"Field","name":{"kind":"Name","value":"replayed"}}]}}]}}]} as unknown as DocumentNode<BidPlaceMutation, BidPlaceMutationVariables>;
export const BidPlacedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"BidPlaced"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"auctionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bidPlaced"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"auctionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"auctionId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"dealerId"}},{"kind":"Field","name":{"kind":"Name","value":"bidAmount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<BidPlacedSubscription, BidPlacedSubscriptionVariables>;
export const MyDealerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyDealer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myDealer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"isVerified"}}]}}]}}]} as unknown as DocumentNode<MyDealerQuery, MyDealerQueryVariables>;
export const AppInfoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AppInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"appInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"demoMode"}},{"kind":"Field","name":{"kind":"Name","value":"demoAccounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}},{"kind":"Field","name":{"kind":"Name","value":"demoPassword"}}]}}]}}]} as unknown as DocumentNode<AppInfoQuery, AppInfoQueryVariables>;
export const MeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]}}]} as unknown as DocumentNode<MeQuery, MeQueryVariables>;
export const UserLoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UserLogin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LoginInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]}}]} as unknown as DocumentNode<UserLoginMutation, UserLoginMutationVariables>;
export const UserLogoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UserLogout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logout"}}]}}]} as unknown as DocumentNode<UserLogoutMutation, UserLogoutMutationVariables>;
export const ChatAdminMessagesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ChatAdminMessages"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chatAdminMessages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"sessionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ChatMessageFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChatMessageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ChatMessage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"tokens"}}]}}]} as unknown as DocumentNode<ChatAdminMessagesQuery, ChatAdminMessagesQueryVariables>;
export const ChatAdminSessionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ChatAdminSessions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ChatSessionFilterInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chatAdminSessions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ChatSessionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChatSessionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ChatSession"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sessionId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"messageCount"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastMessageAt"}}]}}]} as unknown as DocumentNode<ChatAdminSessionsQuery, ChatAdminSessionsQueryVariables>;
export const ChatAdminStatsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ChatAdminStats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chatAdminStats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalSessions"}},{"kind":"Field","name":{"kind":"Name","value":"activeSessions"}},{"kind":"Field","name":{"kind":"Name","value":"totalMessages"}},{"kind":"Field","name":{"kind":"Name","value":"averageMessages"}},{"kind":"Field","name":{"kind":"Name","value":"days"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"messages"}},{"kind":"Field","name":{"kind":"Name","value":"sessions"}}]}}]}}]}}]} as unknown as DocumentNode<ChatAdminStatsQuery, ChatAdminStatsQueryVariables>;
export const ChatAssistantDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ChatAssistant"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chatAssistant"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"model"}},{"kind":"Field","name":{"kind":"Name","value":"builtIn"}}]}}]}}]} as unknown as DocumentNode<ChatAssistantQuery, ChatAssistantQueryVariables>;
export const ChatAssistantConfigDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ChatAssistantConfig"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chatAssistantConfig"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ChatAssistantConfigFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChatAssistantConfigFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ChatAssistantConfig"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"systemPrompt"}},{"kind":"Field","name":{"kind":"Name","value":"businessInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"website"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"supportHours"}},{"kind":"Field","name":{"kind":"Name","value":"coverageArea"}},{"kind":"Field","name":{"kind":"Name","value":"avgPickupTime"}},{"kind":"Field","name":{"kind":"Name","value":"charityCount"}},{"kind":"Field","name":{"kind":"Name","value":"avgDonationValue"}},{"kind":"Field","name":{"kind":"Name","value":"yearsInBusiness"}},{"kind":"Field","name":{"kind":"Name","value":"totalDonationsProcessed"}},{"kind":"Field","name":{"kind":"Name","value":"taxReceiptCompliance"}},{"kind":"Field","name":{"kind":"Name","value":"pickupCost"}},{"kind":"Field","name":{"kind":"Name","value":"supportedVehicles"}},{"kind":"Field","name":{"kind":"Name","value":"donationProcess"}},{"kind":"Field","name":{"kind":"Name","value":"commonQuestions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"question"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}},{"kind":"Field","name":{"kind":"Name","value":"language"}}]}}]}}]}}]} as unknown as DocumentNode<ChatAssistantConfigQuery, ChatAssistantConfigQueryVariables>;
export const ChatBusinessInfoUpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChatBusinessInfoUpdate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ChatBusinessInfoInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chatBusinessInfoUpdate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ChatAssistantConfigFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChatAssistantConfigFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ChatAssistantConfig"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"systemPrompt"}},{"kind":"Field","name":{"kind":"Name","value":"businessInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"website"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"supportHours"}},{"kind":"Field","name":{"kind":"Name","value":"coverageArea"}},{"kind":"Field","name":{"kind":"Name","value":"avgPickupTime"}},{"kind":"Field","name":{"kind":"Name","value":"charityCount"}},{"kind":"Field","name":{"kind":"Name","value":"avgDonationValue"}},{"kind":"Field","name":{"kind":"Name","value":"yearsInBusiness"}},{"kind":"Field","name":{"kind":"Name","value":"totalDonationsProcessed"}},{"kind":"Field","name":{"kind":"Name","value":"taxReceiptCompliance"}},{"kind":"Field","name":{"kind":"Name","value":"pickupCost"}},{"kind":"Field","name":{"kind":"Name","value":"supportedVehicles"}},{"kind":"Field","name":{"kind":"Name","value":"donationProcess"}},{"kind":"Field","name":{"kind":"Name","value":"commonQuestions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"question"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}},{"kind":"Field","name":{"kind":"Name","value":"language"}}]}}]}}]}}]} as unknown as DocumentNode<ChatBusinessInfoUpdateMutation, ChatBusinessInfoUpdateMutationVariables>;
export const ChatMessageSendDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChatMessageSend"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ChatMessageSendInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chatMessageSend"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"replyId"}},{"kind":"Field","name":{"kind":"Name","value":"userMessage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ChatMessageFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChatMessageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ChatMessage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"tokens"}}]}}]} as unknown as DocumentNode<ChatMessageSendMutation, ChatMessageSendMutationVariables>;
export const ChatMessagesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ChatMessages"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chatMessages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"sessionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ChatMessageFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChatMessageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ChatMessage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"tokens"}}]}}]} as unknown as DocumentNode<ChatMessagesQuery, ChatMessagesQueryVariables>;
export const ChatSessionCreateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChatSessionCreate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ChatSessionCreateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chatSessionCreate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ChatSessionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChatSessionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ChatSession"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sessionId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"messageCount"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastMessageAt"}}]}}]} as unknown as DocumentNode<ChatSessionCreateMutation, ChatSessionCreateMutationVariables>;
export const ChatSessionDeleteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChatSessionDelete"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chatSessionDelete"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"sessionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}}}]}]}}]} as unknown as DocumentNode<ChatSessionDeleteMutation, ChatSessionDeleteMutationVariables>;
export const ChatSessionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ChatSessions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chatSessions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ChatSessionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChatSessionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ChatSession"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sessionId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"messageCount"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastMessageAt"}}]}}]} as unknown as DocumentNode<ChatSessionsQuery, ChatSessionsQueryVariables>;
export const ChatStreamDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"ChatStream"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chatStream"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"sessionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"messageId"}},{"kind":"Field","name":{"kind":"Name","value":"delta"}},{"kind":"Field","name":{"kind":"Name","value":"offset"}},{"kind":"Field","name":{"kind":"Name","value":"done"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"storedMessageId"}}]}}]}}]} as unknown as DocumentNode<ChatStreamSubscription, ChatStreamSubscriptionVariables>;
export const ChatSystemPromptUpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChatSystemPromptUpdate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"systemPrompt"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chatSystemPromptUpdate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"systemPrompt"},"value":{"kind":"Variable","name":{"kind":"Name","value":"systemPrompt"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ChatAssistantConfigFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChatAssistantConfigFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ChatAssistantConfig"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"systemPrompt"}},{"kind":"Field","name":{"kind":"Name","value":"businessInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"website"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"supportHours"}},{"kind":"Field","name":{"kind":"Name","value":"coverageArea"}},{"kind":"Field","name":{"kind":"Name","value":"avgPickupTime"}},{"kind":"Field","name":{"kind":"Name","value":"charityCount"}},{"kind":"Field","name":{"kind":"Name","value":"avgDonationValue"}},{"kind":"Field","name":{"kind":"Name","value":"yearsInBusiness"}},{"kind":"Field","name":{"kind":"Name","value":"totalDonationsProcessed"}},{"kind":"Field","name":{"kind":"Name","value":"taxReceiptCompliance"}},{"kind":"Field","name":{"kind":"Name","value":"pickupCost"}},{"kind":"Field","name":{"kind":"Name","value":"supportedVehicles"}},{"kind":"Field","name":{"kind":"Name","value":"donationProcess"}},{"kind":"Field","name":{"kind":"Name","value":"commonQuestions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"question"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}},{"kind":"Field","name":{"kind":"Name","value":"language"}}]}}]}}]}}]} as unknown as DocumentNode<ChatSystemPromptUpdateMutation, ChatSystemPromptUpdateMutationVariables>;
export const ChatWelcomeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChatWelcome"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"language"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chatWelcome"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"sessionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}}},{"kind":"Argument","name":{"kind":"Name","value":"language"},"value":{"kind":"Variable","name":{"kind":"Name","value":"language"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ChatMessageFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChatMessageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ChatMessage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"tokens"}}]}}]} as unknown as DocumentNode<ChatWelcomeMutation, ChatWelcomeMutationVariables>;
export const DealerListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DealerList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dealers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DealerFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DealerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Dealer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"contactName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"zipCode"}},{"kind":"Field","name":{"kind":"Name","value":"businessLicense"}},{"kind":"Field","name":{"kind":"Name","value":"dealerLicense"}},{"kind":"Field","name":{"kind":"Name","value":"federalTaxId"}},{"kind":"Field","name":{"kind":"Name","value":"specialties"}},{"kind":"Field","name":{"kind":"Name","value":"operatingRadius"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"isVerified"}},{"kind":"Field","name":{"kind":"Name","value":"verificationStatus"}},{"kind":"Field","name":{"kind":"Name","value":"verificationDate"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<DealerListQuery, DealerListQueryVariables>;
export const DealerPasswordSetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DealerPasswordSet"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setDealerPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}},{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}}]}]}}]} as unknown as DocumentNode<DealerPasswordSetMutation, DealerPasswordSetMutationVariables>;
export const DealerRegisterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DealerRegister"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DealerApplicationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registerDealer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<DealerRegisterMutation, DealerRegisterMutationVariables>;
export const DealerStatusUpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DealerStatusUpdate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"verificationStatus"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setDealerStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"verificationStatus"},"value":{"kind":"Variable","name":{"kind":"Name","value":"verificationStatus"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DealerFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DealerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Dealer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"contactName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"zipCode"}},{"kind":"Field","name":{"kind":"Name","value":"businessLicense"}},{"kind":"Field","name":{"kind":"Name","value":"dealerLicense"}},{"kind":"Field","name":{"kind":"Name","value":"federalTaxId"}},{"kind":"Field","name":{"kind":"Name","value":"specialties"}},{"kind":"Field","name":{"kind":"Name","value":"operatingRadius"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"isVerified"}},{"kind":"Field","name":{"kind":"Name","value":"verificationStatus"}},{"kind":"Field","name":{"kind":"Name","value":"verificationDate"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<DealerStatusUpdateMutation, DealerStatusUpdateMutationVariables>;
export const DonationSubmitDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DonationSubmit"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DonationSubmitInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"donationSubmit"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"accessCode"}},{"kind":"Field","name":{"kind":"Name","value":"trackingUrl"}}]}}]}}]} as unknown as DocumentNode<DonationSubmitMutation, DonationSubmitMutationVariables>;
export const PublicSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PublicSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"publicSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]} as unknown as DocumentNode<PublicSettingsQuery, PublicSettingsQueryVariables>;
export const DonationStatusChangedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"DonationStatusChanged"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"accessCode"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"donationStatusChanged"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"accessCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accessCode"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"donationId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"update"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}}]} as unknown as DocumentNode<DonationStatusChangedSubscription, DonationStatusChangedSubscriptionVariables>;
export const DonationsByEmailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DonationsByEmail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"donationsByEmail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"vehicleType"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"make"}},{"kind":"Field","name":{"kind":"Name","value":"model"}},{"kind":"Field","name":{"kind":"Name","value":"trim"}},{"kind":"Field","name":{"kind":"Name","value":"estimatedValue"}},{"kind":"Field","name":{"kind":"Name","value":"finalValue"}},{"kind":"Field","name":{"kind":"Name","value":"receiptIssued"}},{"kind":"Field","name":{"kind":"Name","value":"receiptNumber"}},{"kind":"Field","name":{"kind":"Name","value":"receiptDate"}},{"kind":"Field","name":{"kind":"Name","value":"pickupDate"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"statusHistory"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}}]} as unknown as DocumentNode<DonationsByEmailQuery, DonationsByEmailQueryVariables>;
export const DonorPortalDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DonorPortal"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"accessCode"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"donorPortal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"accessCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accessCode"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"donation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"vehicleType"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"make"}},{"kind":"Field","name":{"kind":"Name","value":"model"}},{"kind":"Field","name":{"kind":"Name","value":"trim"}},{"kind":"Field","name":{"kind":"Name","value":"mileage"}},{"kind":"Field","name":{"kind":"Name","value":"condition"}},{"kind":"Field","name":{"kind":"Name","value":"vin"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"province"}},{"kind":"Field","name":{"kind":"Name","value":"postalCode"}},{"kind":"Field","name":{"kind":"Name","value":"preferredCharity"}},{"kind":"Field","name":{"kind":"Name","value":"charityName"}},{"kind":"Field","name":{"kind":"Name","value":"pickupPreference"}},{"kind":"Field","name":{"kind":"Name","value":"pickupDate"}},{"kind":"Field","name":{"kind":"Name","value":"pickupTime"}},{"kind":"Field","name":{"kind":"Name","value":"estimatedValue"}},{"kind":"Field","name":{"kind":"Name","value":"finalValue"}},{"kind":"Field","name":{"kind":"Name","value":"receiptIssued"}},{"kind":"Field","name":{"kind":"Name","value":"receiptNumber"}},{"kind":"Field","name":{"kind":"Name","value":"receiptDate"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"statusHistory"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"communications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"accessInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accessCount"}},{"kind":"Field","name":{"kind":"Name","value":"lastAccessedAt"}}]}}]}}]}}]} as unknown as DocumentNode<DonorPortalQuery, DonorPortalQueryVariables>;
export const VehicleValuationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"VehicleValuation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ValuationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"vehicleValuation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"estimatedValue"}},{"kind":"Field","name":{"kind":"Name","value":"marketRange"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"low"}},{"kind":"Field","name":{"kind":"Name","value":"high"}}]}},{"kind":"Field","name":{"kind":"Name","value":"taxDeduction"}},{"kind":"Field","name":{"kind":"Name","value":"factors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"impact"}},{"kind":"Field","name":{"kind":"Name","value":"effectPercent"}}]}},{"kind":"Field","name":{"kind":"Name","value":"recommendations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","name":{"kind":"Name","value":"comparableVehicles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"make"}},{"kind":"Field","name":{"kind":"Name","value":"model"}},{"kind":"Field","name":{"kind":"Name","value":"mileage"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"source"}}]}},{"kind":"Field","name":{"kind":"Name","value":"outcomesUsed"}}]}}]}}]} as unknown as DocumentNode<VehicleValuationQuery, VehicleValuationQueryVariables>;
export const ActiveThemeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ActiveTheme"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"activeTheme"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"primary"}},{"kind":"Field","name":{"kind":"Name","value":"primaryForeground"}},{"kind":"Field","name":{"kind":"Name","value":"secondary"}},{"kind":"Field","name":{"kind":"Name","value":"secondaryForeground"}},{"kind":"Field","name":{"kind":"Name","value":"accent"}},{"kind":"Field","name":{"kind":"Name","value":"accentForeground"}},{"kind":"Field","name":{"kind":"Name","value":"background"}},{"kind":"Field","name":{"kind":"Name","value":"foreground"}},{"kind":"Field","name":{"kind":"Name","value":"card"}},{"kind":"Field","name":{"kind":"Name","value":"cardForeground"}},{"kind":"Field","name":{"kind":"Name","value":"muted"}},{"kind":"Field","name":{"kind":"Name","value":"mutedForeground"}},{"kind":"Field","name":{"kind":"Name","value":"border"}},{"kind":"Field","name":{"kind":"Name","value":"input"}},{"kind":"Field","name":{"kind":"Name","value":"ring"}},{"kind":"Field","name":{"kind":"Name","value":"heroGradient"}},{"kind":"Field","name":{"kind":"Name","value":"buttonGradient"}},{"kind":"Field","name":{"kind":"Name","value":"buttonHoverGradient"}}]}}]}}]} as unknown as DocumentNode<ActiveThemeQuery, ActiveThemeQueryVariables>;