import type { CharityFieldsFragment } from './graphql/CharityFields.generated';
import type { CharityInput } from './graphql/CharityUpdate.generated';
import type { CharityRegistryCheckQuery } from './graphql/CharityRegistryCheck.generated';
import type { CharityVerifyDetailedQuery } from './graphql/CharityVerifyDetailed.generated';

/**
 * The charity form's values (registration page and admin dialog); their rules are @vdp/shared's
 * charityRegistrationFormSchema and charitySchema. The admin dialog labels state and zipCode
 * Province and Postal code (spec 001 §3): the same fields.
 */
export interface CharityFormValues {
  name: string;
  registrationNumber: string;
  address: string;
  city: string;
  state: string;
  zipCode: string;
  phone: string;
  email: string;
  website: string;
  description: string;
  category: string;
}

export interface CharityRegistrationValues extends CharityFormValues {
  termsAccepted: boolean;
}

export const CHARITY_INITIAL_VALUES: CharityFormValues = {
  name: '',
  registrationNumber: '',
  address: '',
  city: '',
  state: '',
  zipCode: '',
  phone: '',
  email: '',
  website: '',
  description: '',
  category: '',
};

export const REGISTRATION_INITIAL_VALUES: CharityRegistrationValues = { ...CHARITY_INITIAL_VALUES, termsAccepted: false };

/** What the api takes: trimmed text, optional fields null when empty, the terms left out. */
export function charityInput(values: CharityFormValues): CharityInput {
  const optional = (value: string) => value.trim() || null;
  return {
    name: values.name.trim(),
    registrationNumber: values.registrationNumber.trim(),
    address: values.address.trim(),
    city: values.city.trim(),
    state: values.state.trim().toUpperCase(),
    zipCode: values.zipCode.trim(),
    phone: optional(values.phone),
    email: values.email.trim(),
    website: optional(values.website),
    description: values.description.trim(),
    category: values.category,
  };
}

/** The admin dialog's values for an existing charity. */
export function valuesFromCharity(charity: CharityFieldsFragment): CharityFormValues {
  return {
    name: charity.name,
    registrationNumber: charity.registrationNumber,
    address: charity.address ?? '',
    city: charity.city ?? '',
    state: charity.state ?? '',
    zipCode: charity.zipCode ?? '',
    phone: charity.phone ?? '',
    email: charity.email ?? '',
    website: charity.website ?? '',
    description: charity.description ?? '',
    category: charity.category ?? '',
  };
}

/** A registry answer as the registration page shows it (the detailed one, or the basic one with no details). */
export type VerificationResult = CharityVerifyDetailedQuery['verifyCharityDetailed']['charity'];

/** A valid registry result pre-fills name, address, city, state and ZIP code (spec 000 §2.9); the rest stays as typed. */
export function prefillFromVerification<T extends CharityFormValues>(values: T, result: VerificationResult): T {
  if (!result.isValid) return values;
  const address = result.details?.address;
  return {
    ...values,
    name: result.name ?? values.name,
    address: address?.streetAddress ?? values.address,
    city: address?.city ?? values.city,
    state: address?.state?.toUpperCase() ?? values.state,
    zipCode: address?.zipCode ?? values.zipCode,
  };
}

type RegistryCheck = CharityRegistryCheckQuery['charityRegistryCheck'];

/** The admin dialog's Verify fills only the fields still empty with the registry's record (spec 001 §3). */
export function fillEmptyFromRegistry(values: CharityFormValues, check: RegistryCheck): CharityFormValues {
  const keep = (typed: string, found: string | null | undefined) => (typed.trim() ? typed : (found ?? typed));
  return {
    ...values,
    name: keep(values.name, check.name),
    address: keep(values.address, check.address),
    city: keep(values.city, check.city),
    state: keep(values.state, check.province?.toUpperCase()),
    zipCode: keep(values.zipCode, check.postalCode),
    website: keep(values.website, check.website),
    description: keep(values.description, check.description),
  };
}
