// POST /api/definitions/{id}/vote: a signed-in reader's vote on a definition (1 up, -1 down, 0 takes it back). The
// term page's counts change at once; the server's answer then sets them, and a failure puts the old ones back.
import { useCallback, useSyncExternalStore } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  Definition,
  SlangTermDetail,
  VoteInput,
  VoteResult,
  VoteValue,
} from '@shared/schemas/dictionary';
import { apiJson } from '@client/lib/api-client';
import { termQueryKey } from './get-term';

const VOTE_KEY = ['vote-definition'] as const;

export interface VoteVariables {
  definitionId: string;
  value: VoteValue;
}

export const voteDefinition = ({ definitionId, value }: VoteVariables) =>
  apiJson<VoteResult>('POST', `/api/definitions/${encodeURIComponent(definitionId)}/vote`, {
    value,
  } satisfies VoteInput);

/** The counts once the reader's vote is `value`: their previous vote is taken off, the new one added. */
export function countsAfterVote(
  { up, down, mine }: Pick<Definition, 'up' | 'down' | 'mine'>,
  value: VoteValue,
): VoteResult {
  return {
    up: up - (mine === 1 ? 1 : 0) + (value === 1 ? 1 : 0),
    down: down - (mine === -1 ? 1 : 0) + (value === -1 ? 1 : 0),
    mine: value,
  };
}

export function useVoteDefinition(
  slug: string,
  { onError }: { onError?: (error: Error, variables: VoteVariables) => void } = {},
) {
  const queryClient = useQueryClient();
  const queryKey = termQueryKey(slug);
  /** Changes one definition of the cached term page; the others and the list's order stay. */
  const patch = (definitionId: string, counts: VoteResult) =>
    queryClient.setQueryData<SlangTermDetail | null>(queryKey, (term) =>
      term
        ? {
            ...term,
            definitions: term.definitions.map((definition) =>
              definition.id === definitionId ? { ...definition, ...counts } : definition,
            ),
          }
        : term,
    );

  return useMutation({
    mutationKey: VOTE_KEY,
    mutationFn: voteDefinition,
    onMutate: async ({ definitionId, value }) => {
      // A refetch answering after this would overwrite the optimistic counts with the old ones.
      await queryClient.cancelQueries({ queryKey });
      const before = queryClient
        .getQueryData<SlangTermDetail | null>(queryKey)
        ?.definitions.find((definition) => definition.id === definitionId);
      if (!before) return undefined;
      patch(definitionId, countsAfterVote(before, value));
      return { up: before.up, down: before.down, mine: before.mine } satisfies VoteResult;
    },
    onSuccess: (counts, { definitionId }) => patch(definitionId, counts),
    onError: (error, variables, previous) => {
      if (previous) patch(variables.definitionId, previous);
      onError?.(error, variables);
    },
  });
}

/**
 * Whether a vote on this definition is on its way (its buttons wait: two answers could arrive out of order). Read
 * from the mutation cache as `useIsMutating` does, without it: that hook's module would join the shared vendor chunk
 * every page loads up front (vite.config.ts), for one section of the term page.
 */
export function useIsVoting(definitionId: string): boolean {
  const queryClient = useQueryClient();
  const subscribe = useCallback(
    (onChange: () => void) => queryClient.getMutationCache().subscribe(onChange),
    [queryClient],
  );
  const isVoting = () =>
    queryClient.isMutating({
      mutationKey: VOTE_KEY,
      predicate: (mutation) =>
        (mutation.state.variables as VoteVariables | undefined)?.definitionId === definitionId,
    }) > 0;
  return useSyncExternalStore(subscribe, isVoting, isVoting);
}
