import { Migration } from '@mikro-orm/migrations';

/** Images uploaded in the post editor (issue 11 §7), served by every api process from here. */
export class Migration20261124140000_uploaded_images extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "uploaded_images" ("id" serial primary key, "created_at" timestamptz not null default now(), "content_type" varchar(50) not null, "bytes" bytea not null, "byte_size" int not null, "width" int not null, "height" int not null, "sha256" varchar(64) not null, "created_by" int null);`,
    );
    this.addSql(`alter table "uploaded_images" add constraint "uploaded_images_sha256_unique" unique ("sha256");`);
    this.addSql(`create index "uploaded_images_created_by_index" on "uploaded_images" ("created_by");`);
    this.addSql(
      `alter table "uploaded_images" add constraint "uploaded_images_created_by_foreign" foreign key ("created_by") references "users" ("id") on update cascade on delete set null;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "uploaded_images" cascade;`);
  }
}
