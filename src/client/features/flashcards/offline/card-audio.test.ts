// Keeping today's card audio ahead for offline study: in queue order, paced, skipping what is kept, stopping at
// the first refusal (no server voice, too many requests) or when the network goes; kept audio is read back as it
// was fetched, for its owner only.
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { HttpError } from '@client/lib/api-client';
import {
  AUDIO_AHEAD_MAX,
  AUDIO_FETCH_GAP_MS,
  keepAudioAhead,
  keepCardAudio,
  keptCardAudio,
  type SpokenText,
} from './card-audio';
import { createOfflineCopies, setOfflineOwner, type OfflineCopies } from './offline-copies';

const spoken = (text: string): SpokenText => ({ text, language: 'en' });
const wav = (text: string) => new Blob([`RIFF ${text}`], { type: 'audio/wav' });

let copies: OfflineCopies;
beforeEach(() => {
  copies = createOfflineCopies(new IDBFactory());
  setOfflineOwner('user-1');
});
afterEach(() => setOfflineOwner(null));

/** A voice server that answers the texts given (or a failure for the ones listed), recording what it was asked. */
function voiceServer(failing: Record<string, Error> = {}) {
  const asked: string[] = [];
  const waits: number[] = [];
  return {
    asked,
    waits,
    options: {
      copies,
      isOnline: () => true,
      wait: (ms: number) => {
        waits.push(ms);
        return Promise.resolve();
      },
      fetchAudio: ({ text }: SpokenText) => {
        asked.push(text);
        const failure = failing[text];
        return failure ? Promise.reject(failure) : Promise.resolve(wav(text));
      },
    },
  };
}

describe('the card audio kept ahead', () => {
  it('fetches the queue’s audio in order, paced, and keeps it as it came', async () => {
    const server = voiceServer();
    const queue = ['rizz', 'bet', 'no cap'].map(spoken);
    expect(await keepAudioAhead(queue, new AbortController().signal, server.options)).toBe(3);
    expect(server.asked).toEqual(['rizz', 'bet', 'no cap']);
    expect(server.waits).toEqual([AUDIO_FETCH_GAP_MS, AUDIO_FETCH_GAP_MS, AUDIO_FETCH_GAP_MS]);

    const kept = await keptCardAudio(spoken('bet'), copies);
    expect(kept?.type).toBe('audio/wav');
    expect(await kept?.text()).toBe('RIFF bet');
    // Another language's recording of the same word is another recording.
    expect(await keptCardAudio({ text: 'bet', language: 'es' }, copies)).toBeUndefined();

    // A second pass asks for nothing already kept.
    const again = voiceServer();
    expect(await keepAudioAhead(queue, new AbortController().signal, again.options)).toBe(0);
    expect(again.asked).toEqual([]);
  });

  it('stops at the first refusal and when the network goes', async () => {
    const server = voiceServer({ bet: new HttpError(503, '{}', '') });
    const queue = ['rizz', 'bet', 'no cap'].map(spoken);
    expect(await keepAudioAhead(queue, new AbortController().signal, server.options)).toBe(1);
    expect(server.asked).toEqual(['rizz', 'bet']);

    const offline = voiceServer();
    expect(
      await keepAudioAhead(queue, new AbortController().signal, {
        ...offline.options,
        isOnline: () => false,
      }),
    ).toBe(0);
    expect(offline.asked).toEqual([]);
  });

  it('stops when the queue changes (aborted) and never fetches more than a day’s review', async () => {
    const controller = new AbortController();
    const server = voiceServer();
    const queue = Array.from({ length: AUDIO_AHEAD_MAX + 10 }, (_, index) => spoken(`w${index}`));
    const aborting = {
      ...server.options,
      fetchAudio: (text: SpokenText) => {
        if (server.asked.length === 2) controller.abort();
        return server.options.fetchAudio(text);
      },
    };
    expect(await keepAudioAhead(queue, controller.signal, aborting)).toBe(3);
    expect(server.asked).toEqual(['w0', 'w1', 'w2']);

    const all = voiceServer();
    await keepAudioAhead(queue, new AbortController().signal, all.options);
    expect(all.asked).toHaveLength(AUDIO_AHEAD_MAX - 3);
  });

  it('keeps nothing before the page knows whose copies they are', async () => {
    setOfflineOwner(null);
    await keepCardAudio(spoken('rizz'), wav('rizz'), copies);
    setOfflineOwner('user-1');
    expect(await keptCardAudio(spoken('rizz'), copies)).toBeUndefined();
    await keepCardAudio(spoken('rizz'), wav('rizz'), copies);
    expect(await keptCardAudio(spoken('rizz'), copies)).toBeDefined();
  });
});
