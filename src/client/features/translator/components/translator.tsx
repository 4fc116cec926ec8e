// The translator (spec 1 §2 "Translator page", §4 "Translation", §5): pickers with swap, the input and output
// panes, Saved / Translate / History / Example, voice, sharing, saving and rating. Parts that are not needed for
// the first paint (share menus, rating, the list dialogs) load lazily.
import {
  ArrowLeftRight,
  Bookmark,
  Copy,
  History,
  Languages,
  Lightbulb,
  Loader2,
  X,
} from 'lucide-react';
import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentType,
  type KeyboardEvent,
} from 'react';
import { useLocation, useSearch } from 'wouter';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  AUTO_DETECT,
  DEFAULT_SOURCE_LANGUAGE,
  DETECT_STYLE_OPTION,
  DEFAULT_TARGET_LANGUAGE,
  resolveLanguage,
  standardVarietyOf,
} from '@shared/languages';
import {
  AUTO_TRANSLATE_DEBOUNCE_MS,
  LOADING_INDICATOR_DELAY_MS,
  TRANSLATE_INPUT_MAX,
} from '@shared/limits';
import type { StoredTranslation, TranslationRecord } from '@shared/schemas/translations';
import { codePointLength, truncateToCodePoints } from '@shared/text-length';
import {
  availableTargetsNote,
  canTranslateFrom,
  isPairAvailable,
  UNAVAILABLE_SOURCES_NOTE,
  unavailablePairMessage,
} from '@shared/translation-pairs';
import { Button } from '@client/components/ui/button';
import { toast } from '@client/components/ui/toast';
import { HttpError } from '@client/lib/api-client';
import { copyText } from '@client/lib/clipboard';
import { cn } from '@client/lib/cn';
import { recordHistory, refreshTranslationLists, useSaveTranslation } from '../api/translations';
import {
  translateText,
  type TranslationAlternative,
  type TranslationEngine,
} from '../api/translate';
import { useTranslateCapabilities } from '../api/translate-capabilities';
import { useDelayedFlag } from '../hooks/use-delayed-flag';
import { useVoicePlayback } from '../hooks/use-voice-playback';
import { hasPrefill, readPrefill } from '../lib/prefill-link';
import { revealResult } from '../lib/reveal-result';
import { LanguagePicker } from './language-picker';
import { PlaybackControls } from './playback-controls';
import { ShareMenuButton } from './share-menu-button';
import { SpeechInputButton } from './speech-input-button';
import { TRANSLATOR_TEXT as T } from './translator-text';

const RatingWidget = lazy(() => import('./rating-widget'));
const StyleHint = lazy(() => import('./style-hint'));
const AlternativesList = lazy(() => import('./alternatives-list'));
const SavedTranslationsDialog = lazy(() => import('./saved-translations-dialog'));
const TranslationHistoryDialog = lazy(() => import('./translation-history-dialog'));
const LIST_DIALOGS = { saved: SavedTranslationsDialog, history: TranslationHistoryDialog } as const;

interface TranslateArgs {
  input: string;
  source: string;
  target: string;
}

interface TranslateRequestArgs extends TranslateArgs {
  /** Orders requests: only the latest one's answer is shown. */
  id: number;
  /** Started by a pause in typing (issue 27 item 5): no toasts, no scrolling, not kept in history. */
  quiet: boolean;
  signal: AbortSignal;
}

/** Typing pauses this long before the text is translated (issue 27 item 5). */
export const TYPING_PAUSE_MS = 300;

export interface TranslatorProps {
  /** Signed-in users get automatic history, saving and rating (spec 1 §6). */
  signedIn: boolean;
  /** The session call has not settled yet: whether the visitor is signed in is not known. */
  sessionPending?: boolean;
  /**
   * Shown under the explanation with the answer's `terms` (unchecked) when it names some: the app layer gives
   * ./explanation-terms.tsx with "Add to my deck" (issue 11 item 5), loaded lazily.
   */
  TermsPanel?: ComponentType<{ terms: unknown }>;
}

/** A To style for when the From one becomes `code`: the known From style, else a variety of the same language. */
function otherStyleThan(code: string, known: string | null): string {
  if (known && known !== code) return known;
  const standard = standardVarietyOf(code)?.code;
  if (standard && standard !== code) return standard;
  return code === DEFAULT_TARGET_LANGUAGE ? DEFAULT_SOURCE_LANGUAGE : DEFAULT_TARGET_LANGUAGE;
}

