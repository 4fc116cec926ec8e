// The public API in short (spec 1 §2, issue 13): keys, base URL, the five endpoints, limits and errors. The full,
// generated reference is a separate server page (/docs/api), so nothing of it loads with the app.
import { Link } from 'wouter';
import { BRAND_NAME } from '@shared/brand';
import { TRANSLATE_INPUT_MAX } from '@shared/limits';
import { paths } from '@client/config/paths';
import { CodeBlock, DocSection, DocTable } from './doc-parts';

export const API_RATE_LIMIT_PER_MINUTE = 60;
export const API_DAILY_CHARACTER_QUOTA = 100_000;
export const API_MAX_ACTIVE_KEYS = 10;
/** Server pages outside the browser app: plain links, so the browser loads them. */
export const API_REFERENCE_URL = '/docs/api';
export const API_OPENAPI_URL = '/v1/openapi.json';

/** The address this app is served from: the API lives on the same origin. */
export function apiBaseUrl(): string {
  return typeof window === 'undefined' ? '' : window.location.origin;
}

export const API_ENDPOINTS = [
  {
    route: 'POST /v1/translate',
    summary: `Translates {from, to, text} (text up to ${TRANSLATE_INPUT_MAX.toLocaleString('en-US')} characters) and answers {translation, explanation, engine}. The translation is saved to your history unless you send saveToHistory: false.`,
  },
  {
    route: 'POST /v1/tts',
    summary:
      'Reads {text, voice} aloud and answers the audio; voice is a language code or the name of a configured voice.',
  },
  {
    route: 'GET /v1/history',
    summary:
      'Your translations (from the app and the API), newest first, a page at a time: limit sets the page size; send the nextCursor of one page as cursor to get the next.',
  },
  {
    route: 'GET /v1/languages',
    summary: 'The language and style codes that from, to and voice accept.',
  },
  { route: 'GET /v1/usage', summary: "This key's requests and characters used today." },
] as const;

const quota = API_DAILY_CHARACTER_QUOTA.toLocaleString('en-US');

function translateExample(base: string) {
  return `curl ${base}/v1/translate \\
  -H "Authorization: Bearer $SLANGBRIDGE_KEY" \\
  -H "Content-Type: application/json" \\
  -d '{
    "from": "standard_english",
    "to": "gen_z_english",
    "text": "That concert was excellent."
  }'`;
}

const translateResponse = `HTTP/1.1 200 OK
Content-Type: application/json; charset=utf-8
RateLimit-Policy: "key";q=${API_RATE_LIMIT_PER_MINUTE};w=60
RateLimit: "key";r=${API_RATE_LIMIT_PER_MINUTE - 1};t=60

{
  "translation": "That concert was fire, no cap.",
  "explanation": "fire: excellent; no cap: honestly",
  "engine": "style-engine"
}`;

const rateLimitResponse = `HTTP/1.1 429 Too Many Requests
Retry-After: 12
RateLimit-Policy: "key";q=${API_RATE_LIMIT_PER_MINUTE};w=60
RateLimit: "key";r=0;t=12

{
  "error": "This API key made too many requests. Please wait 12 seconds and try again.",
  "code": "RATE_LIMITED"
}`;

const errorResponse = `HTTP/1.1 400 Bad Request

{
  "error": "Unknown language code.",
  "code": "VALIDATION_FAILED",
  "details": …
}`;

