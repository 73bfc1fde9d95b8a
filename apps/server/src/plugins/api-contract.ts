import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fastJson from 'fast-json-stringify';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * The serializer a route with this response schema uses: for answers serialized once and kept
 * (speed/read-cache.ts), so a kept answer has exactly the bytes the route would send.
 */
export function jsonSerializer<T>(schema: z.core.$ZodType<T>): (data: T) => string {
  return fastJson(
    z.toJSONSchema(schema, { target: 'draft-7', io: 'output', unrepresentable: 'any' }) as object,
  );
}

/**
 * Routes declare params, query, body and response with the shared zod schemas. The same
 * schemas validate requests (zod, with the contract's own messages), serialise responses
 * (compiled to JSON Schema once, then fast-json-stringify: faster than JSON.stringify, and
 * nothing outside the schema leaves) and document the API at /api/docs and /api/openapi.json.
 */
export async function registerApiContract(app: FastifyInstance): Promise<void> {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(({ schema }) => {
    if (!(schema instanceof z.core.$ZodType)) return (data) => JSON.stringify(data);
    return jsonSerializer(schema);
  });
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Solace API',
        version: '1',
        description:
          'Counselling and therapy: accounts, the therapist catalogue, availability, bookings and notifications. ' +
          'Send `Authorization: Bearer <token>` from a login. Every error is `{ error, message, code }`, with `fields` on 400.',
      },
      servers: [{ url: '/' }],
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: false });
  app.get('/api/openapi.json', { schema: { hide: true } }, () => app.swagger());
}
