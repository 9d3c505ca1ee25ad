import { apiPaths, PERSISTED_QUERY_NOT_FOUND } from '@portail/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { execute, getOperationAST, GraphQLError, parse, validate, type DocumentNode } from 'graphql';
import * as v from 'valibot';
import { bearerTokenOf } from '../bearer.ts';
import { newsletterRoot, newsletterSchema, type NewsletterContext } from './newsletter-schema.ts';
import type { PersistedQueries } from './persisted-queries.ts';
import { QUERY_LIMITS, queryLimitMessages, queryOverLimits } from './query-limits.ts';

export interface GraphqlRoutesOptions {
  persistedQueries: PersistedQueries;
  /** Builds the context of one request from its bearer token. */
  contextFor(bearerToken: string | undefined): NewsletterContext;
}

const requestSchema = v.object({
  query: v.optional(v.string()),
  operationName: v.optional(v.nullable(v.string())),
  variables: v.optional(v.nullable(v.record(v.string(), v.unknown()))),
  extensions: v.optional(
    v.nullable(
      v.object({
        persistedQuery: v.optional(
          v.object({ version: v.number(), sha256Hash: v.pipe(v.string(), v.hexadecimal()) }),
        ),
      }),
    ),
  ),
});

type GraphqlRequest = v.InferOutput<typeof requestSchema>;

class GraphqlHttpError extends Error {
  readonly status: number;
  readonly extensionCode: string;
  constructor(status: number, message: string, extensionCode: string) {
    super(message);
    this.status = status;
    this.extensionCode = extensionCode;
  }
}

function badRequest(message: string, code = 'BAD_REQUEST'): GraphqlHttpError {
  return new GraphqlHttpError(400, message, code);
}

/** A query over the bounds of query-limits.ts: refused before validation and execution. */
function tooExpensive(message: string): GraphqlHttpError {
  return new GraphqlHttpError(400, message, 'QUERY_TOO_COMPLEX');
}

function parseJsonParam(value: unknown, name: string): unknown {
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'string') throw badRequest(`Le paramètre ${name} est invalide.`);
  try {
    return JSON.parse(value);
  } catch {
    throw badRequest(`Le paramètre ${name} n'est pas un JSON valide.`);
  }
}

function readRequest(input: unknown): GraphqlRequest {
  const result = v.safeParse(requestSchema, input);
  if (!result.success) throw badRequest('La requête GraphQL est mal formée.');
  return result.output;
}

/**
 * Resolves the query text, applying automatic persisted queries: a known hash gives its query; an
 * unknown hash without a query is PersistedQueryNotFound; a hash with a query registers it (after
 * checking that it is the query's SHA-256 and that the query is valid).
 */
function documentFor(
  request: GraphqlRequest,
  persisted: PersistedQueries,
): { document: DocumentNode; register?: () => void } {
  const hashExtension = request.extensions?.persistedQuery;
  if (hashExtension && hashExtension.version !== 1) {
    throw badRequest('Version de requête persistée non prise en charge.', 'PERSISTED_QUERY_NOT_SUPPORTED');
  }
  let query = request.query;
  let register: (() => void) | undefined;
  if (hashExtension && query === undefined) {
    query = persisted.find(hashExtension.sha256Hash);
    if (query === undefined) {
      throw new GraphqlHttpError(200, PERSISTED_QUERY_NOT_FOUND, 'PERSISTED_QUERY_NOT_FOUND');
    }
  } else if (hashExtension && query !== undefined) {
    const text = query;
    register = () => {
      if (!persisted.register(hashExtension.sha256Hash, text)) {
        throw badRequest('provided sha does not match query', 'PERSISTED_QUERY_HASH_MISMATCH');
      }
    };
  }
  if (query === undefined || query.trim() === '') throw badRequest('Aucune requête GraphQL fournie.');
  if (query.length > QUERY_LIMITS.maxLength) throw tooExpensive(queryLimitMessages.tooLong);
  let document: DocumentNode;
  try {
    document = parse(query, { maxTokens: QUERY_LIMITS.maxTokens });
  } catch (error) {
    if (error instanceof GraphQLError && /tokens/i.test(error.message)) {
      throw tooExpensive(queryLimitMessages.tooLong);
    }
    throw error instanceof GraphQLError ? error : badRequest('Requête GraphQL illisible.');
  }
  const overLimits = queryOverLimits(document);
  if (overLimits) throw tooExpensive(overLimits);
  return { document, register };
}

function sendErrors(reply: FastifyReply, status: number, errors: readonly GraphQLError[]) {
  return reply.code(status).send({ errors: errors.map((error) => error.toJSON()) });
}

/** /graphql (GET for queries, POST for queries and mutations), with automatic persisted queries. */
export async function graphqlRoutes(app: FastifyInstance, options: GraphqlRoutesOptions): Promise<void> {
  async function run(
    reply: FastifyReply,
    request: GraphqlRequest,
    method: 'GET' | 'POST',
    bearer: string | undefined,
  ) {
    try {
      const { document, register } = documentFor(request, options.persistedQueries);
      const validationErrors = validate(newsletterSchema, document);
      if (validationErrors.length > 0) return sendErrors(reply, 400, validationErrors);
      const operation = getOperationAST(document, request.operationName ?? undefined);
      if (!operation) throw badRequest("L'opération demandée est introuvable dans la requête.");
      if (method === 'GET' && operation.operation !== 'query') {
        reply.header('allow', 'POST');
        throw new GraphqlHttpError(
          405,
          'Les mutations doivent être envoyées par POST.',
          'METHOD_NOT_ALLOWED',
        );
      }
      register?.();
      const result = await execute({
        schema: newsletterSchema,
        document,
        rootValue: newsletterRoot,
        contextValue: options.contextFor(bearer),
        variableValues: request.variables ?? undefined,
        operationName: request.operationName ?? undefined,
      });
      return reply.code(200).send({
        ...(result.errors ? { errors: result.errors.map((error) => error.toJSON()) } : {}),
        data: result.data ?? null,
      });
    } catch (error) {
      if (error instanceof GraphqlHttpError) {
        return sendErrors(reply, error.status, [
          new GraphQLError(error.message, { extensions: { code: error.extensionCode } }),
        ]);
      }
      if (error instanceof GraphQLError) return sendErrors(reply, 400, [error]);
      throw error;
    }
  }

  app.get(apiPaths.graphql, async (request, reply) => {
    const query = request.query as Record<string, unknown>;
    let parsed: GraphqlRequest;
    try {
      parsed = readRequest({
        query: query['query'],
        operationName: query['operationName'],
        variables: parseJsonParam(query['variables'], 'variables'),
        extensions: parseJsonParam(query['extensions'], 'extensions'),
      });
    } catch (error) {
      if (!(error instanceof GraphqlHttpError)) throw error;
      return sendErrors(reply, error.status, [
        new GraphQLError(error.message, { extensions: { code: error.extensionCode } }),
      ]);
    }
    return run(reply, parsed, 'GET', bearerTokenOf(request));
  });

  app.post(apiPaths.graphql, { bodyLimit: 64 * 1024 }, async (request, reply) => {
    let parsed: GraphqlRequest;
    try {
      parsed = readRequest(request.body);
    } catch (error) {
      if (!(error instanceof GraphqlHttpError)) throw error;
      return sendErrors(reply, error.status, [
        new GraphQLError(error.message, { extensions: { code: error.extensionCode } }),
      ]);
    }
    return run(reply, parsed, 'POST', bearerTokenOf(request));
  });
}
