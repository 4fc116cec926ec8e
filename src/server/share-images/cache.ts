// Drawn pictures kept in memory, keyed by what they show (pictures.ts), so an edited term gets a new picture and
// an unchanged one is drawn once. Concurrent requests for a picture being drawn wait for that one drawing.
import { LRUCache } from 'lru-cache';

/** About 400 pictures of ~70 KB. */
const DEFAULT_MAX_BYTES = 32 * 1024 * 1024;

export class PngCache {
  private readonly done: LRUCache<string, Buffer>;
  private readonly drawing = new Map<string, Promise<Buffer>>();

  constructor(maxBytes = DEFAULT_MAX_BYTES) {
    this.done = new LRUCache({ maxSize: maxBytes, sizeCalculation: (png) => png.length });
  }

  /** The picture under `key`, drawn by `draw` if it is not kept yet. A failed drawing is not kept. */
  get(key: string, draw: () => Promise<Buffer>): Promise<Buffer> {
    const kept = this.done.get(key);
    if (kept) return Promise.resolve(kept);
    let pending = this.drawing.get(key);
    if (!pending) {
      pending = draw()
        .then((png) => {
          this.done.set(key, png);
          return png;
        })
        .finally(() => this.drawing.delete(key));
      this.drawing.set(key, pending);
    }
    return pending;
  }

  has(key: string): boolean {
    return this.done.has(key);
  }
}