function errorMessage(error: unknown): string {
  if (error instanceof HttpError) return error.serverMessage ?? T.failedFallback;
  return error instanceof Error && error.message ? error.message : T.failedFallback;
}

export function Translator({ signedIn, sessionPending = false, TermsPanel }: TranslatorProps) {
  const queryClient = useQueryClient();
  // Read when an answer arrives, not when its request left: someone who translates while the page is still
  // asking for their session is signed in by the time the answer comes, and their history must have it. An
  // answer that arrives before the session call settles is offered to history too (the server refuses a
  // visitor's with a 401, which recordHistory only logs).
  const mayKeepHistory = useRef(signedIn || sessionPending);
  useEffect(() => {
    mayKeepHistory.current = signedIn || sessionPending;
  }, [signedIn, sessionPending]);
  const [location, navigate] = useLocation();
  const search = useSearch();
  // Query-parameter prefill (spec 1 §2), read once on the first render; the effect below clears the query.
  const [prefilled] = useState(() => readPrefill(search));
  const [source, setSource] = useState(prefilled.source ?? DEFAULT_SOURCE_LANGUAGE);
  const [target, setTarget] = useState(prefilled.target ?? DEFAULT_TARGET_LANGUAGE);
  const [input, setInput] = useState(
    truncateToCodePoints(prefilled.input ?? '', TRANSLATE_INPUT_MAX),
  );
  const [output, setOutput] = useState(prefilled.output ?? '');
  /** With "Detect style" chosen: the style the last translation was detected to be in. */
  const [detected, setDetected] = useState<string | null>(null);
  const detecting = source === AUTO_DETECT;
  /** The style the text is taken to be in: the chosen one, or the detected one (null: not known yet). */
  const knownSource = detecting ? detected : source;
  /** What needs a style before one is known (examples, speech, links, notes): the default From style. */
  const textStyle = knownSource ?? DEFAULT_SOURCE_LANGUAGE;
  const [explanation, setExplanation] = useState('');
  // Shown with the explanation only: whatever clears the explanation hides them too.
  const [terms, setTerms] = useState<unknown>();
  /** The answer's other renderings, their explanations and terms (shown with the explanation, like the terms). */
  const [alternatives, setAlternatives] = useState<TranslationAlternative[]>([]);
  const [engine, setEngine] = useState<TranslationEngine | null>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const outputPaneRef = useRef<HTMLDivElement>(null);
  /** Counts the translations that arrived, so each one (even a repeat of the same text) is brought into view. */
  const [arrivals, setArrivals] = useState(0);
  /** The finished translation on screen: what rating refers to. */
  const [record, setRecord] = useState<TranslationRecord | null>(null);
  const [dialog, setDialog] = useState<'saved' | 'history' | null>(null);
  const playback = useVoicePlayback();
  const save = useSaveTranslation();
  const requestId = useRef(0);
  const autoTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const typingTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  /** The translation call in flight: a newer one aborts it. */
  const inFlight = useRef<AbortController | null>(null);
  /** Drops what is waiting to run (the target change's and typing's timers) and the call in flight. */
  const cancelPending = useCallback(() => {
    clearTimeout(autoTimer.current);
    clearTimeout(typingTimer.current);
    inFlight.current?.abort();
  }, []);
  // Without an AI provider only styles of one language pair up; unknown (loading, failed): every pair is offered.
  const capabilities = useTranslateCapabilities();
  // With "Detect style" the server decides, and says so when the detected style cannot be translated to the target.
  const pairAvailable = (from: string, to: string) =>
    from === AUTO_DETECT || !capabilities || isPairAvailable(from, to, capabilities);

  const translation = useMutation({
    mutationFn: async ({ id, quiet, signal, ...args }: TranslateRequestArgs) => ({
      id,
      quiet,
      args,
      result: await translateText(
        { inputText: args.input, sourceLanguage: args.source, targetLanguage: args.target },
        signal,
      ),
    }),
    onSuccess: ({ id, quiet, args, result }) => {
      // A newer request (or a swap, a load) replaced this one while it ran.
      if (id !== requestId.current) return;
      setOutput(result.translation);
      setExplanation(result.explanation);
      setTerms(result.terms);
      setAlternatives(result.alternatives);
      // Brought into view when asked for; not while the person is typing.
      if (!quiet) setArrivals((count) => count + 1);
      // A cache hit repeats an earlier answer: keep naming who gave it when that is known.
      if (result.engine !== 'cache') setEngine(result.engine);
      if (result.detectedLanguage) setDetected(result.detectedLanguage);
      const finished: TranslationRecord = {
        inputText: args.input,
        outputText: result.translation,
        // History and saving keep the style the text was in, never "Detect style".
        sourceLanguage: result.detectedLanguage ?? args.source,
        targetLanguage: args.target,
      };
      setRecord(finished);
      // History keeps what was asked for: a translation while typing is a draft.
      if (mayKeepHistory.current && !quiet) {
        void recordHistory(finished).then(() => refreshTranslationLists(queryClient));
      }
    },
    onError: (error, { id, quiet }) => {
      // Replaced, or a draft while typing (Translate says what went wrong when pressed).
      if (id !== requestId.current || quiet) return;
      toast({ title: T.failedTitle, description: errorMessage(error), variant: 'destructive' });
    },
  });
  const isTranslating = translation.isPending;
  /** The translation running was started by typing: the last result stays on screen meanwhile. */
  const drafting = isTranslating && translation.variables?.quiet === true;
  const showTranslating = useDelayedFlag(isTranslating, LOADING_INDICATOR_DELAY_MS);

  const runTranslation = useCallback(
    (args: TranslateArgs, { quiet = false } = {}) => {
      // While typing, a text that cannot be translated yet waits quietly for the next pause or for Translate.
      if (args.input.trim() === '') {
        if (!quiet) toast({ title: T.inputRequiredTitle, description: T.inputRequired });
        return;
      }
      if (codePointLength(args.input) > TRANSLATE_INPUT_MAX) {
        if (!quiet) toast({ title: T.tooLongTitle, description: T.tooLong });
        return;
      }
      // "Detect style": the server detects the style, then says when it cannot translate it to the target.
      if (
        capabilities &&
        args.source !== AUTO_DETECT &&
        !isPairAvailable(args.source, args.target, capabilities)
      ) {
        if (quiet) return;
        toast({
          title: T.pairUnavailableTitle,
          description: unavailablePairMessage(args.source, args.target),
        });
        return;
      }
      cancelPending();
      const controller = new AbortController();
      inFlight.current = controller;
      requestId.current += 1;
      translation.mutate({ ...args, id: requestId.current, quiet, signal: controller.signal });
    },
    [translation, capabilities, cancelPending],
  );

  const translate = () => runTranslation({ input, source, target });

  useEffect(() => {
    if (hasPrefill(search)) navigate(location, { replace: true });
  }, [search, location, navigate]);

  useEffect(() => cancelPending, [cancelPending]);

  /** Typing: the text is translated once typing pauses; each settled text is one request. */
  const typeInput = (text: string) => {
    setInput(text);
    clearTimeout(typingTimer.current);
    if (text.trim() === '') return;
    const args = { input: text, source, target };
    typingTimer.current = setTimeout(() => runTranslation(args, { quiet: true }), TYPING_PAUSE_MS);
  };

  // Text typed into the server's text box before the page was taken over: React leaves it on screen but not in
  // the state, so Translate would have asked for text the visitor can see. Adopted as the page is taken over.
  useLayoutEffect(() => {
    const typed = inputRef.current?.value ?? '';
    if (typed !== '' && typed !== input) setInput(truncateToCodePoints(typed, TRANSLATE_INPUT_MAX));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, as the page is taken over
  }, []);

  // After the new output has been laid out, so its position is known.
  useEffect(() => {
    if (arrivals > 0) revealResult(outputPaneRef.current);
  }, [arrivals]);

  const changeTarget = (code: string) => {
    if (code === target) return;
    setTarget(code);
    clearTimeout(autoTimer.current);
    clearTimeout(typingTimer.current);
    if (input.trim() === '') return;
    // spec 1 §4: a target change re-translates after a 500 ms debounce, announced by a toast.
    const args = { input, source, target: code };
    autoTimer.current = setTimeout(() => {
      toast({ title: T.autoTranslating(resolveLanguage(code).name) });
      runTranslation(args);
    }, AUTO_TRANSLATE_DEBOUNCE_MS);
  };

  /**
   * Before the texts change under the user's hand (swap, clear, load): stop the audio, cancel a pending
   * auto-translation and drop a translation still running, whose answer would belong to the old texts.
   */
  const interrupt = () => {
    playback.stop();
    cancelPending();
    requestId.current += 1;
    translation.reset();
  };

  /** A From style chosen in the picker or from the hint; "Detect style" forgets what it detected before. */
  const chooseSource = (code: string) => {
    setDetected(null);
    setSource(code);
  };

  /** The From style the detector suggested; a suggestion that is the To style swaps the two. */
  const switchSource = (code: string) => {
    if (code === target) setTarget(otherStyleThan(code, knownSource));
    chooseSource(code);
  };

  const swap = () => {
    // With "Detect style" and nothing detected yet there is no style to put in To (the button is disabled).
    if (!knownSource) return;
    interrupt();
    chooseSource(target);
    setTarget(knownSource);
    setInput(truncateToCodePoints(output, TRANSLATE_INPUT_MAX));
    setOutput(input);
    setExplanation('');
    setRecord(null);
  };

  /** Puts an alternative in the translation's place; the rendering it replaces takes its place in the list. */
  const chooseAlternative = (index: number) => {
    const chosen = alternatives[index]!;
    const replaced: TranslationAlternative = { translation: output, explanation, terms };
    setAlternatives(alternatives.map((item, at) => (at === index ? replaced : item)));
    setOutput(chosen.translation);
    setExplanation(chosen.explanation);
    // "Add to my deck" offers the terms the chosen rendering uses.
    setTerms(chosen.terms);
    setRecord((current) => current && { ...current, outputText: chosen.translation });
  };

  const clearAll = () => {
    interrupt();
    setInput('');
    setOutput('');
    setExplanation('');
    setEngine(null);
    setRecord(null);
    inputRef.current?.focus();
  };

  const loadTranslation = (item: StoredTranslation) => {
    interrupt();
    chooseSource(item.sourceLanguage);
    setTarget(item.targetLanguage);
    setInput(truncateToCodePoints(item.inputText, TRANSLATE_INPUT_MAX));
    setOutput(item.outputText);
    setExplanation('');
    setRecord({
      inputText: item.inputText,
      outputText: item.outputText,
      sourceLanguage: item.sourceLanguage,
      targetLanguage: item.targetLanguage,
    });
    setDialog(null);
    toast({ title: T.loadedTitle, variant: 'success' });
  };

  // The example sentences load with the first click: they are not needed for the first paint.
  const showExample = async () => {
    const { nextExample } = await import('../lib/examples');
    const example = nextExample(textStyle, input);
    if (!example) {
      toast({ title: T.examplesComingSoon, description: T.examplesComingSoonHint });
      return;
    }
    setInput(example);
  };

  const onInputKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.ctrlKey || event.metaKey) return;
    if (event.nativeEvent.isComposing) return;
    event.preventDefault();
    translate();
  };

  const copyOutput = async () => {
    if (!output) {
      toast({ title: T.nothingToCopyTitle, description: T.completeFirst });
      return;
    }
    if (await copyText(output)) toast({ title: T.copied, variant: 'success' });
    else toast({ title: T.copyFailedTitle, description: T.copyFailed, variant: 'destructive' });
  };

  const saveTranslation = () => {
    if (!signedIn) {
      toast({ title: T.signInRequiredTitle, description: T.signInToSave });
      return;
    }
    if (input.trim() === '' || output.trim() === '') {
      toast({ title: T.nothingToSaveTitle, description: T.completeFirst });
      return;
    }
    save.mutate(
      {
        inputText: input,
        outputText: output,
        sourceLanguage: record?.sourceLanguage ?? textStyle,
        targetLanguage: target,
      },
      {
        onSuccess: () => toast({ title: T.savedTitle, description: T.saved, variant: 'success' }),
        onError: (error) => {
          const unauthorized = error instanceof HttpError && error.status === 401;
          toast(
            unauthorized
              ? { title: T.signInRequiredTitle, description: T.signInToSave }
              : { title: T.saveFailedTitle, description: T.saveFailed, variant: 'destructive' },
          );
        },
      },
    );
  };

  const ListDialog = dialog ? LIST_DIALOGS[dialog] : null;
  const sourceOption = resolveLanguage(textStyle);
  const targetOption = resolveLanguage(target);
  // A shared link names a style, never "Detect style".
  const prefill = { input, output, source: textStyle, target };

  return (
    <section aria-labelledby="translator-heading" className="grid gap-4">
      <h2 id="translator-heading" className="sr-only">
        {T.heading}
      </h2>
      {/* Below 768 px the pickers stack with the swap button beside them; from 768 px they sit in one row. */}
      <div className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-2 md:grid-cols-[minmax(0,1fr)_auto_minmax(0,1fr)] md:gap-3">
        <div className="col-start-1 row-start-1">
          <LanguagePicker
            value={source}
            onChange={chooseSource}
            variant="source"
            isAvailable={(code) =>
              code === AUTO_DETECT || !capabilities || canTranslateFrom(code, capabilities)
            }
            unavailableNote={UNAVAILABLE_SOURCES_NOTE}
            detect={{ detectedName: detected ? resolveLanguage(detected).name : undefined }}
          />
        </div>
        <Button
          title={T.swap}
          variant="outline"
          size="icon"
          onClick={swap}
          disabled={!knownSource}
          aria-label={T.swap}
          shape="round"
          className="col-start-2 row-span-2 row-start-1 md:row-span-1"
        >
          <ArrowLeftRight className="rotate-90 md:rotate-0" aria-hidden />
        </Button>
        <div className="col-start-1 row-start-2 md:col-start-3 md:row-start-1">
          <LanguagePicker
            value={target}
            onChange={changeTarget}
            variant="target"
            isAvailable={(code) => pairAvailable(source, code)}
            unavailableNote={availableTargetsNote(textStyle)}
          />
        </div>
      </div>
      {/* A pair from a link, a loaded translation or a new source, said before Translate is pressed: a status
          region that is always there (so screen readers announce the change) and the same words on screen. */}
      <p role="status" className="sr-only">
        {pairAvailable(source, target) ? '' : unavailablePairMessage(source, target)}
      </p>
      {!pairAvailable(source, target) && (
        <p
          aria-hidden
          data-testid="pair-unavailable"
          className="rounded-xl border border-warning/60 bg-warning/15 px-4 py-3 text-sm leading-relaxed"
        >
          {unavailablePairMessage(source, target)}
        </p>
      )}

      {/* Below 768 px: input, the buttons (Translate on a phone's first screen, issue 26 item 6), output,
          explanation. From 768 px the panes sit side by side, the explanation and the buttons below them. */}
      <div className="grid gap-4 md:grid-cols-2">
        {/* Input pane */}
        <div className="flex min-h-44 flex-col rounded-2xl border bg-surface shadow-[var(--shadow-card)] focus-within:border-ring md:col-start-1 md:row-start-1 md:min-h-56">
          <label htmlFor="translator-input" className="sr-only">
            {T.inputLabel(knownSource ? sourceOption.name : DETECT_STYLE_OPTION.name)}
          </label>
          <textarea
            ref={inputRef}
            id="translator-input"
            value={input}
            dir={detecting ? 'auto' : sourceOption.direction}
            lang={detecting ? undefined : sourceOption.locale}
            // Not `maxLength`, which counts UTF-16 units (2,500 emoji): the limit is in code points, as the server's.
            onChange={(event) =>
              typeInput(truncateToCodePoints(event.target.value, TRANSLATE_INPUT_MAX))
            }
            onKeyDown={onInputKeyDown}
            placeholder={T.inputPlaceholder}
            className="min-h-28 flex-1 resize-none rounded-t-2xl md:min-h-40 bg-transparent p-4 text-lg leading-relaxed placeholder:text-muted-foreground focus:outline-none"
          />
          {/* "Looks like …" (issue 27 item 3): a line kept for it inside the pane, so that a hint appearing moves
              nothing; announced politely. */}
          <div role="status" className="min-h-5 px-4 pb-1">
            {input.trim() !== '' && (
              <Suspense fallback={null}>
                <StyleHint text={input} source={source} onSwitch={switchSource} />
              </Suspense>
            )}
          </div>
          <div className="flex items-center gap-1 border-t px-2 py-1.5">
            <SpeechInputButton
              language={textStyle}
              onTranscript={(text) =>
                setInput((current) =>
                  truncateToCodePoints(
                    current.trim() ? `${current.trimEnd()} ${text}` : text,
                    TRANSLATE_INPUT_MAX,
                  ),
                )
              }
            />
            <ShareMenuButton
              kind="input"
              text={input}
              prefill={{ input, source: prefill.source, target }}
            />
            {input && (
              <Button
                variant="ghost"
                size="icon-sm"
                onClick={clearAll}
                aria-label={T.clear}
                title={T.clear}
              >
                <X aria-hidden />
              </Button>
            )}
            <span
              className="ml-auto px-2 text-xs tabular-nums text-muted-foreground"
              aria-live="off"
              // The floating share button must not hide it (issue 25 item 8).
              data-keep-clear
            >
              {codePointLength(input)} / {TRANSLATE_INPUT_MAX}
            </span>
          </div>
        </div>

        <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap sm:items-center md:order-last md:col-span-2">
          <Button variant="outline" onClick={() => setDialog('saved')}>
            <Bookmark aria-hidden /> {T.savedButton}
          </Button>
          <Button
            onClick={translate}
            disabled={isTranslating && !drafting}
            className="sm:order-none sm:min-w-40"
          >
            <Languages aria-hidden /> {T.translateButton}
          </Button>
          <Button variant="outline" onClick={() => setDialog('history')}>
            <History aria-hidden /> {T.historyButton}
          </Button>
          <Button variant="outline" onClick={() => void showExample()}>
            <Lightbulb aria-hidden /> {T.exampleButton}
          </Button>
          <p className="hidden text-xs text-muted-foreground sm:ml-auto sm:block">{T.enterHint}</p>
        </div>

        {/* Output pane; its scroll margin keeps it clear of the sticky header (two rows below 768 px). */}
        <div
          ref={outputPaneRef}
          data-testid="output-pane"
          className="flex min-h-56 scroll-mt-28 flex-col rounded-2xl border bg-muted/40 shadow-[var(--shadow-card)] md:col-start-2 md:row-start-1 md:scroll-mt-20"
        >
          <div
            className="relative min-h-40 flex-1 p-4"
            aria-live="polite"
            aria-busy={isTranslating}
          >
            {showTranslating && !drafting ? (
              <p className="flex items-center gap-2 text-muted-foreground" role="status">
                <Loader2 className="size-4 animate-spin" aria-hidden /> {T.translating}
              </p>
            ) : output ? (
              <p
                data-testid="translation-output"
                dir={targetOption.direction}
                lang={targetOption.locale}
                className={cn(
                  'whitespace-pre-wrap text-lg leading-relaxed',
                  // A draft that takes long dims the last result; nothing changes for a quick one.
                  (drafting ? showTranslating : isTranslating) && 'opacity-60',
                )}
              >
                {output}
              </p>
            ) : (
              <p className="text-lg text-muted-foreground">{T.outputPlaceholder}</p>
            )}
          </div>
          {explanation && alternatives.length > 0 && !isTranslating && (
            <Suspense fallback={null}>
              <AlternativesList
                alternatives={alternatives.map((alternative) => alternative.translation)}
                dir={targetOption.direction}
                lang={targetOption.locale}
                onChoose={chooseAlternative}
              />
            </Suspense>
          )}
          <div className="flex items-center gap-1 border-t px-2 py-1.5">
            <PlaybackControls playback={playback} text={output} language={target} />
            <Button
              title={T.copy}
              variant="ghost"
              size="icon-sm"
              onClick={copyOutput}
              aria-label={T.copy}
            >
              <Copy aria-hidden />
            </Button>
            <ShareMenuButton
              kind="translation"
              text={output}
              prefill={prefill}
              publicLink={record && { ...record, explanation, terms }}
            />
            <Button
              title={T.save}
              variant="ghost"
              size="icon-sm"
              onClick={saveTranslation}
              disabled={save.isPending}
              aria-label={T.save}
              className="ml-auto"
            >
              <Bookmark aria-hidden />
            </Button>
          </div>
        </div>
        {explanation && !(showTranslating && !drafting) && (
          <div
            className="rounded-xl border border-primary/20 bg-secondary/60 p-4 text-sm leading-relaxed text-secondary-foreground md:col-span-2"
            data-testid="translation-explanation"
          >
            <p className="mb-1 flex flex-wrap items-center gap-x-1.5 font-semibold">
              <Lightbulb className="size-4" aria-hidden /> {T.explanationHeading}
              {engine && T.engineLabel[engine] && (
                <span className="font-normal text-secondary-foreground/80">
                  · {T.engineLabel[engine]}
                </span>
              )}
            </p>
            <p dir="auto">{explanation}</p>
            {TermsPanel && !!terms && (
              <Suspense fallback={null}>
                <TermsPanel terms={terms} />
              </Suspense>
            )}
          </div>
        )}
      </div>

      {record && (
        <Suspense fallback={null}>
          <RatingWidget
            key={`${record.sourceLanguage}|${record.targetLanguage}|${record.inputText}|${record.outputText}`}
            record={record}
            signedIn={signedIn}
          />
        </Suspense>
      )}

      {ListDialog && (
        <Suspense fallback={null}>
          <ListDialog
            open
            signedIn={signedIn}
            onOpenChange={(open) => !open && setDialog(null)}
            onLoad={loadTranslation}
          />
        </Suspense>
      )}
    </section>
  );
}
