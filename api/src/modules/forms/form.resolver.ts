import { GraphQLJSON } from 'graphql-scalars';
import { Arg, Args, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { formActiveSchema, formListSchema } from '@vdp/shared/validation/form.schema';
import { pageArgsSchema } from '@vdp/shared/validation/page.schema';
import type { Connection } from '../../core/keyset';
import type { RequestContext } from '../../core/request-context';
import { parseInput } from '../../core/validation';
import { PageArgsInput } from '../../graphql/connection';
import type { FormSubmissionService } from './form-submission.service';
import { formIdOf, parseFormInput } from './form-input';
import { FormInput } from './form.inputs';
import type { CustomFormView, FormSubmissionReceipt, FormSubmissionView, PublicFormView } from './form.presenter';
import type { FormService } from './form.service';
import {
  CustomFormConnectionView,
  CustomFormType,
  FormSubmissionConnectionView,
  FormSubmissionReceiptType,
  PublicFormType,
} from './form.types';
import type { SubmissionReads } from './submission-reads';

/** Custom forms' GraphQL door: the twins of the REST routes (form.rest.ts). */
@Resolver()
export class FormResolver {
  constructor(
    private readonly services: { forms: FormService; submissions: FormSubmissionService; submissionReads: SubmissionReads },
  ) {}

  @Authorized('forms.manage')
  @Query(() => CustomFormConnectionView, {
    description: 'Forms, newest first, with their submission counts, 20 a page unless `first` or `last` says; as GET /api/forms.',
  })
  forms(
    @Ctx() ctx: RequestContext,
    @Args(() => PageArgsInput) page: PageArgsInput,
    @Arg('search', () => String, { nullable: true, description: 'Words found in the name or the slug.' }) search: string | null,
  ): Promise<Connection<CustomFormView>> {
    return this.services.forms.list(ctx.em, parseInput(formListSchema, { search }).search, parseInput(pageArgsSchema, page));
  }

  @Authorized('forms.manage')
  @Query(() => CustomFormType, { description: 'As GET /api/forms/{id}.' })
  form(@Arg('id', () => ID, { description: 'The form’s id.' }) id: string, @Ctx() ctx: RequestContext): Promise<CustomFormView> {
    return this.services.forms.get(ctx.em, formIdOf(id));
  }

  @Authorized('forms.manage')
  @Query(() => FormSubmissionConnectionView, {
    description:
      'A form’s submissions, newest first, 25 a page unless `first` or `last` says; as GET /api/forms/{id}/submissions.',
  })
  formSubmissions(
    @Ctx() ctx: RequestContext,
    @Args(() => PageArgsInput) page: PageArgsInput,
    @Arg('formId', () => ID, { description: 'The form; NOT_FOUND when there is none.' }) formId: string,
  ): Promise<Connection<FormSubmissionView>> {
    return this.services.submissionReads.page(ctx.em, formIdOf(formId), parseInput(pageArgsSchema, page));
  }

  @Authorized('forms.read')
  @Query(() => PublicFormType, { description: 'The form of /forms/{slug}; NOT_FOUND for an unknown slug.' })
  publicForm(
    @Arg('slug', () => String, { description: 'The form’s slug, as in /forms/{slug}.' }) slug: string,
    @Ctx() ctx: RequestContext,
  ): Promise<PublicFormView> {
    return this.services.forms.publicForm(ctx.em, slug);
  }

  @Authorized('forms.manage')
  @Mutation(() => CustomFormType, { description: 'As POST /api/forms.' })
  createForm(
    @Arg('input', () => FormInput, { description: 'The whole form, checked by formSchema.' }) input: FormInput,
    @Ctx() ctx: RequestContext,
  ): Promise<CustomFormView> {
    return this.services.forms.create(ctx.em, parseFormInput(input), ctx.user!);
  }

  @Authorized('forms.manage')
  @Mutation(() => CustomFormType, { description: 'The whole form; as PATCH /api/forms/{id}.' })
  updateForm(
    @Arg('id', () => ID, { description: 'The form’s id.' }) id: string,
    @Arg('input', () => FormInput, { description: 'The whole form (all is replaced), checked by formSchema.' }) input: FormInput,
    @Ctx() ctx: RequestContext,
  ): Promise<CustomFormView> {
    return this.services.forms.update(ctx.em, formIdOf(id), parseFormInput(input), ctx.user!);
  }

  @Authorized('forms.manage')
  @Mutation(() => CustomFormType, { description: 'Enable (Active) or disable (Draft); as PATCH /api/forms/{id} { isActive }.' })
  setFormActive(
    @Arg('id', () => ID, { description: 'The form’s id.' }) id: string,
    @Arg('isActive', () => Boolean, { description: 'true takes submissions; false refuses them (FORM_UNAVAILABLE).' })
    isActive: boolean,
    @Ctx() ctx: RequestContext,
  ): Promise<CustomFormView> {
    return this.services.forms.setActive(ctx.em, formIdOf(id), parseInput(formActiveSchema, { isActive }).isActive, ctx.user!);
  }

  @Authorized('forms.manage')
  @Mutation(() => Boolean, { description: 'The form and its submissions; as DELETE /api/forms/{id}.' })
  deleteForm(@Arg('id', () => ID, { description: 'The form’s id.' }) id: string, @Ctx() ctx: RequestContext): Promise<boolean> {
    return this.services.forms.delete(ctx.em, formIdOf(id), ctx.user!);
  }

  @Authorized('forms.submit')
  @Mutation(() => FormSubmissionReceiptType, {
    description: 'answers: field id -> value (may hold the honeypot); as POST /api/forms/{id}/submit.',
  })
  submitForm(
    @Arg('formId', () => ID, { description: 'An active form’s id (PublicForm.id).' }) formId: string,
    @Arg('answers', () => GraphQLJSON, {
      description:
        'Field id -> answer: text (a date as YYYY-MM-DD, a select’s one of its options) or true/false for a checkbox; a filled website_url (the honeypot) is refused.',
    })
    answers: unknown,
    @Ctx() ctx: RequestContext,
  ): Promise<FormSubmissionReceipt> {
    return this.services.submissions.submit(formIdOf(formId), answers, {
      ip: ctx.clientKey,
      userAgent: ctx.userAgent,
    });
  }
}
