import type { FastifyInstance } from 'fastify';
import { catalogueCalls } from '../../../../shared/contract/catalogue';
import type { Services } from '../../../services';
import { route } from '../../../http/route';

export function catalogueRoutes(app: FastifyInstance, services: Services) {
  route(app, services, catalogueCalls.listCatalogueItems, ({ query }) =>
    services.catalogue.search(query),
  );
}
