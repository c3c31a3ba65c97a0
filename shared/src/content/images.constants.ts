/** The featured-image chooser's rules (spec 001 §2 Featured-image dialog, §3 image search result, §9; issue 11 §7). */

/** The two free stock-image sources, searched through the api (keys stay on the server). */
export const IMAGE_SOURCES = ['pixabay', 'pexels'] as const;
export type ImageSource = (typeof IMAGE_SOURCES)[number];
/** Their names as the dialog and the api's messages write them. */
export const IMAGE_SOURCE_NAMES: Record<ImageSource, string> = { pixabay: 'Pixabay', pexels: 'Pexels' };

/** Results a page of the dialog shows (spec 001 §9). */
export const IMAGE_PAGE_SIZE = 24;
/** What a caller may ask for at most in one page (both sources allow 80 or more). */
export const IMAGE_PAGE_SIZE_MAX = 80;
export const IMAGE_QUERY_MAX = 100;
/** How deep a search may page (both sources stop around there). */
export const IMAGE_PAGES_MAX = 100;

/** The dialog's quick-search chips (spec 001 §2). */
export const IMAGE_QUICK_SEARCHES = ['car donation', 'charity', 'vehicle', 'helping hands', 'community'] as const;

/** Uploads from the editor's computer (issue 11 §7, beyond the spec): types read from the bytes, not the name. */
export const UPLOAD_IMAGE_TYPES = {
  jpg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
} as const;
export type UploadImageType = keyof typeof UPLOAD_IMAGE_TYPES;
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
/** Wider or taller than this is refused: such files are decompression bombs more often than photos. */
export const UPLOAD_MAX_PIXELS_SIDE = 10_000;
/** Where uploaded images are served from (the sanitiser allows these addresses in content too). */
export const UPLOADS_PATH = '/uploads/';
