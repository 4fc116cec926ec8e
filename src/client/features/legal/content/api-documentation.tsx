// The static public API documentation (spec 1 §2): documentation only, the app itself never calls these endpoints.
import { BRAND_NAME, SUPPORT_EMAIL } from '@shared/brand';
import { TRANSLATE_INPUT_MAX } from '@shared/limits';
import { CodeBlock, DocSection, DocTable, MailLink } from './doc-parts';

export const API_BASE_URL = 'https://api.slangbridge.app';
export const API_RATE_LIMIT_PER_MINUTE = 60;

/** The language and style codes the public API accepts, with their display names. */
export const API_LANGUAGE_CODES = [
  ['standard_english', 'Standard English'],
  ['gen_z_english', 'Gen Z English'],
  ['formal_english', 'Formal English'],
  ['business_en', 'Business English'],
  ['spanish', 'Spanish'],
  ['spain_genz', 'Spain Gen Z Spanish'],
  ['rioplatense_spanish', 'Rioplatense Spanish'],
  ['classical_arabic', 'Classical Arabic'],
  ['iraqi_arabic', 'Iraqi Arabic'],
  ['russian', 'Russian'],
  ['russian_genz', 'Russian Gen Z'],
  ['french', 'French'],
  ['formal_german', 'Formal German'],
  ['standard_german', 'Standard German'],
  ['standard_persian', 'Standard Persian'],
  ['persian_slang', 'Persian slang'],
] as const;

const translateRequest = `curl -X POST ${API_BASE_URL}/v1/translate \\
  -H "Authorization: Bearer <key>" \\
  -H "Content-Type: application/json" \\
  -d '{
    "from": "standard_english",
    "to": "gen_z_english",
    "text": "That concert was excellent."
  }'`;

const translateResponse = `HTTP/1.1 200 OK
Content-Type: application/json

{
  "translation": "That concert was lowkey fire, no cap."
}`;

const ttsRequest = `curl -X POST ${API_BASE_URL}/v1/tts \\
  -H "Authorization: Bearer <key>" \\
  -H "Content-Type: application/json" \\
  -d '{ "text": "¡Qué buena onda!", "voice": "es-ES" }' \\
  --output speech.mp3`;

const ttsResponse = `HTTP/1.1 200 OK
Content-Type: audio/mpeg

<binary audio data>`;

const historyRequest = `curl ${API_BASE_URL}/v1/history \\
  -H "Authorization: Bearer <key>"`;

const historyResponse = `HTTP/1.1 200 OK
Content-Type: application/json

{
  "items": [
    {
      "id": "tr_8f2k1",
      "from": "standard_english",
      "to": "gen_z_english",
      "text": "That concert was excellent.",
      "translation": "That concert was lowkey fire, no cap.",
      "createdAt": "2025-08-09T14:32:05Z"
    }
  ]
}`;

const errorResponse = `HTTP/1.1 400 Bad Request
Content-Type: application/json

{
  "error": "Unknown language code: klingon",
  "code": "VALIDATION_FAILED"
}`;

const rateLimitResponse = `HTTP/1.1 429 Too Many Requests
Retry-After: 12
Content-Type: application/json

{
  "error": "Rate limit exceeded. Try again in 12 seconds.",
  "code": "RATE_LIMITED"
}`;

export function ApiDocumentation() {
  return (
    <>
      <p>
        The {BRAND_NAME} public API lets you bring style-aware translation and speech into your own
        apps, classroom tools and bots. It speaks JSON over HTTPS. All paths below are relative to{' '}
        <code>{API_BASE_URL}</code>.
      </p>

      <DocSection title="Authentication">
        <p>
          Every request needs an API key, sent as a bearer token in the <code>Authorization</code>{' '}
          header. To request a key, write to <MailLink address={SUPPORT_EMAIL} /> and tell us
          briefly what you are building. Keep your key secret: do not put it in public code or in a
          web page.
        </p>
        <CodeBlock label="Header">{'Authorization: Bearer <key>'}</CodeBlock>
        <p>
          A missing or invalid key is answered with <code>401</code> and the code{' '}
          <code>UNAUTHORIZED</code>.
        </p>
      </DocSection>

      <DocSection title="Rate limits">
        <p>
          Each key may make {API_RATE_LIMIT_PER_MINUTE} requests per minute. Beyond that the API
          answers <code>429 Too Many Requests</code> with a <code>Retry-After</code> header giving
          the number of seconds to wait before trying again.
        </p>
        <CodeBlock label="Rate limit response">{rateLimitResponse}</CodeBlock>
      </DocSection>

      <DocSection title="POST /v1/translate">
        <p>Translates text from one language style to another.</p>
        <DocTable
          caption="Request body of POST /v1/translate"
          head={['Field', 'Description']}
          rows={[
            [<code key="from">from</code>, 'Language code of the text (see the list below).'],
            [<code key="to">to</code>, 'Language code to translate into.'],
            [
              <code key="text">text</code>,
              `The text to translate, 1 to ${TRANSLATE_INPUT_MAX} characters.`,
            ],
          ]}
        />
        <CodeBlock label="Request">{translateRequest}</CodeBlock>
        <CodeBlock label="Response">{translateResponse}</CodeBlock>
      </DocSection>

      <DocSection title="POST /v1/tts">
        <p>
          Turns text into speech. Send the <code>text</code> to read and a <code>voice</code>, given
          as a locale such as <code>en-US</code>, <code>en-GB</code>, <code>es-ES</code> or{' '}
          <code>fr-FR</code>. The response body is the audio file; its <code>Content-Type</code>{' '}
          header tells you the format.
        </p>
        <CodeBlock label="Request">{ttsRequest}</CodeBlock>
        <CodeBlock label="Response">{ttsResponse}</CodeBlock>
      </DocSection>

      <DocSection title="GET /v1/history">
        <p>
          Lists the most recent translations made with your key, newest first. Each item carries the
          original text, the translation, both language codes and the time it was made.
        </p>
        <CodeBlock label="Request">{historyRequest}</CodeBlock>
        <CodeBlock label="Response">{historyResponse}</CodeBlock>
      </DocSection>

      <DocSection title="Language codes">
        <p>
          Use these codes in the <code>from</code> and <code>to</code> fields:
        </p>
        <DocTable
          caption="Language codes"
          head={['Code', 'Language or style']}
          rows={API_LANGUAGE_CODES.map(([code, name]) => [<code key={code}>{code}</code>, name])}
        />
      </DocSection>

      <DocSection title="Errors">
        <p>
          Errors use standard HTTP status codes and a JSON body with a readable <code>error</code>{' '}
          message and a stable machine-readable <code>code</code>.
        </p>
        <CodeBlock label="Error response">{errorResponse}</CodeBlock>
        <DocTable
          caption="Error codes"
          head={['Status and code', 'Meaning']}
          rows={[
            [<code key="400">400 VALIDATION_FAILED</code>, 'A field is missing or invalid.'],
            [<code key="401">401 UNAUTHORIZED</code>, 'The API key is missing or not valid.'],
            [
              <code key="413">413 PAYLOAD_TOO_LARGE</code>,
              `The text is longer than ${TRANSLATE_INPUT_MAX} characters.`,
            ],
            [<code key="429">429 RATE_LIMITED</code>, 'Too many requests; see Retry-After.'],
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
