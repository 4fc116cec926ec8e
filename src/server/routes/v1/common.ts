// The documentation part every /v1 route's `schema` declares: its place in the OpenAPI document (tag, summary,
// bearer security).
import { PUBLIC_API_SECURITY_SCHEME, PUBLIC_API_TAG } from '@shared/schemas/public-api';

export function v1Operation(summary: string, description: string) {
  return {
    tags: [PUBLIC_API_TAG],
    summary,
    description,
    security: [{ [PUBLIC_API_SECURITY_SCHEME]: [] }],
  };
}