export function ApiDocumentation() {
  const base = apiBaseUrl();
  return (
    <>
      <p>
        The {BRAND_NAME} public API brings style-aware translation and speech into your own apps,
        chat bots, games and captions. It speaks JSON over HTTPS, on the same address as this app:
        every path below is relative to <code>{base || 'this site'}</code>.
      </p>
      <p>
        The full reference, with every field, status and header and examples in curl, JavaScript and
        Python, is at <a href={API_REFERENCE_URL}>{API_REFERENCE_URL}</a>. The OpenAPI 3.1 document
        it is built from is at <a href={API_OPENAPI_URL}>{API_OPENAPI_URL}</a>, for code generators
        and API tools.
      </p>

      <DocSection title="API keys">
        <p>
          Sign in and create a key on your <Link href={paths.dashboard}>dashboard</Link>: give it a
          name, and copy the key when it is shown, because it is shown only once (we keep only a
          hash of it). You can have up to {API_MAX_ACTIVE_KEYS} active keys, see when each was last
          used, and revoke one there; a revoked key stops working at once.
        </p>
        <p>
          Send the key as a bearer token in the <code>Authorization</code> header of every call.
          Cookies are ignored on <code>/v1</code>. Keep your key secret: do not put it in public
          code or in a web page.
        </p>
        <CodeBlock label="Header">{'Authorization: Bearer <key>'}</CodeBlock>
        <p>
          A missing, invalid or revoked key is answered <code>401</code> with the code{' '}
          <code>UNAUTHORIZED</code> and a <code>WWW-Authenticate: Bearer</code> header.
        </p>
      </DocSection>

      <DocSection title="Endpoints">
        <DocTable
          caption="Endpoints of the public API"
          head={['Endpoint', 'What it does']}
          rows={API_ENDPOINTS.map(({ route, summary }) => [
            <code key={route}>{route}</code>,
            summary,
          ])}
        />
        <CodeBlock label="Request">{translateExample(base)}</CodeBlock>
        <CodeBlock label="Response">{translateResponse}</CodeBlock>
      </DocSection>

      <DocSection title="Rate limits and quota">
        <p>
          Each key may make {API_RATE_LIMIT_PER_MINUTE} requests per minute. Every answer tells you
          where you stand in the <code>RateLimit-Policy</code> and <code>RateLimit</code> headers (
          <code>r</code> is the number of requests left, <code>t</code> the seconds until the window
          resets). Beyond the limit the API answers <code>429 Too Many Requests</code> with a{' '}
          <code>Retry-After</code> header giving the seconds to wait.
        </p>
        <p>
          Each key also has a daily quota of characters sent for translation and speech ({quota} by
          default). Once it is spent, those calls are answered <code>429</code> with the code{' '}
          <code>QUOTA_EXCEEDED</code> until the quota resets at midnight UTC;{' '}
          <code>GET /v1/usage</code> shows what is left.
        </p>
        <CodeBlock label="Rate limit response">{rateLimitResponse}</CodeBlock>
      </DocSection>

      <DocSection title="Errors">
        <p>
          Errors use standard HTTP status codes and a JSON body with a readable <code>error</code>{' '}
          message, a stable machine-readable <code>code</code> and, for invalid input, the{' '}
          <code>details</code> of each problem.
        </p>
        <CodeBlock label="Error response">{errorResponse}</CodeBlock>
        <DocTable
          caption="Error codes"
          head={['Status and code', 'Meaning']}
          rows={[
            [
              <code key="400">400 VALIDATION_FAILED</code>,
              'A field is missing or invalid (INVALID_JSON: the body is not JSON).',
            ],
            [
              <code key="401">401 UNAUTHORIZED</code>,
              'The API key is missing, invalid or revoked.',
            ],
            [<code key="413">413 PAYLOAD_TOO_LARGE</code>, 'The request body is too large.'],
            [
              <code key="429">429 RATE_LIMITED</code>,
              'Too many requests this minute; see Retry-After.',
            ],
            [
              <code key="429q">429 QUOTA_EXCEEDED</code>,
              "The key's daily character quota is spent; it resets at midnight UTC.",
            ],
            [<code key="500">500 INTERNAL_ERROR</code>, 'Something went wrong on our side.'],
            [
              <code key="503">503 SERVICE_UNAVAILABLE</code>,
              'The translation or voice provider is temporarily unavailable.',
            ],
          ]}
        />
        <p>
          Retry <code>429</code> and <code>503</code> answers after a short wait; do not retry{' '}
          <code>400</code> or <code>401</code> without changing the request.
        </p>
      </DocSection>
    </>
  );
}
