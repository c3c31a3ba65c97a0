import { object, type InferType } from 'yup';
import {
  IMAGE_PAGE_SIZE,
  IMAGE_PAGE_SIZE_MAX,
  IMAGE_PAGES_MAX,
  IMAGE_QUERY_MAX,
  IMAGE_SOURCES,
} from '../content/images.constants';
import { oneOfOrDefault, requiredText, wholeNumber } from './rules';

/** A stock-image search (spec 001 §5 "Image search needs a non-blank query", §7 GET /api/images/search). */
export const imageSearchSchema = object({
  query: requiredText('content.images.queryRequired', { max: IMAGE_QUERY_MAX, id: 'content.images.queryTooLong' }),
  source: oneOfOrDefault(IMAGE_SOURCES, 'content.images.sourceInvalid', 'pixabay'),
  perPage: wholeNumber({ min: 3, max: IMAGE_PAGE_SIZE_MAX }, 'content.images.perPageInvalid', IMAGE_PAGE_SIZE),
  page: wholeNumber({ min: 1, max: IMAGE_PAGES_MAX }, 'content.images.pageInvalid', 1),
});
export type ImageSearchInput = InferType<typeof imageSearchSchema>;
