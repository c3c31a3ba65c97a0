import { defineModule } from '../../core/module';
import { CustomForm } from './custom-form.entity';
import { FormSubmission } from './form-submission.entity';

/** Custom forms' tables (spec 001 §3 custom_forms, form_submissions); the builder comes with its issue. */
export const formsModule = defineModule({
  name: 'forms',
  entities: [CustomForm, FormSubmission],
  resolvers: [],
  create: () => ({}),
});
