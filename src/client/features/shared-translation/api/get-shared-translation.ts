// GET /api/shares/{id} (issue 26): a shared translation; a 404 means the link names none.
import { useQuery } from '@tanstack/react-query';
import type { SharedTranslation } from '@shared/schemas/shares';
import { HttpError, apiJson } from '@client/lib/api-client';

export async function getSharedTranslation(id: string): Promise<SharedTranslation | null> {
  try {
    return await apiJson<SharedTranslation>('GET', `/api/shares/${encodeURIComponent(id)}`);
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) return null;
    throw error;
  }
}

export function useSharedTranslation(id: string) {
  return useQuery({
    queryKey: ['shared-translation', id] as const,
    queryFn: () => getSharedTranslation(id),
  });
}
