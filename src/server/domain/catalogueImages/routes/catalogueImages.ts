import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  catalogueImagesCalls,
  imageOptionsSchema,
} from '../../../../shared/contract/catalogueImages';
import { createCatalogueImages } from '../createCatalogueImages';
import type { ServedImage } from '../catalogueImages';
import type { Services } from '../../../services';

/**
 * A page of items asks for dozens of pictures at once: they get their own allowance, as large
 * as the API's reads (edge/limits.ts), so browsing items never spends the reads' budget.
 */
const PICTURE_REQUESTS_PER_MINUTE_FACTOR = 10;

/**
 * Catalogue pictures: /api/images/<file> at their own size and /api/images/<options>/<file>
 * resized. The answers are named by content hash and options, so browsers keep them a year.
 */
export function catalogueImageRoutes(app: FastifyInstance, services: Services) {
  const images = createCatalogueImages(services.config, (failure) =>
    app.log.warn(failure, 'catalogue picture not served'),
  );
  const rateLimit = {
    max: services.config.rateLimitPerMinute * PICTURE_REQUESTS_PER_MINUTE_FACTOR,
    timeWindow: 60_000,
  };
  const send = (reply: FastifyReply, { image, cached }: ServedImage) =>
    reply
      .type(image.contentType)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .header('x-cache', cached ? 'HIT' : 'MISS')
      .send(image.body);

  const { catalogueImage, resizedCatalogueImage } = catalogueImagesCalls;
  app.get(catalogueImage.path, { config: { rateLimit } }, async (request, reply) => {
    const { file } = catalogueImage.params.parse(request.params ?? {});
    return send(reply, await images.picture(file, imageOptionsSchema.parse({})));
  });
  app.get(resizedCatalogueImage.path, { config: { rateLimit } }, async (request, reply) => {
    const { options, file } = resizedCatalogueImage.params.parse(request.params ?? {});
    return send(reply, await images.picture(file, options));
  });
}
