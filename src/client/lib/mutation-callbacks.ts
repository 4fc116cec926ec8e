// What a screen passes to a mutation hook. Given to useMutation itself (not to `mutate`), so they run
// even when the card that started the call has left the list by the time the answer arrives.
import type { UseMutationOptions } from '@tanstack/react-query';

export type MutationCallbacks<TData, TVariables> = Pick<
  UseMutationOptions<TData, Error, TVariables>,
  'onSuccess' | 'onError'
>;
