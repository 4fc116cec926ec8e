// Checks answers of the public API against its OpenAPI document (GET /v1/openapi.json): the status must be
// documented for the operation, and the content type, the required headers and the JSON body must match what the
// document says for that status. Route tests of /v1 call `expectMatchesOpenApi(app, response)` on each answer (or
// inject through `injectChecked`), so the document and the code cannot disagree unnoticed.
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { OpenAPIV3_1 } from 'openapi-types';
import { expect } from 'vitest';
import { OPENAPI_DOCUMENT_PATH } from '../plugins/openapi';

export type OpenApiDocument = OpenAPIV3_1.Document;

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;
type HttpMethod = (typeof HTTP_METHODS)[number];

/** Base URI the document is added to Ajv under; `#/components/...` references resolve against it. */
const DOCUMENT_ID = 'https://openapi.test/document.json';

// ajv-formats is CommonJS: its default export arrives wrapped under `default` in some loaders.
const addFormats =
  (addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ??
  addFormatsModule;

/** Escapes a key for a JSON pointer (RFC 6901). */
const pointer = (...keys: string[]) =>
  keys.map((key) => key.replace(/~/g, '~0').replace(/\//g, '~1')).join('/');

function mediaTypeOf(contentType: string | undefined): string {
  return (contentType ?? '').split(';')[0]!.trim().toLowerCase();
}

const isJsonMediaType = (mediaType: string) =>
  mediaType === 'application/json' || mediaType.endsWith('+json');

/** The documented media type that covers an actual one (exact, `type/*`, then `*\/*`). */
function matchingMediaType(documented: string[], actual: string): string | undefined {
  const [type] = actual.split('/');
  return (
    documented.find((key) => key.toLowerCase() === actual) ??
    documented.find((key) => key.toLowerCase() === `${type}/*`) ??
    documented.find((key) => key === '*/*')
  );
}

/** Turns `/v1/items/{id}` into a pattern for concrete paths. */
function templatePattern(template: string): RegExp {
  const escaped = template
    .split(/\{[^}]+\}/)
    .map((part) => part.replace(/[.*+?^$()|[\]\\]/g, '\\$&'))
    .join('[^/]+');
  return new RegExp(`^${escaped}$`);
}

export interface DocumentedOperation {
  template: string;
  method: HttpMethod;
  operation: OpenAPIV3_1.OperationObject;
}

export class OpenApiContract {
  private readonly ajv: Ajv2020;
  private readonly headerAjv: Ajv2020;
  private readonly validators = new Map<string, ValidateFunction>();
  /** Every response header the document declares somewhere (lower case): an answer may send one only where
   *  its own response declares it, or a generated client would not know it is there. */
  private readonly declaredHeaders: ReadonlySet<string>;

  constructor(readonly document: OpenApiDocument) {
    this.declaredHeaders = new Set(
      Object.values(document.paths ?? {}).flatMap((item) =>
        HTTP_METHODS.flatMap((method) =>
          Object.values(item?.[method]?.responses ?? {}).flatMap((response) =>
            Object.keys((response as OpenAPIV3_1.ResponseObject).headers ?? {}).map((name) =>
              name.toLowerCase(),
            ),
          ),
        ),
      ),
    );
    // OpenAPI 3.1 schemas are JSON Schema 2020-12 plus a few annotations (example, xml, discriminator): not strict.
    this.ajv = new Ajv2020({ strict: false, allErrors: true, validateSchema: false });
    addFormats(this.ajv);
    this.ajv.addSchema({ ...document, $id: DOCUMENT_ID });
    // Header values are strings on the wire: `Retry-After: 12` must pass `type: integer`.
    this.headerAjv = new Ajv2020({
      strict: false,
      allErrors: true,
      validateSchema: false,
      coerceTypes: true,
    });
    addFormats(this.headerAjv);
    this.headerAjv.addSchema({ ...document, $id: DOCUMENT_ID });
  }

  /** Every documented operation, as `METHOD /path`. */
  operations(): string[] {
    return Object.entries(this.document.paths ?? {}).flatMap(([template, item]) =>
      HTTP_METHODS.filter((method) => item?.[method]).map(
        (method) => `${method.toUpperCase()} ${template}`,
      ),
    );
  }

  /** The operation documented for a method and a concrete path (the query is ignored), if any. */
  find(method: string, url: string): DocumentedOperation | undefined {
    const path = url.split('?')[0]!;
    const lower = method.toLowerCase() as HttpMethod;
    const paths = this.document.paths ?? {};
    // A literal path wins over a templated one (`/v1/usage` before `/v1/{name}`).
    const templates = Object.keys(paths).sort(
      (a, b) => Number(a.includes('{')) - Number(b.includes('{')),
    );
    for (const template of templates) {
      const operation = paths[template]?.[lower];
      if (operation && templatePattern(template).test(path))
        return { template, method: lower, operation };
    }
    return undefined;
  }

  private validator(ajv: Ajv2020, path: string[]): ValidateFunction {
    const ref = `${DOCUMENT_ID}#/${pointer(...path)}`;
    const key = `${ajv === this.ajv ? 'body' : 'header'} ${ref}`;
    let validate = this.validators.get(key);
    if (!validate) {
      validate = ajv.compile({ $ref: ref });
      this.validators.set(key, validate);
    }
    return validate;
  }

  /** What is wrong with one answer to `method url`; empty when it matches the document. */
  problems(method: string, url: string, response: LightMyRequestResponse): string[] {
    const found = this.find(method, url);
    if (!found) return [`${method} ${url} is not in the OpenAPI document`];
    const { template, method: lower, operation } = found;
    const responses = operation.responses ?? {};
    const status = String(response.statusCode);
    const statusKey = [status, `${status[0]}XX`, 'default'].find((key) => key in responses);
    const where = `${method.toUpperCase()} ${template} → ${status}`;
    if (!statusKey) {
      return [
        `${where}: status ${status} is not documented (documented: ${Object.keys(responses).join(', ')})`,
      ];
    }
    const documented = responses[statusKey] as OpenAPIV3_1.ResponseObject;
    const base = ['paths', template, lower, 'responses', statusKey];
    const problems: string[] = [];

    const declaredHere = new Set(
      Object.keys(documented.headers ?? {}).map((name) => name.toLowerCase()),
    );
    for (const name of this.declaredHeaders) {
      if (response.headers[name] !== undefined && !declaredHere.has(name)) {
        problems.push(`${where}: the header ${name} is sent but not declared for this answer`);
      }
    }
    for (const [name, header] of Object.entries(documented.headers ?? {})) {
      const value = response.headers[name.toLowerCase()];
      const required = (header as OpenAPIV3_1.HeaderObject).required === true;
      if (value === undefined) {
        if (required) problems.push(`${where}: the required header ${name} is missing`);
        continue;
      }
      if ((header as OpenAPIV3_1.HeaderObject).schema) {
        const validate = this.validator(this.headerAjv, [...base, 'headers', name, 'schema']);
        if (!validate(String(value)))
          problems.push(
            `${where}: header ${name}: ${JSON.stringify(value)} ${this.headerAjv.errorsText(validate.errors)}`,
          );
      }
    }

    const content = documented.content ?? {};
    const mediaTypes = Object.keys(content);
    const hasBody = response.rawPayload.length > 0;
    if (mediaTypes.length === 0) {
      if (hasBody) problems.push(`${where}: a body was sent but the document says there is none`);
      return problems;
    }
    const actual = mediaTypeOf(response.headers['content-type'] as string | undefined);
    const mediaType = matchingMediaType(mediaTypes, actual);
    if (!mediaType) {
      problems.push(
        `${where}: content type ${actual || '(none)'} is not documented (documented: ${mediaTypes.join(', ')})`,
      );
      return problems;
    }
    if (!isJsonMediaType(actual) || !content[mediaType]?.schema) return problems;
    let body: unknown;
    try {
      body = JSON.parse(response.body);
    } catch {
      problems.push(`${where}: the body is not JSON`);
      return problems;
    }
    const validate = this.validator(this.ajv, [...base, 'content', mediaType, 'schema']);
    if (!validate(body)) {
      problems.push(
        `${where}: the body does not match the documented schema: ${this.ajv.errorsText(validate.errors, { separator: '; ' })}`,
      );
    }
    return problems;
  }
}

/** Fetches and parses the app's OpenAPI document. */
export async function fetchOpenApiDocument(app: FastifyInstance): Promise<OpenApiDocument> {
  const response = await app.inject({ method: 'GET', url: OPENAPI_DOCUMENT_PATH });
  if (response.statusCode !== 200)
    throw new Error(`GET ${OPENAPI_DOCUMENT_PATH} answered ${response.statusCode}`);
  return response.json<OpenApiDocument>();
}

const contracts = new WeakMap<FastifyInstance, Promise<OpenApiContract>>();

/** The contract of an app's document (fetched once per app). */
export function openApiContract(app: FastifyInstance): Promise<OpenApiContract> {
  let contract = contracts.get(app);
  if (!contract) {
    contract = fetchOpenApiDocument(app).then((document) => new OpenApiContract(document));
    contracts.set(app, contract);
  }
  return contract;
}

/** Fails the test when an answer of the public API does not match the app's OpenAPI document. */
export async function expectMatchesOpenApi(
  app: FastifyInstance,
  response: LightMyRequestResponse,
): Promise<void> {
  const request = response.raw.req;
  const method = request.method ?? 'GET';
  const url = request.url ?? '/';
  const contract = await openApiContract(app);
  expect(
    contract.problems(method, url, response),
    `${method} ${url} against ${OPENAPI_DOCUMENT_PATH}`,
  ).toEqual([]);
}

/** `app.inject`, then `expectMatchesOpenApi` on the answer. */
export async function injectChecked(
  app: FastifyInstance,
  options: InjectOptions,
): Promise<LightMyRequestResponse> {
  const response = await app.inject(options);
  await expectMatchesOpenApi(app, response);
  return response;
}
