// POST /api/detect (issue 27 item 3): the styles a text looks written in, likeliest first.
import type { DetectResponse } from '@shared/schemas/translate';
import { apiRequest } from '@client/lib/api-client';

export type StyleCandidate = DetectResponse['candidates'][number];

export async function detectStyle(text: string, signal?: AbortSignal): Promise<StyleCandidate[]> {
  const response = await apiRequest('POST', '/api/detect', { text }, { signal });
  return ((await response.json()) as DetectResponse).candidates;
}
