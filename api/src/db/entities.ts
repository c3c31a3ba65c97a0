import { AuctionNotification } from '../modules/auctions/auction-notification.entity';
import { DealerBid } from '../modules/auctions/dealer-bid.entity';
import { VehicleAuction } from '../modules/auctions/vehicle-auction.entity';
import { HttpSession } from '../modules/auth/http-session.entity';
import { Category } from '../modules/blog/category.entity';
import { Post } from '../modules/blog/post.entity';
import { PostTag } from '../modules/blog/post-tag.entity';
import { Tag } from '../modules/blog/tag.entity';
import { Charity } from '../modules/charities/charity.entity';
import { BusinessConfig } from '../modules/chat/business-config.entity';
import { ChatMessage } from '../modules/chat/chat-message.entity';
import { ChatSession } from '../modules/chat/chat-session.entity';
import { AutoDealer } from '../modules/dealers/auto-dealer.entity';
import { Donation } from '../modules/donations/donation.entity';
import { DonationCommunication } from '../modules/donations/donation-communication.entity';
import { DonationStatusHistory } from '../modules/donations/donation-status-history.entity';
import { DonorPortalAccess } from '../modules/donations/donor-portal-access.entity';
import { CustomForm } from '../modules/forms/custom-form.entity';
import { FormSubmission } from '../modules/forms/form-submission.entity';
import { Page } from '../modules/pages/page.entity';
import { DigitalReceiptArchive } from '../modules/receipts/digital-receipt-archive.entity';
import { ReceiptNumberSequence } from '../modules/receipts/receipt-number-sequence.entity';
import { ReceiptGenerationLog } from '../modules/receipts/receipt-generation-log.entity';
import { TaxReceipt } from '../modules/receipts/tax-receipt.entity';
import { PlatformSetting } from '../modules/settings/platform-setting.entity';
import { ColorTheme } from '../modules/themes/color-theme.entity';
import { User } from '../modules/users/user.entity';

/** Every MikroORM entity, registered once. Add new ones here. */
export const entities = [
  User,
  HttpSession,
  ColorTheme,
  PlatformSetting,
  Category,
  Tag,
  Post,
  PostTag,
  Page,
  CustomForm,
  FormSubmission,
  Charity,
  Donation,
  DonationStatusHistory,
  DonorPortalAccess,
  DonationCommunication,
  TaxReceipt,
  DigitalReceiptArchive,
  ReceiptGenerationLog,
  ReceiptNumberSequence,
  ChatSession,
  ChatMessage,
  BusinessConfig,
  AutoDealer,
  VehicleAuction,
  DealerBid,
  AuctionNotification,
];
