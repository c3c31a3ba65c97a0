import { Migration } from '@mikro-orm/migrations';

/**
 * Custom forms (issue 12): a form's submissions are read newest first (the admin list), oldest
 * first from a position (the CSV export, in batches) and counted (the admin list, index-only);
 * one index on (form_id, created_at, id) serves all three and replaces the one on form_id alone.
 */
export class Migration20261125090000_form_submissions_by_form extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create index "form_submissions_form_id_created_at_id_index" on "form_submissions" ("form_id", "created_at", "id");`,
    );
    this.addSql(`drop index if exists "form_submissions_form_id_index";`);
  }

  override async down(): Promise<void> {
    this.addSql(`create index "form_submissions_form_id_index" on "form_submissions" ("form_id");`);
    this.addSql(`drop index if exists "form_submissions_form_id_created_at_id_index";`);
  }
}
