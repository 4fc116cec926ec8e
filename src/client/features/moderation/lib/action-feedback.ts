// What a moderator is told after acting on a card (approve, reject, delete, dismiss): a success toast and then what
// follows (the card leaves the list), or the server's reason in a red toast, the action's own words otherwise.
// Named as a hook, called beside the mutation's hook: its callbacks read the card's ref when they run, after render,
// which React's lint rules accept of callbacks made for a hook and not of any function given a ref during render.
import { toast } from '@client/components/ui/toast';
import { serverMessage } from '@client/lib/server-message';
import type { ToastText } from '../texts';

export function useActionFeedback(done: ToastText, failed: ToastText, then: () => void) {
  return {
    onSuccess: () => {
      toast({ ...done, variant: 'success' });
      then();
    },
    onError: (error: unknown) =>
      toast({
        title: failed.title,
        description: serverMessage(error, failed.description),
        variant: 'destructive',
      }),
  };
}
