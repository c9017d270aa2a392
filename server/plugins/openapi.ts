import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { siteConfig } from '../../domain/site-config';

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];

/** Only the JSON API is documented: pre-rendered pages, assets and old addresses are not part of it. */
const apiOnly = (document: TransformInput) =>
  document.url.startsWith('/api/') ? jsonSchemaTransform(document) : { schema: { hide: true }, url: document.url };

/**
 * Collects every route's zod schemas into one OpenAPI 3 document (`app.swagger()`).
 * Registered before the modules: it learns the routes as they are added.
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: `API ${siteConfig.name}`,
        description: 'Formulaires publics, mesure d’audience et back-office. Toute route /api/admin/* demande une session ou un jeton X-API-KEY.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: 'admin_session' },
          apiKey: { type: 'apiKey', in: 'header', name: 'X-API-KEY' },
        },
      },
    },
    transform: apiOnly,
  });
}
