import { FORM_LIMITS } from '@vdp/shared/forms/form.constants';
import { formActiveSchema, formAnswersSchema, formListSchema, formSchema } from '@vdp/shared/validation/form.schema';
import { parseInput } from '../../core/validation';
import { endpoint } from '../../rest/endpoint';
import { arrayPage, pagedQuery, parsePagedQuery, REST_CURSOR_FIELDS, objectPage } from '../../rest/paging';
import { RestRoutes } from '../../rest/rest-routes';
import type { FormSubmissionService } from './form-submission.service';
import { formIdOf, parseFormInput } from './form-input';
import type { FormService } from './form.service';
import type { SubmissionReads } from './submission-reads';

/** `{ isActive }` and nothing else: PATCH enables or disables rather than replacing the form. */
const isActiveAlone = (body: unknown): boolean =>
  body !== null && typeof body === 'object' && Object.keys(body).length === 1 && 'isActive' in body;

const FORMS_QUERY = pagedQuery(formListSchema);
const SUBMISSIONS_QUERY = pagedQuery();

/** Custom forms' REST door (spec 000 §7.2, spec 001 §7 forms rows): the same services as GraphQL. */
export function formRoutes(services: {
  forms: FormService;
  submissions: FormSubmissionService;
  submissionReads: SubmissionReads;
}): RestRoutes {
  const { forms, submissions, submissionReads } = services;
  return new RestRoutes()
    .get(
      '/forms',
      endpoint(
        'forms.manage',
        async (ctx, req, res) => {
          const { filters, page } = parsePagedQuery(req, FORMS_QUERY);
          const list = await forms.list(ctx.em, filters.search, page, REST_CURSOR_FIELDS);
          return arrayPage(req, res, list);
        },
        {
          query: FORMS_QUERY,
          summary:
            'Forms, newest first, with their submission counts, 20 a page: search, limit (1-100), cursor or before; an array, the next page in the Link and X-Next-Cursor headers, the count in X-Total-Count',
        },
      ),
    )
    .post(
      '/forms',
      endpoint(
        'forms.manage',
        async (ctx, req, res) => {
          res.status(201).json(await forms.create(ctx.em, parseFormInput(req.body), ctx.user!));
        },
        { input: formSchema, answer: { status: 201 }, summary: 'Creates a form' },
      ),
    )
    .get(
      '/forms/slug/:slug',
      endpoint('forms.read', (ctx, req) => forms.publicForm(ctx.em, req.params.slug!), {
        summary: 'An active form by its slug, to fill in',
      }),
    )
    .get(
      '/forms/:id',
      endpoint('forms.manage', (ctx, req) => forms.get(ctx.em, formIdOf(req.params.id)), { summary: 'A form with its fields' }),
    )
    .patch(
      '/forms/:id',
      endpoint(
        'forms.manage',
        (ctx, req) =>
          isActiveAlone(req.body)
            ? forms.setActive(ctx.em, formIdOf(req.params.id), parseInput(formActiveSchema, req.body).isActive, ctx.user!)
            : forms.update(ctx.em, formIdOf(req.params.id), parseFormInput(req.body), ctx.user!),
        // documented as the whole form: `{ isActive }` alone is the one other body it takes
        { input: formSchema, summary: 'Changes a form and its fields, or with `isActive` alone whether it is active' },
      ),
    )
    .delete(
      '/forms/:id',
      endpoint(
        'forms.manage',
        async (ctx, req, res) => {
          await forms.delete(ctx.em, formIdOf(req.params.id), ctx.user!);
          res.status(204).send('');
        },
        { answer: { status: 204 }, summary: 'Deletes a form with its submissions' },
      ),
    )
    .post(
      '/forms/:id/submit',
      endpoint(
        'forms.submit',
        async (ctx, req, res) => {
          const receipt = await submissions.submit(formIdOf(req.params.id), req.body, {
            ip: ctx.clientKey,
            userAgent: req.get('user-agent'),
          });
          res.status(201).json(receipt);
        },
        {
          body: { kind: 'json', maxBytes: FORM_LIMITS.submissionBytes },
          input: formAnswersSchema,
          answer: { status: 201 },
          summary: 'Submits answers to an active form (field id -> value)',
        },
      ),
    )
    .get(
      '/forms/:id/submissions',
      endpoint(
        'forms.manage',
        async (ctx, req, res) => {
          const { page } = parsePagedQuery(req, SUBMISSIONS_QUERY);
          const list = await submissionReads.page(ctx.em, formIdOf(req.params.id), page, REST_CURSOR_FIELDS);
          return objectPage(req, res, list, (nodes, nextCursor) => ({
            submissions: nodes,
            total: list.totalCount ?? 0,
            nextCursor,
          }));
        },
        {
          query: SUBMISSIONS_QUERY,
          summary:
            'Submissions of a form, newest first, 25 a page: limit (1-100), cursor or before, not page; answers { submissions, total, nextCursor } and Link headers',
        },
      ),
    )
    .get(
      '/forms/:id/submissions.csv',
      endpoint(
        'forms.manage',
        async (ctx, req, res) => {
          const { fileName, content } = await submissionReads.csv(ctx.em, formIdOf(req.params.id));
          await res
            .status(200)
            .setHeader('Content-Type', 'text/csv; charset=utf-8')
            .setHeader('Content-Disposition', `attachment; filename="${fileName}"`)
            .setHeader('Cache-Control', 'no-store')
            .stream(content);
        },
        { summary: 'Every submission of a form as CSV', answer: { mediaType: 'text/csv', schema: { type: 'string' } } },
      ),
    );
}
