import { object, type InferType } from 'yup';
import {
  IMAGE_PAGE_SIZE,
  IMAGE_PAGE_SIZE_MAX,
  IMAGE_PAGES_MAX,
  IMAGE_QUERY_MAX,
  IMAGE_SOURCES,
} from '../content/images.constants';
import { oneOfOrDefault, requiredText, wholeNumber } from './rules';

// Yup schemas are immutable: each rule serves both doors' objects.
const query = requiredText('content.images.queryRequired', { max: IMAGE_QUERY_MAX, id: 'content.images.queryTooLong' });
const source = oneOfOrDefault(IMAGE_SOURCES, 'content.images.sourceInvalid', 'pixabay');
const pageSize = wholeNumber({ min: 3, max: IMAGE_PAGE_SIZE_MAX }, 'content.images.perPageInvalid', IMAGE_PAGE_SIZE);
const page = wholeNumber({ min: 1, max: IMAGE_PAGES_MAX }, 'content.images.pageInvalid', 1);

/** A stock-image search (spec 001 §5 "Image search needs a non-blank query"): imageSearch's arguments. */
export const imageSearchSchema = object({ query, source, perPage: pageSize, page });
export type ImageSearchInput = InferType<typeof imageSearchSchema>;

/** The same search as GET /api/images/search's query string (spec 001 §7), where the page size is `per_page`. */
export const imageSearchQuerySchema = object({ query, source, per_page: pageSize, page });
