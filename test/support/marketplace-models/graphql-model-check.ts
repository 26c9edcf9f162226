// Holds the Shopify simulator to the Admin GraphQL schema: a document the schema refuses (unknown field, wrong variable
// type) is refused as Shopify does, and each answer's data is replayed through the schema so a missing non-null field,
// an unknown enum value or a wrong scalar becomes a problem.
import {
  buildSchema,
  execute,
  Kind,
  parse,
  validate,
  type DocumentNode,
  type GraphQLFieldResolver,
  type GraphQLSchema,
  type GraphQLTypeResolver,
  type OperationDefinitionNode,
} from 'graphql';
import { getVariableValues } from 'graphql/execution/values';
import type { SimulatorRequest } from '../../../infra/src/marketplaces/simulators/json-http-server';
import { readModelText } from './model-folder';
import { withChangelog } from './shopify-changelog';
import type { ModelCheck } from './rest-model-check';

export const SHOPIFY_MODEL_FILE = 'shopify/admin-2025-10.graphql';

let schema: GraphQLSchema | undefined;
/** Admin GraphQL 2025-10 with the changelog entries since then that touch our operations. */
export const shopifySchema = (): GraphQLSchema =>
  (schema ??= buildSchema(withChangelog(readModelText(SHOPIFY_MODEL_FILE)), { assumeValidSDL: true }));

interface GraphqlRequest {
  document: DocumentNode;
  operation: OperationDefinitionNode;
  variables: Record<string, unknown>;
}

/** What the schema finds wrong with a query and its variables; the parsed request when it conforms. */
export function graphqlRequestProblems(body: string): { problems: string[]; request: GraphqlRequest | null } {
  let sent: { query?: string; variables?: Record<string, unknown> };
  try {
    sent = JSON.parse(body) as typeof sent;
  } catch {
    return { problems: ['the body is not JSON'], request: null };
  }
  let document: DocumentNode;
  try {
    document = parse(sent.query ?? '');
  } catch (error) {
    return { problems: [(error as Error).message], request: null };
  }
  const invalid = validate(shopifySchema(), document).map((error) => error.message);
  if (invalid.length > 0) return { problems: invalid, request: null };
  const operation = document.definitions.find((node): node is OperationDefinitionNode => node.kind === 'OperationDefinition')!;
  const variables = sent.variables ?? {};
  const coerced = getVariableValues(shopifySchema(), operation.variableDefinitions ?? [], variables);
  if (coerced.errors) return { problems: coerced.errors.map((error) => error.message), request: null };
  return { problems: [], request: { document, operation, variables } };
}

const fromAnswer: GraphQLFieldResolver<Record<string, unknown>, unknown> = (source, _args, _context, info) =>
  source[info.path.key as string];

/** An abstract field's type: its __typename, else the one type the query's inline fragments name (as Shopify omits it). */
const typeNamed: GraphQLTypeResolver<Record<string, unknown>, unknown> = (value, _context, info, abstract) => {
  if (typeof value.__typename === 'string') return value.__typename;
  const named = info.fieldNodes
    .flatMap((node) => node.selectionSet?.selections ?? [])
    .flatMap((selection) =>
      selection.kind === Kind.INLINE_FRAGMENT && selection.typeCondition ? [selection.typeCondition.name.value] : [],
    );
  return named.length === 1 ? named[0] : `(no __typename for ${abstract.name})`;
};

/** Replays an answer's data through the schema: what does not fit the query's types is a problem. */
export function graphqlAnswerProblems(request: GraphqlRequest, answer: string): string[] {
  const body = JSON.parse(answer) as { data?: Record<string, unknown>; errors?: { message?: unknown }[] };
  if (body.errors) return body.errors.every((error) => typeof error.message === 'string') ? [] : ['errors without a message'];
  if (!body.data) return ['an answer with neither data nor errors'];
  const replay = execute({
    schema: shopifySchema(),
    document: request.document,
    variableValues: request.variables,
    rootValue: body.data,
    fieldResolver: fromAnswer,
    typeResolver: typeNamed,
  }) as { errors?: readonly { message: string; path?: readonly (string | number)[] }[] };
  return (replay.errors ?? []).map((error) => `${error.path?.join('.') ?? ''}: ${error.message}`);
}

export function shopifyModelCheck(): ModelCheck {
  const parsed = new WeakMap<SimulatorRequest, GraphqlRequest>();
  const problems: string[] = [];
  const held = new Set<string>();
  const undescribed = new Set<string>();
  const nameOf = (request: GraphqlRequest) => request.operation.name?.value ?? '(anonymous)';
  return {
    problems,
    held,
    undescribed,
    refusals(request) {
      if (request.method !== 'POST' || !request.path.endsWith('/graphql.json')) return [];
      const { problems: refused, request: graphql } = graphqlRequestProblems(request.body);
      if (graphql) {
        parsed.set(request, graphql);
        held.add(`${graphql.operation.operation} ${nameOf(graphql)}: ${SHOPIFY_MODEL_FILE} (2025-10 + changelog)`);
      }
      for (const problem of refused) problems.push(`request: ${problem}`);
      return refused;
    },
    answered(request, answer) {
      const graphql = parsed.get(request);
      if (!graphql) return;
      if (answer.status !== 200) return void undescribed.add(`${nameOf(graphql)} ${answer.status}`);
      for (const problem of graphqlAnswerProblems(graphql, answer.body)) problems.push(`${nameOf(graphql)} answer ${problem}`);
    },
  };
}
