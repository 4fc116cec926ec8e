// The FSRS optimizer's training in a worker thread (issue 29 item 1; ./optimizer.ts sends the work). The binding wants
// one native object per review and per item (76,000 items holding 958,000 review copies at 100,000 logs); building
// them, the binding copying them when training starts, and their garbage collection held the server's event loop
// for up to 90 ms at a time (docs/performance.md). Here those pauses hold no request. Plain JavaScript, so the same
// file runs beside the sources (tests, tsx) and, copied by scripts/build-server.mjs, beside the bundle.
//
// In: the learner's cards packed in typed arrays (transferred, not copied): per card its number of reviews and its
// first item; per review its rating and its days since the review before; and the optimizer's options.
// Out: one message, {parameters} or {unavailable} when the native module cannot be loaded on this machine.
import { parentPort, workerData } from 'node:worker_threads';

const { reviewCounts, firstItems, ratings, deltaTs, options } = workerData;

let binding;
try {
  binding = await import('@open-spaced-repetition/binding');
} catch (error) {
  parentPort.postMessage({ unavailable: error instanceof Error ? error.message : String(error) });
}

if (binding) {
  const items = [];
  let offset = 0;
  for (let card = 0; card < reviewCounts.length; card += 1) {
    const count = reviewCounts[card];
    const first = firstItems[card];
    if (first < count) {
      // One review object per review, shared by every item of the card (an item copies what it is given).
      const reviews = [];
      for (let index = 0; index < count; index += 1)
        reviews.push(
          new binding.FSRSBindingReview(ratings[offset + index], deltaTs[offset + index]),
        );
      for (let end = first; end < count; end += 1)
        items.push(new binding.FSRSBindingItem(reviews.slice(0, end + 1)));
    }
    offset += count;
  }
  parentPort.postMessage({ parameters: await binding.computeParameters(items, options) });
}
