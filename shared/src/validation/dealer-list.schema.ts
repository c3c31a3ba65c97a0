import { object, type InferType } from 'yup';
import { DEALER_SEARCH_MAX, VERIFICATION_STATUSES } from '../dealers/dealer.constants';
import { optionalOneOf, optionalText } from './rules';

/**
 * The admin's dealer list filters: GET /api/dealers?search=&status= and dealers(search, status).
 * The search looks in the business name, the dealer licence and the contact name; the page is
 * read apart (page.schema.ts), the REST query adding it with `pagedQuery`.
 */
export const dealerListSchema = object({
  search: optionalText(DEALER_SEARCH_MAX, 'dealers.list.search.invalid'),
  status: optionalOneOf(VERIFICATION_STATUSES, 'dealers.list.status.invalid'),
});
export type DealerListFilter = InferType<typeof dealerListSchema>;
