import type { EntityManager } from '@mikro-orm/postgresql';
import type { FormField } from '@vdp/shared/forms/form.constants';
import { CustomForm } from '../../modules/forms/custom-form.entity';
import { User } from '../../modules/users/user.entity';

/**
 * One sample form, "Volunteer sign-up", with a field of each type and a condition (the licence
 * class shows once the licence box is ticked); labels in English and French, since a form's labels
 * are what its builder typed, in one text for both languages of the site.
 */
const VOLUNTEER_FIELDS: FormField[] = [
  { id: 'fname', type: 'text', label: 'Full name / Nom complet', placeholder: 'Marie Tremblay', required: true },
  { id: 'femail', type: 'email', label: 'E-mail / Courriel', placeholder: 'marie@example.ca', required: true },
  { id: 'fphone', type: 'phone', label: 'Phone / Téléphone', placeholder: '514 555 0199', required: false },
  {
    id: 'fwhen',
    type: 'select',
    label: 'Availability / Disponibilité',
    required: true,
    options: ['Weekdays / En semaine', 'Weekends / Fins de semaine', 'Both / Les deux'],
  },
  { id: 'fstart', type: 'date', label: 'Available from / Disponible à partir du', required: false },
  { id: 'flicence', type: 'checkbox', label: "I can drive (driver's licence) / Je peux conduire (permis)", required: false },
  {
    id: 'fclass',
    type: 'text',
    label: 'Licence class / Classe de permis',
    placeholder: '5',
    required: true,
    showWhen: { fieldId: 'flicence', equals: 'true' },
  },
  { id: 'fnotes', type: 'textarea', label: 'Anything else? / Autre chose ?', required: false },
];

/** Demo mode only, and only while there is no form. */
export async function seedDemoForms(em: EntityManager): Promise<void> {
  if ((await em.count(CustomForm)) > 0) return;
  const admin = await em.findOne(User, { username: 'admin' });
  em.create(CustomForm, {
    name: 'Volunteer sign-up / Inscription des bénévoles',
    slug: 'volunteer-sign-up',
    description:
      'Demo form: help us pick up and deliver donated vehicles. / Formulaire de démonstration : aidez-nous à ramasser et livrer les véhicules donnés.',
    fields: VOLUNTEER_FIELDS,
    settings: { notifyEmail: null },
    createdBy: admin,
  });
  await em.flush();
}
