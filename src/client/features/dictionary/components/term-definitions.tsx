// The term page's "N definitions" section (issue 28): the approved definitions, best first as the server ranks
// them, each with its example, context, author, date and 👍 / 👎 votes (shown at once, undone on failure), and
// "Add a definition". A visitor who votes or adds is asked to sign in first; the vote they wanted is remembered
// and cast once they are back on this page signed in. Each definition can be reported; an admin also edits and
// removes readers' definitions (./definition-actions.tsx). Rendered on the server from the term's data: nothing
// here reads the browser before an effect or a click.
import { Plus, UserRound } from 'lucide-react';
import {
  Suspense,
  useCallback,
  useEffect,
  useEffectEvent,
  useId,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'wouter';
import type { Definition, VoteValue } from '@shared/schemas/dictionary';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { useLazyDialog } from '@client/components/ui/lazy-dialog';
import { toast } from '@client/components/ui/toast';
import { paths } from '@client/config/paths';
import { serverMessage } from '@client/lib/server-message';
import { termQueryKey } from '../api/get-term';
import { useIsVoting, useVoteDefinition } from '../api/vote-definition';
import { DEFINITIONS_TEXT as T } from '../texts';
import { forgetVote, rememberVote, rememberedVote } from '../utils/pending-vote';
import {
  DefinitionActions,
  DefinitionDialogContent,
  loadDefinitionDialog,
} from './definition-actions';

/** "Dec 7, 2026", in UTC: the server and the browser write the same text, so hydration keeps it. */
export function formatDefinitionDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return date.toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** Who wrote it: a link to their page when they chose a handle; the editors or a removed account otherwise. */
function Author({ definition }: { definition: Definition }) {
  const { author } = definition;
  if (!author) return <>{definition.original ? T.editors : T.formerContributor}</>;
  if (!author.handle) return <bdi className="font-medium text-foreground">{author.name}</bdi>;
  return (
    <Link
      href={paths.profile(author.handle)}
      className="font-medium text-primary underline-offset-4 hover:underline"
    >
      <bdi>{author.name}</bdi>
    </Link>
  );
}

/** What the section asks a visitor to sign in for. */
type SignInAsk = { kind: 'vote'; definitionId: string } | { kind: 'add' };

function SignInPrompt({
  title,
  hint,
  action,
  onDismiss,
}: {
  title: string;
  hint: string;
  action: ReactNode;
  onDismiss: () => void;
}) {
  return (
    <div
      role="status"
      className="flex flex-wrap items-center gap-3 rounded-md border border-primary/25 bg-primary/8 px-3 py-2.5 text-sm"
    >
      <UserRound className="size-4 shrink-0 text-primary" aria-hidden />
      <p className="min-w-0 flex-1 basis-48">
        <span className="font-semibold">{title}</span> {hint}
      </p>
      <div className="flex items-center gap-2">
        {action}
        <Button variant="ghost" size="sm" onClick={onDismiss}>
          {T.notNow}
        </Button>
      </div>
    </div>
  );
}

const voteButtonClasses =
  'tabular-nums aria-pressed:border-primary aria-pressed:bg-primary/12 aria-pressed:text-primary';

function DefinitionItem({
  definition,
  position,
  buttonId,
  onVote,
  prompt,
  actions,
}: {
  definition: Definition;
  position: number;
  /** Its vote buttons' ids: the section focuses the chosen one after casting a remembered vote. */
  buttonId: (value: 1 | -1) => string;
  onVote: (definition: Definition, clicked: 1 | -1) => void;
  /** The sign-in prompt, under the buttons of the definition a visitor voted on. */
  prompt: ReactNode;
  /** Its Report, Edit and Remove buttons, at the end of the votes' row. */
  actions: ReactNode;
}) {
  const busy = useIsVoting(definition.id);
  const vote = (clicked: 1 | -1) => {
    // Its previous vote is still on its way: a second answer could overtake the first.
    if (!busy) onVote(definition, clicked);
  };
  return (
    <li className="grid gap-3 border-t pt-4 first:border-t-0 first:pt-0">
      <div className="flex gap-3">
        <span
          aria-hidden
          className="flex size-7 shrink-0 items-center justify-center rounded-full bg-secondary text-sm font-bold text-secondary-foreground"
        >
          {position}
        </span>
        <div className="grid min-w-0 flex-1 gap-2">
          <p className="leading-relaxed [overflow-wrap:anywhere]" dir="auto">
            {definition.meaning}
            {definition.original && (
              <>
                {' '}
                <Badge variant="muted" className="align-middle">
                  {T.original}
                </Badge>
              </>
            )}
          </p>
          {definition.example && (
            <blockquote
              className="border-l-4 border-primary/60 pl-3 italic [overflow-wrap:anywhere]"
              dir="auto"
            >
              “{definition.example}”
            </blockquote>
          )}
          {definition.context && (
            <p className="text-sm text-muted-foreground [overflow-wrap:anywhere]" dir="auto">
              {definition.context}
            </p>
          )}
          <p className="text-xs text-muted-foreground">
            {T.by} <Author definition={definition} />
            {' · '}
            <time dateTime={definition.createdAt}>
              {formatDefinitionDate(definition.createdAt)}
            </time>
          </p>
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-2 pl-10">
        <div
          role="group"
          aria-label={T.votesLabel}
          aria-busy={busy || undefined}
          className="flex flex-wrap gap-2"
        >
          <Button
            id={buttonId(1)}
            variant="outline"
            size="sm"
            className={voteButtonClasses}
            aria-pressed={definition.mine === 1}
            aria-label={T.voteUp(definition.up)}
            aria-disabled={busy || undefined}
            onClick={() => vote(1)}
          >
            <span aria-hidden>👍</span> {definition.up}
          </Button>
          <Button
            id={buttonId(-1)}
            variant="outline"
            size="sm"
            className={voteButtonClasses}
            aria-pressed={definition.mine === -1}
            aria-label={T.voteDown(definition.down)}
            aria-disabled={busy || undefined}
            onClick={() => vote(-1)}
          >
            <span aria-hidden>👎</span> {definition.down}
          </Button>
        </div>
        {actions}
      </div>
      {prompt && <div className="pl-10">{prompt}</div>}
    </li>
  );
}

export interface TermDefinitionsProps {
  slug: string;
  term: string;
  definitions: readonly Definition[];
  /** Whether a reader is signed in; null while that is not known yet. */
  signedIn: boolean | null;
  /** The app's sign-in control (the header's sign-in dialog, back on this page afterwards). */
  signInAction?: ReactNode;
  /** Whether the reader is an admin: Edit and Remove on readers' definitions. */
  isAdmin?: boolean;
}

export function TermDefinitions({
  slug,
  term,
  definitions,
  signedIn,
  signInAction,
  isAdmin = false,
}: TermDefinitionsProps) {
  const headingId = useId();
  const baseId = useId();
  const buttonId = (definitionId: string) => (value: 1 | -1) =>
    `${baseId}-${definitionId}-${value === 1 ? 'up' : 'down'}`;
  const focusHeading = useCallback(() => document.getElementById(headingId)?.focus(), [headingId]);
  const queryClient = useQueryClient();
  const [ask, setAsk] = useState<SignInAsk | null>(null);
  const addDialog = useLazyDialog(loadDefinitionDialog);
  const { mutate: castVote } = useVoteDefinition(slug, {
    onError: (error) =>
      toast({
        title: T.voteFailedTitle,
        description: serverMessage(error, T.voteFailed),
        variant: 'destructive',
      }),
  });

  // Signed in now: the prompt goes, and a visitor who asked to add a definition gets the form.
  if (ask && signedIn === true) {
    setAsk(null);
    if (ask.kind === 'add') addDialog.onOpenChange(true);
  }

  // Signed in on this page: the reader's own earlier votes (`mine`) come with the term again.
  const refreshTerm = () => queryClient.invalidateQueries({ queryKey: termQueryKey(slug) });
  // Back signed in (after the sign-in dialog, or a social provider's round trip): cast the vote they wanted.
  const resume = useEffectEvent(async (justSignedIn: boolean) => {
    const wanted = rememberedVote();
    if (wanted?.slug !== slug) {
      if (justSignedIn) await refreshTerm();
      return;
    }
    forgetVote();
    if (justSignedIn) await refreshTerm();
    if (!definitions.some((definition) => definition.id === wanted.definitionId)) return;
    castVote({ definitionId: wanted.definitionId, value: wanted.value });
    if (wanted.value !== 0)
      document.getElementById(buttonId(wanted.definitionId)(wanted.value))?.focus();
  });
  const signedInBefore = useRef(signedIn);
  useEffect(() => {
    const justSignedIn = signedInBefore.current === false && signedIn === true;
    signedInBefore.current = signedIn;
    if (signedIn === true) void resume(justSignedIn);
  }, [signedIn]);

  const vote = (definition: Definition, clicked: 1 | -1) => {
    const value: VoteValue = definition.mine === clicked ? 0 : clicked;
    if (signedIn !== true) {
      rememberVote({ definitionId: definition.id, value, slug, at: Date.now() });
      setAsk({ kind: 'vote', definitionId: definition.id });
      return;
    }
    castVote({ definitionId: definition.id, value });
  };

  const dismiss = () => {
    if (ask?.kind === 'vote') forgetVote();
    setAsk(null);
  };
  const action = signInAction ?? (
    <Button asChild size="sm">
      <Link href={paths.signIn}>{T.signInLink}</Link>
    </Button>
  );
  // Asked only once it is known that nobody is signed in (a click while that loads waits for the answer).
  const asking = signedIn === false ? ask : null;

  return (
    <section aria-labelledby={headingId}>
      <Card>
        <CardHeader>
          <div className="flex flex-wrap items-center justify-between gap-3">
            {/* Focus comes here after an admin removed a definition: its buttons are gone. */}
            <CardTitle id={headingId} tabIndex={-1} className="outline-none">
              {T.heading(definitions.length)}
            </CardTitle>
            <Button
              variant="outline"
              size="sm"
              {...addDialog.triggerProps}
              onClick={() => {
                if (signedIn === false) setAsk({ kind: 'add' });
                else addDialog.triggerProps.onClick();
              }}
            >
              <Plus aria-hidden /> {T.add}
            </Button>
          </div>
        </CardHeader>
        <CardContent className="grid gap-4">
          {asking?.kind === 'add' && (
            <SignInPrompt
              title={T.signInToAdd}
              hint={T.signInToAddHint}
              action={action}
              onDismiss={dismiss}
            />
          )}
          {definitions.length === 0 ? (
            <p className="text-sm text-muted-foreground">{T.empty}</p>
          ) : (
            <ol aria-label={T.listLabel} className="grid gap-4">
              {definitions.map((definition, index) => (
                <DefinitionItem
                  key={definition.id}
                  definition={definition}
                  position={index + 1}
                  buttonId={buttonId(definition.id)}
                  onVote={vote}
                  actions={
                    <DefinitionActions
                      slug={slug}
                      term={term}
                      definition={definition}
                      position={index + 1}
                      isAdmin={isAdmin}
                      onRemoved={focusHeading}
                    />
                  }
                  prompt={
                    asking?.kind === 'vote' && asking.definitionId === definition.id ? (
                      <SignInPrompt
                        title={T.signInToVote}
                        hint={T.signInToVoteHint}
                        action={action}
                        onDismiss={dismiss}
                      />
                    ) : null
                  }
                />
              ))}
            </ol>
          )}
        </CardContent>
      </Card>
      {addDialog.mounted && (
        <Suspense fallback={null}>
          <DefinitionDialogContent
            slug={slug}
            term={term}
            mode={{ kind: 'add' }}
            {...addDialog.dialogProps}
          />
        </Suspense>
      )}
    </section>
  );
}
