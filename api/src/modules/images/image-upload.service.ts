import { createHash } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { imageSize } from 'image-size';
import { LRUCache } from 'lru-cache';
import {
  UPLOAD_IMAGE_TYPES,
  UPLOAD_MAX_PIXELS_SIDE,
  UPLOADS_PATH,
  type UploadImageType,
} from '@vdp/shared/content/images.constants';
import { badInput } from '../../core/errors';
import { englishText } from '../../core/validation';
import { UploadedImage } from './uploaded-image.entity';

export interface UploadedImageView {
  /** Where the image is served: /uploads/{id}.{extension}. */
  url: string;
  contentType: string;
  width: number;
  height: number;
  byteSize: number;
}

export interface StoredImage {
  contentType: string;
  bytes: Buffer;
}

/** Served images kept in memory, sized by their bytes. */
const SERVED_CACHE_BYTES = 64 * 1024 * 1024;

const EXTENSIONS: Record<string, UploadImageType> = Object.fromEntries(
  Object.entries(UPLOAD_IMAGE_TYPES).map(([extension, type]) => [type, extension as UploadImageType]),
);

const urlOf = (image: Pick<UploadedImage, 'id' | 'contentType'>) =>
  `${UPLOADS_PATH}${image.id}.${EXTENSIONS[image.contentType] ?? 'img'}`;

/** What the bytes are, or null when they are not an image of an allowed type. */
function sniff(bytes: Buffer): { type: UploadImageType; width: number; height: number } | null {
  try {
    const found = imageSize(bytes);
    if (!(found.type && found.type in UPLOAD_IMAGE_TYPES) || !found.width || !found.height) return null;
    return { type: found.type as UploadImageType, width: found.width, height: found.height };
  } catch {
    return null;
  }
}

/**
 * Uploads from the editor's computer (issue 11 §7): the type is read from the bytes (image-size
 * parses the header of each format), never from the name or the request's content type; stored
 * once per content (sha256) in the database, so every api process serves it.
 */
export class ImageUploadService {
  private readonly served = new LRUCache<number, StoredImage>({
    maxSize: SERVED_CACHE_BYTES,
    sizeCalculation: (image) => image.bytes.length || 1,
  });

  async upload(em: EntityManager, bytes: Buffer, userId: number | undefined): Promise<UploadedImageView> {
    const found = sniff(bytes);
    if (!found) throw badInput([{ field: 'file', message: englishText({ id: 'content.images.uploadType' }) }]);
    if (found.width > UPLOAD_MAX_PIXELS_SIDE || found.height > UPLOAD_MAX_PIXELS_SIDE)
      throw badInput([
        { field: 'file', message: englishText({ id: 'content.images.uploadTooWide', values: { max: UPLOAD_MAX_PIXELS_SIDE } }) },
      ]);
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    const contentType = UPLOAD_IMAGE_TYPES[found.type];
    // one statement: a second upload of the same file answers the stored one
    const [row] = await em.getConnection().execute<Array<{ id: number }>>(
      `insert into uploaded_images (content_type, bytes, byte_size, width, height, sha256, created_by)
       values (?, ?, ?, ?, ?, ?, ?)
       on conflict (sha256) do update set sha256 = excluded.sha256
       returning id`,
      [contentType, bytes, bytes.length, found.width, found.height, sha256, userId ?? null],
    );
    return {
      url: urlOf({ id: row!.id, contentType }),
      contentType,
      width: found.width,
      height: found.height,
      byteSize: bytes.length,
    };
  }

  /** An uploaded image by its served name ("12.png"), or null when there is none of that name. */
  async read(em: EntityManager, fileName: string): Promise<StoredImage | null> {
    const match = /^([1-9][0-9]{0,9})\.([a-z]+)$/.exec(fileName);
    if (!match) return null;
    const id = Number(match[1]);
    let image = this.served.get(id);
    if (!image) {
      const row = await em.findOne(UploadedImage, { id }, { fields: ['contentType', 'bytes'] });
      if (!row) return null;
      image = { contentType: row.contentType, bytes: row.bytes };
      this.served.set(id, image);
    }
    return EXTENSIONS[image.contentType] === match[2] ? image : null;
  }
}
