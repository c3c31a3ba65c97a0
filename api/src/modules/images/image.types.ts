import { Field, ID, Int, ObjectType } from 'type-graphql';
import type { ImageSource } from '@vdp/shared/content/images.constants';
import type { ImageSourceStatus } from './image-search.service';
import type { StockImage, StockImagePage } from './stock-image-sources';

@ObjectType('StockImage', { description: 'A stock-image search result (spec 001 §3 image search result).' })
export class StockImageType implements StockImage {
  @Field(() => ID) id!: string;
  @Field(() => String, { description: 'The image to use (about 1280 px wide).' }) url!: string;
  @Field(() => String, { description: 'A small version for the result grid.' }) preview!: string;
  @Field(() => String) tags!: string;
  @Field(() => String, { description: 'Who made it.' }) user!: string;
  @Field(() => String, { description: "The image's page on its source." }) pageUrl!: string;
  @Field(() => String, { description: 'pixabay or pexels.' }) source!: ImageSource;
}

@ObjectType('StockImagePage', { description: 'A page of stock-image results; as GET /api/images/search.' })
export class StockImagePageType implements StockImagePage {
  @Field(() => Int) total!: number;
  @Field(() => [StockImageType]) images!: StockImageType[];
}

@ObjectType('ImageSourceStatus', { description: 'Whether a stock-image source has its API key here.' })
export class ImageSourceStatusType implements ImageSourceStatus {
  @Field(() => String) source!: ImageSource;
  @Field(() => Boolean) configured!: boolean;
}
