import { Entity, ManyToOne, Property, type Ref } from '@mikro-orm/core';
import { CreatedEntity } from '../../db/base.entity';
import { User } from '../users/user.entity';

/**
 * uploaded_images: images an editor uploaded from their computer (issue 11 §7), kept in the
 * database so that every api process serves them. The bytes load only when asked for.
 */
@Entity({ tableName: 'uploaded_images' })
export class UploadedImage extends CreatedEntity {
  /** Read from the bytes (image/jpeg, image/png, image/gif, image/webp), never from the name. */
  @Property({ type: 'string', length: 50 })
  contentType!: string;

  @Property({ type: 'blob', lazy: true })
  bytes!: Buffer;

  @Property({ type: 'integer' })
  byteSize!: number;

  @Property({ type: 'integer' })
  width!: number;

  @Property({ type: 'integer' })
  height!: number;

  /** The same file uploaded twice is stored once. */
  @Property({ type: 'string', length: 64, unique: true })
  sha256!: string;

  @ManyToOne(() => User, { ref: true, nullable: true, fieldName: 'created_by', deleteRule: 'set null', index: true })
  createdBy?: Ref<User> | null;
}
