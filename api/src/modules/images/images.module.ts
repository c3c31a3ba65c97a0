import { defineModule, type Core } from '../../core/module';
import { ImageSearchService } from './image-search.service';
import { ImageUploadService } from './image-upload.service';
import { ImageResolver } from './image.resolver';
import { imageRoutes } from './image.rest';
import { PexelsClient, PixabayClient } from './stock-image-sources';
import { UploadedImage } from './uploaded-image.entity';

/** The post editor's images (issue 11 §7): stock-image search through the api, and uploads. */
export const imagesModule = defineModule({
  name: 'images',
  entities: [UploadedImage],
  resolvers: [ImageResolver],
  routes: imageRoutes,
  web: ({ orm, uploads }) => ({
    stored: [{ path: '/uploads/:file', read: ({ file }) => uploads.read(orm.em.fork(), file ?? '') }],
  }),
  create: ({ orm, env, settings }: Core) => ({
    orm,
    imageSearch: new ImageSearchService(
      { pixabay: new PixabayClient(env.pixabayBaseUrl), pexels: new PexelsClient(env.pexelsBaseUrl) },
      { pixabay: env.pixabayApiKey, pexels: env.pexelsApiKey },
      settings,
    ),
    uploads: new ImageUploadService(),
  }),
});
