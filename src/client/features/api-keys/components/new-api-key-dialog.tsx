// The one showing of a new key's secret: the key, a copy button and the warning that it will not be shown again.
// Closing the dialog drops the secret from memory.
import { AlertTriangle, Check, Copy } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@client/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@client/components/ui/dialog';
import { Label } from '@client/components/ui/input';
import { toast } from '@client/components/ui/toast';
import { COPY_TEXT, copyText } from '@client/lib/clipboard';
import { API_KEYS_TEXT as T } from '../texts';

export interface NewApiKey {
  name: string;
  key: string;
}

export function NewApiKeyDialog({
  created,
  onClose,
}: {
  created: NewApiKey | null;
  onClose: () => void;
}) {
  const id = useId();
  const [copied, setCopied] = useState(false);

  async function copy() {
    if (!created) return;
    if (await copyText(created.key)) {
      setCopied(true);
      toast({ title: COPY_TEXT.copied, variant: 'success' });
    } else {
      toast({
        title: COPY_TEXT.failedTitle,
        description: COPY_TEXT.failedText,
        variant: 'destructive',
      });
    }
  }

  return (
    <Dialog
      open={created !== null}
      onOpenChange={(open) => {
        if (!open) {
          setCopied(false);
          onClose();
        }
      }}
    >
      <DialogContent
        // A click outside must not lose the only copy of the key: closing takes Escape, × or the button.
        onInteractOutside={(event) => event.preventDefault()}
      >
        <DialogHeader>
          <DialogTitle>{T.newKeyTitle}</DialogTitle>
          <DialogDescription>{created ? T.newKeyDescription(created.name) : ''}</DialogDescription>
        </DialogHeader>
        <p className="flex items-start gap-2 rounded-md border border-warning/50 bg-warning/10 p-3 text-sm font-medium text-foreground">
          <AlertTriangle
            className="mt-0.5 size-4 shrink-0 text-warning-foreground dark:text-warning"
            aria-hidden
          />
          {T.newKeyWarning}
        </p>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-key`}>{T.newKeyLabel}</Label>
          <output
            id={`${id}-key`}
            className="block select-all rounded-md border border-input bg-muted px-3 py-2 font-mono text-sm [overflow-wrap:anywhere]"
          >
            {created?.key}
          </output>
        </div>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="outline">{T.done}</Button>
          </DialogClose>
          <Button onClick={() => void copy()}>
            {copied ? <Check aria-hidden /> : <Copy aria-hidden />}
            {copied ? T.copied : T.copy}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
