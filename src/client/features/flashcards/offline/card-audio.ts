// The cards' audio for offline study (issue 29 item 3): while Review is open online, the server's voice for each
// card in today's queue is fetched ahead, one at a time, and kept with the flashcards' offline copies; the speak
// button plays a kept recording first, so it sounds the same with no network. Audio the learner asks for is kept
// too. Kept audio lasts two days (offline-copies.ts prunes it). With no server voice (503), a refusal (429) or no
// network, keeping stops until the queue changes: the speak button then falls back to the browser's own voice.
import { useEffect, useEffectEvent } from 'react';
import { apiRequest } from '@client/lib/api-client';
import { offlineCopies, offlineOwner, type OfflineCopies } from './offline-copies';

/** POST /api/voice/generate allows 20 a minute (routes/voice.ts): one every 3.5 s leaves room for the learner's. */
export const AUDIO_FETCH_GAP_MS = 3_500;
/** At most this many recordings are fetched ahead per queue: a day's review, not a whole deck. */
export const AUDIO_AHEAD_MAX = 40;

export interface SpokenText {
  text: string;
  /** The voice's language code (voiceLanguageFor), when the deck has one. */
  language: string | undefined;
}

export const audioIdOf = ({ text, language }: SpokenText) => `${language ?? ''}|${text}`;

/** The server's voice for a text, as use-card-speech asks for it. */
export async function fetchCardAudio({ text, language }: SpokenText, signal?: AbortSignal) {
  const response = await apiRequest(
    'POST',
    '/api/voice/generate',
    { text, ...(language ? { targetLanguage: language } : {}) },
    signal ? { signal } : {},
  );
  return response.blob();
}

/** A kept recording of the text, for the current owner. */
export async function keptCardAudio(
  spoken: SpokenText,
  copies: OfflineCopies | null = offlineCopies(),
): Promise<Blob | undefined> {
  const owner = offlineOwner();
  if (!copies || !owner) return undefined;
  const copy = await copies.readAudio(owner, audioIdOf(spoken)).catch(() => undefined);
  return copy ? new Blob([copy.bytes], { type: copy.type }) : undefined;
}

/** Whether the current owner keeps a recording of the text (its bytes are not read). */
async function isKept(spoken: SpokenText, copies: OfflineCopies | null): Promise<boolean> {
  const owner = offlineOwner();
  if (!copies || !owner) return false;
  return copies.hasAudio(owner, audioIdOf(spoken)).catch(() => false);
}

/** Keeps a recording for the current owner; a failure only costs the offline copy. */
export async function keepCardAudio(
  spoken: SpokenText,
  audio: Blob,
  copies: OfflineCopies | null = offlineCopies(),
): Promise<void> {
  const owner = offlineOwner();
  if (!copies || !owner || audio.size === 0) return;
  try {
    await copies.saveAudio({
      id: audioIdOf(spoken),
      owner,
      bytes: await audio.arrayBuffer(),
      type: audio.type,
      savedAt: Date.now(),
    });
  } catch (error) {
    console.warn('Keeping the card audio for offline use failed', error);
  }
}

export interface AudioAheadOptions {
  copies?: OfflineCopies | null;
  fetchAudio?: (spoken: SpokenText, signal: AbortSignal) => Promise<Blob>;
  wait?: (ms: number, signal: AbortSignal) => Promise<void>;
  isOnline?: () => boolean;
}

const waitFor = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });

/** Fetches and keeps the recordings not kept yet, in queue order, until done, aborted or refused. */
export async function keepAudioAhead(
  queue: readonly SpokenText[],
  signal: AbortSignal,
  {
    copies = offlineCopies(),
    fetchAudio = fetchCardAudio,
    wait = waitFor,
    isOnline = () => navigator.onLine,
  }: AudioAheadOptions = {},
): Promise<number> {
  let fetched = 0;
  for (const spoken of queue.slice(0, AUDIO_AHEAD_MAX)) {
    if (signal.aborted || !isOnline()) break;
    if (await isKept(spoken, copies)) continue;
    // A gap before each one, the first too: the page's own requests go first.
    await wait(AUDIO_FETCH_GAP_MS, signal);
    if (signal.aborted) break;
    try {
      await keepCardAudio(spoken, await fetchAudio(spoken, signal), copies);
      fetched += 1;
    } catch {
      // No voice on the server, too many requests, or no network: the browser's voice stands in.
      break;
    }
  }
  return fetched;
}

/** While `queue` is shown online, keeps its audio ahead; a changed queue starts over (kept ones are skipped). */
export function useAudioAhead(queue: readonly SpokenText[]) {
  const signature = queue.map(audioIdOf).join('\n');
  const start = useEffectEvent((signal: AbortSignal) => void keepAudioAhead(queue, signal));
  useEffect(() => {
    if (!signature) return;
    const controller = new AbortController();
    start(controller.signal);
    return () => controller.abort();
  }, [signature]);
}
