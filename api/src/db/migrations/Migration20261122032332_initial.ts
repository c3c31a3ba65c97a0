import { Migration } from '@mikro-orm/migrations';

export class Migration20261122032332_initial extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "categories" ("id" serial primary key, "name" varchar(255) not null, "slug" varchar(255) not null, "description" text null, "color" varchar(20) not null default '#6B7280', "created_at" timestamptz not null default now());`,
    );
    this.addSql(`alter table "categories" add constraint "categories_name_unique" unique ("name");`);
    this.addSql(`alter table "categories" add constraint "categories_slug_unique" unique ("slug");`);

    this.addSql(
      `create table "color_themes" ("id" varchar(50) not null, "name" varchar(255) not null, "description" text null, "primary" varchar(100) not null default 'hsl(210, 100%, 50%)', "primary_foreground" varchar(100) not null default 'hsl(0, 0%, 100%)', "secondary" varchar(100) not null default 'hsl(210, 40%, 96%)', "secondary_foreground" varchar(100) not null default 'hsl(222, 47%, 11%)', "accent" varchar(100) not null default 'hsl(210, 40%, 96%)', "accent_foreground" varchar(100) not null default 'hsl(222, 47%, 11%)', "background" varchar(100) not null default 'hsl(0, 0%, 100%)', "foreground" varchar(100) not null default 'hsl(222, 84%, 5%)', "card" varchar(100) not null default 'hsl(0, 0%, 100%)', "card_foreground" varchar(100) not null default 'hsl(222, 84%, 5%)', "muted" varchar(100) not null default 'hsl(210, 40%, 96%)', "muted_foreground" varchar(100) not null default 'hsl(215, 16%, 47%)', "border" varchar(100) not null default 'hsl(214, 32%, 91%)', "input" varchar(100) not null default 'hsl(214, 32%, 91%)', "ring" varchar(100) not null default 'hsl(210, 100%, 50%)', "hero_gradient" text not null default 'linear-gradient(135deg, hsl(210, 100%, 50%) 0%, hsl(230, 85%, 40%) 100%)', "button_gradient" text not null default 'linear-gradient(135deg, hsl(210, 100%, 50%) 0%, hsl(220, 90%, 45%) 100%)', "button_hover_gradient" text not null default 'linear-gradient(135deg, hsl(210, 100%, 45%) 0%, hsl(220, 90%, 38%) 100%)', "is_active" boolean not null default false, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), constraint "color_themes_pkey" primary key ("id"));`,
    );
    this.addSql(
      `create unique index "color_themes_single_active_unique" on "color_themes" ("is_active") where "is_active" = true;`,
    );

    this.addSql(
      `create table "platform_settings" ("id" serial primary key, "category" varchar(50) not null, "key" varchar(100) not null, "value" jsonb not null, "description" text null, "is_public" boolean not null default false, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`,
    );
    this.addSql(
      `alter table "platform_settings" add constraint "platform_settings_category_key_unique" unique ("category", "key");`,
    );

    this.addSql(
      `create table "tags" ("id" serial primary key, "name" varchar(255) not null, "slug" varchar(255) not null, "created_at" timestamptz not null default now());`,
    );
    this.addSql(`alter table "tags" add constraint "tags_name_unique" unique ("name");`);
    this.addSql(`alter table "tags" add constraint "tags_slug_unique" unique ("slug");`);

    this.addSql(
      `create table "users" ("id" serial primary key, "username" varchar(255) not null, "email" varchar(255) null, "password" text not null, "role" varchar(20) not null default 'user', "first_name" varchar(100) null, "last_name" varchar(100) null, "avatar" text null, "bio" text null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), constraint users_role_check check (role = 'admin' or role = 'editor' or role = 'staff' or role = 'dealer' or role = 'charity' or role = 'user'));`,
    );
    this.addSql(`alter table "users" add constraint "users_username_unique" unique ("username");`);
    this.addSql(`alter table "users" add constraint "users_email_unique" unique ("email");`);

    this.addSql(
      `create table "posts" ("id" serial primary key, "title" varchar(255) not null, "slug" varchar(255) not null, "excerpt" text null, "content" text not null, "featured_image" text null, "author_id" int null, "category_id" int null, "status" varchar(30) not null default 'draft', "published_at" timestamptz null, "seo_title" varchar(60) null, "seo_description" varchar(160) null, "view_count" int not null default 0, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`,
    );
    this.addSql(`alter table "posts" add constraint "posts_slug_unique" unique ("slug");`);
    this.addSql(`create index "posts_author_id_index" on "posts" ("author_id");`);
    this.addSql(`create index "posts_category_id_index" on "posts" ("category_id");`);
    this.addSql(`create index "posts_status_index" on "posts" ("status");`);

    this.addSql(
      `create table "post_tags" ("post_id" int not null, "tag_id" int not null, constraint "post_tags_pkey" primary key ("post_id", "tag_id"));`,
    );
    this.addSql(`create index "post_tags_tag_id_index" on "post_tags" ("tag_id");`);

    this.addSql(
      `create table "pages" ("id" serial primary key, "title" varchar(255) not null, "slug" varchar(255) not null, "content" text not null, "excerpt" text null, "featured_image" text null, "author_id" int null, "status" varchar(30) not null default 'draft', "published_at" timestamptz null, "seo_title" varchar(60) null, "seo_description" varchar(160) null, "is_homepage" boolean not null default false, "template" varchar(50) not null default 'default', "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`,
    );
    this.addSql(`alter table "pages" add constraint "pages_slug_unique" unique ("slug");`);
    this.addSql(`create index "pages_author_id_index" on "pages" ("author_id");`);
    this.addSql(`create index "pages_status_index" on "pages" ("status");`);

    this.addSql(
      `create table "http_sessions" ("id" varchar(64) not null, "user_id" int not null, "data" jsonb not null default '{}', "expires_at" timestamptz not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), constraint "http_sessions_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "http_sessions_user_id_index" on "http_sessions" ("user_id");`);
    this.addSql(`create index "http_sessions_expires_at_index" on "http_sessions" ("expires_at");`);

    this.addSql(
      `create table "custom_forms" ("id" serial primary key, "name" varchar(255) not null, "slug" varchar(255) not null, "description" text null, "fields" jsonb not null, "settings" jsonb not null default '{}', "is_active" boolean not null default true, "created_by" int null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`,
    );
    this.addSql(`alter table "custom_forms" add constraint "custom_forms_slug_unique" unique ("slug");`);
    this.addSql(`create index "custom_forms_created_by_index" on "custom_forms" ("created_by");`);

    this.addSql(
      `create table "form_submissions" ("id" serial primary key, "form_id" int not null, "data" jsonb not null, "ip_address" varchar(45) null, "user_agent" text null, "created_at" timestamptz not null default now());`,
    );
    this.addSql(`create index "form_submissions_form_id_index" on "form_submissions" ("form_id");`);

    this.addSql(
      `create table "chat_sessions" ("id" serial primary key, "session_id" varchar(64) not null, "user_id" int null, "title" varchar(255) not null default 'New Conversation', "model" varchar(50) not null default 'gpt-4o', "system_prompt" text null, "is_active" boolean not null default true, "message_count" int not null default 0, "last_message_at" timestamptz null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`,
    );
    this.addSql(`alter table "chat_sessions" add constraint "chat_sessions_session_id_unique" unique ("session_id");`);
    this.addSql(`create index "chat_sessions_user_id_index" on "chat_sessions" ("user_id");`);
    this.addSql(`create index "chat_sessions_updated_at_index" on "chat_sessions" ("updated_at");`);

    this.addSql(
      `create table "chat_messages" ("id" serial primary key, "session_id" int not null, "role" varchar(20) not null, "content" text not null, "tokens" int null, "model" varchar(50) null, "finish_reason" varchar(30) null, "metadata" jsonb null, "created_at" timestamptz not null default now(), constraint chat_messages_role_check check (role = 'user' or role = 'assistant'));`,
    );
    this.addSql(`create index "chat_messages_session_id_created_at_index" on "chat_messages" ("session_id", "created_at");`);

    this.addSql(
      `create table "charities" ("id" serial primary key, "name" varchar(255) not null, "registration_number" varchar(15) not null, "address" varchar(255) null, "city" varchar(100) null, "state" varchar(50) null, "zip_code" varchar(10) null, "phone" varchar(20) null, "email" varchar(255) null, "website" varchar(255) null, "description" text null, "category" varchar(50) null, "is_active" boolean not null default true, "verification_status" varchar(30) not null default 'pending', "last_verified" timestamptz null, "irs_status" varchar(50) null, "designation_code" varchar(10) null, "annual_revenue" numeric(15,2) null, "charitable_purposes" numeric(15,2) null, "fundraising_costs" numeric(15,2) null, "administrative_costs" numeric(15,2) null, "fiscal_year" int null, "t3010_filed" boolean not null default false, "t3010_due_date" date null, "last_filing_date" date null, "compliance_status" varchar(30) not null default 'pending', "program_areas" text[] null, "target_population" text null, "geographic_scope" varchar(255) null, "partner_organizations" text[] null, "corporate_partnerships" text[] null, "board_size" int null, "compensated_positions" int null, "conflict_of_interest_policy" boolean null, "government_funding" numeric(15,2) null, "efficiency_score" int null, "transparency_score" int null, "impact_score" int null, "governance_score" int null, "overall_score" int null, "last_sync_date" timestamptz null, "sync_status" varchar(30) not null default 'pending', "user_id" int null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`,
    );
    this.addSql(`alter table "charities" add constraint "charities_registration_number_unique" unique ("registration_number");`);
    this.addSql(`alter table "charities" add constraint "charities_user_id_unique" unique ("user_id");`);

    this.addSql(
      `create table "donations" ("id" serial primary key, "vehicle_type" varchar(30) not null default 'car', "year" int not null, "make" varchar(100) not null, "model" varchar(100) not null, "trim" varchar(100) null, "mileage" int null, "condition" varchar(20) null, "estimated_value" numeric(10,2) null, "vin" varchar(17) null, "has_lien_or_finance" boolean not null default false, "has_accidents" boolean not null default false, "first_name" varchar(100) not null, "last_name" varchar(100) not null, "email" varchar(255) not null, "phone" varchar(20) not null, "address" varchar(255) not null, "city" varchar(100) not null, "state" varchar(50) not null, "zip_code" varchar(10) not null, "charity_id" int null, "preferred_charity" varchar(255) null, "best_time_to_call" varchar(50) null, "pickup_preference" varchar(20) null, "preferred_date" date null, "notes" text null, "comments" text null, "status" varchar(30) not null default 'pending', "status_history" jsonb not null default '[]', "pickup_date" date null, "pickup_time" varchar(50) null, "pickup_location" text null, "pickup_notes" text null, "towing_company" varchar(255) null, "towing_driver_name" varchar(255) null, "towing_driver_phone" varchar(20) null, "final_value" numeric(10,2) null, "valuation_date" timestamptz null, "valuation_notes" text null, "receipt_issued" boolean not null default false, "receipt_number" varchar(50) null, "receipt_date" timestamptz null, "tax_receipt_value" numeric(10,2) null, "receipt_email_sent" boolean not null default false, "receipt_email_sent_at" timestamptz null, "donor_notifications_sent" jsonb not null default '[]', "internal_notes" text null, "last_contacted_at" timestamptz null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`,
    );
    this.addSql(`create index "donations_email_index" on "donations" ("email");`);
    this.addSql(`create index "donations_charity_id_index" on "donations" ("charity_id");`);
    this.addSql(`create index "donations_status_index" on "donations" ("status");`);
    this.addSql(`create index "donations_created_at_index" on "donations" ("created_at");`);

    this.addSql(
      `create table "tax_receipts" ("id" serial primary key, "receipt_number" varchar(50) not null, "donation_id" int not null, "charity_id" int null, "donor_name" varchar(255) not null, "donor_address" text null, "receipt_amount" numeric(10,2) not null, "receipt_date" timestamptz not null default now(), "eligible_amount" numeric(10,2) not null, "location_of_donation" varchar(255) null, "is_replacement" boolean not null default false, "original_receipt_number" varchar(50) null, "description" text null, "status" varchar(30) not null default 'issued', "pdf_file_path" text null, "digital_archive_id" varchar(64) null, "generated_by" int null, "email_sent" boolean not null default false, "email_sent_at" timestamptz null, "view_count" int not null default 0, "download_count" int not null default 0, "last_accessed_at" timestamptz null, "created_at" timestamptz not null default now());`,
    );
    this.addSql(`alter table "tax_receipts" add constraint "tax_receipts_receipt_number_unique" unique ("receipt_number");`);
    this.addSql(`create index "tax_receipts_donation_id_index" on "tax_receipts" ("donation_id");`);
    this.addSql(`create index "tax_receipts_charity_id_index" on "tax_receipts" ("charity_id");`);
    this.addSql(`create index "tax_receipts_generated_by_index" on "tax_receipts" ("generated_by");`);

    this.addSql(
      `create table "receipt_generation_logs" ("id" serial primary key, "receipt_id" int null, "generation_type" varchar(30) not null, "generated_by" int null, "generation_trigger" varchar(30) null, "processing_time" int null, "pdf_generation_time" int null, "archive_time" int null, "email_delivery_time" int null, "status" varchar(30) not null default 'success', "error_message" text null, "metadata" jsonb null, "created_at" timestamptz not null default now());`,
    );
    this.addSql(`create index "receipt_generation_logs_receipt_id_index" on "receipt_generation_logs" ("receipt_id");`);
    this.addSql(`create index "receipt_generation_logs_generated_by_index" on "receipt_generation_logs" ("generated_by");`);

    this.addSql(
      `create table "donor_portal_access" ("id" serial primary key, "donation_id" int not null, "access_code" varchar(32) not null, "email" varchar(255) not null, "last_accessed_at" timestamptz null, "access_count" int not null default 0, "created_at" timestamptz not null default now());`,
    );
    this.addSql(`create index "donor_portal_access_donation_id_index" on "donor_portal_access" ("donation_id");`);
    this.addSql(
      `alter table "donor_portal_access" add constraint "donor_portal_access_access_code_unique" unique ("access_code");`,
    );

    this.addSql(
      `create table "donation_status_history" ("id" serial primary key, "donation_id" int not null, "status" varchar(30) not null, "previous_status" varchar(30) null, "notes" text null, "updated_by" int null, "updated_by_name" varchar(255) null, "created_at" timestamptz not null default now());`,
    );
    this.addSql(`create index "donation_status_history_donation_id_index" on "donation_status_history" ("donation_id");`);
    this.addSql(`create index "donation_status_history_updated_by_index" on "donation_status_history" ("updated_by");`);

    this.addSql(
      `create table "donation_communications" ("id" serial primary key, "donation_id" int not null, "type" varchar(30) not null, "method" varchar(30) not null, "subject" varchar(255) null, "message" text not null, "sent_by" int null, "sent_by_name" varchar(255) null, "sent_at" timestamptz not null default now(), "status" varchar(30) not null default 'sent', "response_received" boolean not null default false, "response_at" timestamptz null, "response_notes" text null);`,
    );
    this.addSql(`create index "donation_communications_donation_id_index" on "donation_communications" ("donation_id");`);
    this.addSql(`create index "donation_communications_sent_by_index" on "donation_communications" ("sent_by");`);

    this.addSql(
      `create table "digital_receipt_archive" ("id" serial primary key, "archive_id" varchar(64) not null, "receipt_id" int not null, "donation_id" int not null, "file_name" varchar(255) not null, "original_file_name" varchar(255) null, "file_size" int not null, "mime_type" varchar(100) not null, "file_path" text not null, "file_hash" varchar(128) null, "encryption_key" text null, "is_encrypted" boolean not null default true, "storage_provider" varchar(30) not null default 'local', "backup_status" varchar(30) not null default 'pending', "access_level" varchar(30) not null default 'donor_only', "retention_period" int not null default 2555, "expires_at" timestamptz null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`,
    );
    this.addSql(
      `alter table "digital_receipt_archive" add constraint "digital_receipt_archive_archive_id_unique" unique ("archive_id");`,
    );
    this.addSql(`create index "digital_receipt_archive_receipt_id_index" on "digital_receipt_archive" ("receipt_id");`);
    this.addSql(`create index "digital_receipt_archive_donation_id_index" on "digital_receipt_archive" ("donation_id");`);

    this.addSql(
      `create table "business_config" ("id" serial primary key, "config_type" varchar(50) not null, "config_data" jsonb not null, "is_active" boolean not null default true, "version" int not null default 1, "created_by" int null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`,
    );
    this.addSql(`create index "business_config_config_type_index" on "business_config" ("config_type");`);
    this.addSql(`create index "business_config_created_by_index" on "business_config" ("created_by");`);

    this.addSql(
      `create table "auto_dealers" ("id" serial primary key, "business_name" varchar(255) not null, "contact_name" varchar(255) not null, "email" varchar(255) not null, "phone" varchar(20) not null, "address" varchar(255) not null, "city" varchar(100) not null, "state" varchar(50) not null, "zip_code" varchar(10) not null, "business_license" varchar(100) null, "dealer_license" varchar(100) not null, "federal_tax_id" varchar(50) null, "specialties" text[] not null, "operating_radius" int not null default 50, "is_active" boolean not null default true, "is_verified" boolean not null default false, "verification_status" varchar(30) not null default 'pending', "verification_date" timestamptz null, "rating" numeric(3,2) not null default 0, "total_bids" int not null default 0, "successful_bids" int not null default 0, "notes" text null, "user_id" int null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), constraint auto_dealers_operating_radius_check check (operating_radius >= 1 and operating_radius <= 500));`,
    );
    this.addSql(`alter table "auto_dealers" add constraint "auto_dealers_email_unique" unique ("email");`);
    this.addSql(`alter table "auto_dealers" add constraint "auto_dealers_user_id_unique" unique ("user_id");`);

    this.addSql(
      `create table "vehicle_auctions" ("id" serial primary key, "donation_id" int not null, "start_date" timestamptz not null, "end_date" timestamptz not null, "minimum_bid" numeric(10,2) not null, "starting_bid" numeric(10,2) null, "reserve_price" numeric(10,2) null, "current_high_bid" numeric(10,2) not null default 0, "bid_count" int not null default 0, "winning_dealer_id" int null, "status" varchar(30) not null default 'pending', "auction_type" varchar(30) not null default 'open', "vehicle_location" varchar(255) not null, "pickup_instructions" text null, "notes" text null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`,
    );
    this.addSql(`create index "vehicle_auctions_donation_id_index" on "vehicle_auctions" ("donation_id");`);
    this.addSql(`create index "vehicle_auctions_end_date_index" on "vehicle_auctions" ("end_date");`);
    this.addSql(`create index "vehicle_auctions_winning_dealer_id_index" on "vehicle_auctions" ("winning_dealer_id");`);
    this.addSql(`create index "vehicle_auctions_status_index" on "vehicle_auctions" ("status");`);

    this.addSql(
      `create table "dealer_bids" ("id" serial primary key, "auction_id" int not null, "dealer_id" int not null, "bid_amount" numeric(10,2) not null, "bid_date" timestamptz not null default now(), "is_winning" boolean not null default false, "notes" text null, "status" varchar(30) not null default 'active', "idempotency_key" varchar(100) null, "created_at" timestamptz not null default now());`,
    );
    this.addSql(`create index "dealer_bids_auction_id_index" on "dealer_bids" ("auction_id");`);
    this.addSql(`create index "dealer_bids_dealer_id_index" on "dealer_bids" ("dealer_id");`);
    this.addSql(`alter table "dealer_bids" add constraint "dealer_bids_idempotency_key_unique" unique ("idempotency_key");`);

    this.addSql(
      `create table "auction_notifications" ("id" serial primary key, "auction_id" int not null, "dealer_id" int not null, "notification_type" varchar(50) not null, "message" text not null, "is_read" boolean not null default false, "created_at" timestamptz not null default now());`,
    );
    this.addSql(`create index "auction_notifications_auction_id_index" on "auction_notifications" ("auction_id");`);
    this.addSql(`create index "auction_notifications_dealer_id_index" on "auction_notifications" ("dealer_id");`);

    this.addSql(
      `alter table "posts" add constraint "posts_author_id_foreign" foreign key ("author_id") references "users" ("id") on update cascade on delete set null;`,
    );
    this.addSql(
      `alter table "posts" add constraint "posts_category_id_foreign" foreign key ("category_id") references "categories" ("id") on update cascade on delete set null;`,
    );

    this.addSql(
      `alter table "post_tags" add constraint "post_tags_post_id_foreign" foreign key ("post_id") references "posts" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "post_tags" add constraint "post_tags_tag_id_foreign" foreign key ("tag_id") references "tags" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "pages" add constraint "pages_author_id_foreign" foreign key ("author_id") references "users" ("id") on update cascade on delete set null;`,
    );

    this.addSql(
      `alter table "http_sessions" add constraint "http_sessions_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "custom_forms" add constraint "custom_forms_created_by_foreign" foreign key ("created_by") references "users" ("id") on update cascade on delete set null;`,
    );

    this.addSql(
      `alter table "form_submissions" add constraint "form_submissions_form_id_foreign" foreign key ("form_id") references "custom_forms" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "chat_sessions" add constraint "chat_sessions_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete set null;`,
    );

    this.addSql(
      `alter table "chat_messages" add constraint "chat_messages_session_id_foreign" foreign key ("session_id") references "chat_sessions" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "charities" add constraint "charities_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete set null;`,
    );

    this.addSql(
      `alter table "donations" add constraint "donations_charity_id_foreign" foreign key ("charity_id") references "charities" ("id") on update cascade on delete set null;`,
    );

    this.addSql(
      `alter table "tax_receipts" add constraint "tax_receipts_donation_id_foreign" foreign key ("donation_id") references "donations" ("id") on update cascade on delete restrict;`,
    );
    this.addSql(
      `alter table "tax_receipts" add constraint "tax_receipts_charity_id_foreign" foreign key ("charity_id") references "charities" ("id") on update cascade on delete restrict;`,
    );
    this.addSql(
      `alter table "tax_receipts" add constraint "tax_receipts_generated_by_foreign" foreign key ("generated_by") references "users" ("id") on update cascade on delete set null;`,
    );

    this.addSql(
      `alter table "receipt_generation_logs" add constraint "receipt_generation_logs_receipt_id_foreign" foreign key ("receipt_id") references "tax_receipts" ("id") on update cascade on delete set null;`,
    );
    this.addSql(
      `alter table "receipt_generation_logs" add constraint "receipt_generation_logs_generated_by_foreign" foreign key ("generated_by") references "users" ("id") on update cascade on delete set null;`,
    );

    this.addSql(
      `alter table "donor_portal_access" add constraint "donor_portal_access_donation_id_foreign" foreign key ("donation_id") references "donations" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "donation_status_history" add constraint "donation_status_history_donation_id_foreign" foreign key ("donation_id") references "donations" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "donation_status_history" add constraint "donation_status_history_updated_by_foreign" foreign key ("updated_by") references "users" ("id") on update cascade on delete set null;`,
    );

    this.addSql(
      `alter table "donation_communications" add constraint "donation_communications_donation_id_foreign" foreign key ("donation_id") references "donations" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "donation_communications" add constraint "donation_communications_sent_by_foreign" foreign key ("sent_by") references "users" ("id") on update cascade on delete set null;`,
    );

    this.addSql(
      `alter table "digital_receipt_archive" add constraint "digital_receipt_archive_receipt_id_foreign" foreign key ("receipt_id") references "tax_receipts" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "digital_receipt_archive" add constraint "digital_receipt_archive_donation_id_foreign" foreign key ("donation_id") references "donations" ("id") on update cascade on delete restrict;`,
    );

    this.addSql(
      `alter table "business_config" add constraint "business_config_created_by_foreign" foreign key ("created_by") references "users" ("id") on update cascade on delete set null;`,
    );

    this.addSql(
      `alter table "auto_dealers" add constraint "auto_dealers_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete set null;`,
    );

    this.addSql(
      `alter table "vehicle_auctions" add constraint "vehicle_auctions_donation_id_foreign" foreign key ("donation_id") references "donations" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "vehicle_auctions" add constraint "vehicle_auctions_winning_dealer_id_foreign" foreign key ("winning_dealer_id") references "auto_dealers" ("id") on update cascade on delete set null;`,
    );

    this.addSql(
      `alter table "dealer_bids" add constraint "dealer_bids_auction_id_foreign" foreign key ("auction_id") references "vehicle_auctions" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "dealer_bids" add constraint "dealer_bids_dealer_id_foreign" foreign key ("dealer_id") references "auto_dealers" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "auction_notifications" add constraint "auction_notifications_auction_id_foreign" foreign key ("auction_id") references "vehicle_auctions" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "auction_notifications" add constraint "auction_notifications_dealer_id_foreign" foreign key ("dealer_id") references "auto_dealers" ("id") on update cascade on delete cascade;`,
    );
  }
}
