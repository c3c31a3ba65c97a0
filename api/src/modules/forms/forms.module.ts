import { defineModule } from '../../core/module';
import type { Core } from '../../core/module';
import { CustomForm } from './custom-form.entity';
import { FormSubmissionService } from './form-submission.service';
import { FormSubmission } from './form-submission.entity';
import { FormResolver } from './form.resolver';
import { formRoutes } from './form.rest';
import { FormService } from './form.service';
import { SubmissionForms } from './submission-forms';
import { SubmissionReads } from './submission-reads';
import { SubmissionWriter } from './submission-writer';

/** Told to a client past its limit (429, with Retry-After). */
export const SUBMISSIONS_RATE_LIMITED = 'Too many submissions to this form from your address. Please try again in a minute.';

/** Custom forms (issue 12): the builder's forms, their public page, submissions, their export and e-mail. */
export const formsModule = defineModule({
  name: 'forms',
  entities: [CustomForm, FormSubmission],
  resolvers: [FormResolver],
  routes: formRoutes,
  create: ({ orm, env, mailer, rateLimits, transactions, audit }: Core) => {
    const submissionForms = new SubmissionForms(orm);
    const limit = rateLimits.fixedWindow({
      name: 'form-submissions',
      points: env.formSubmissionsPerMinute,
      windowMs: 60_000,
      message: SUBMISSIONS_RATE_LIMITED,
    });
    return {
      forms: new FormService(submissionForms, transactions, audit),
      submissions: new FormSubmissionService({
        forms: submissionForms,
        writer: new SubmissionWriter(orm),
        limit,
        mailer,
        publicUrl: env.publicUrl,
      }),
      submissionReads: new SubmissionReads(),
    };
  },
  stop: ({ submissions }) => submissions.settled(),
});
