// Promises over the browser's IndexedDB, just what the flashcards' review outbox and offline copies need: open a
// database, await a request. The `idb` wrapper is not a dependency of the app (it is in node_modules only through
// the service worker's build tools), and these few lines do not justify adding one to the bundle.

/** Opens (and on a new version upgrades) a database. */
export function openDatabase(
  factory: IDBFactory,
  name: string,
  version: number,
  upgrade: (database: IDBDatabase) => void,
): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = factory.open(name, version);
    request.onupgradeneeded = () => upgrade(request.result);
    request.onsuccess = () => {
      const database = request.result;
      // Another tab opening a newer version asks this one to step aside; the next call opens it again.
      database.onversionchange = () => database.close();
      resolve(database);
    };
    request.onerror = () => reject(request.error ?? new Error(`Opening ${name} failed`));
    request.onblocked = () => reject(new Error(`Opening ${name} is blocked by another tab`));
  });
}

/** The result of one request, once its transaction has committed (so what it wrote is stored). */
export function completed<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    const transaction = request.transaction;
    const fail = () => reject(request.error ?? transaction?.error ?? new Error('IndexedDB failed'));
    request.onerror = fail;
    if (!transaction) {
      request.onsuccess = () => resolve(request.result);
      return;
    }
    transaction.oncomplete = () => resolve(request.result);
    transaction.onabort = fail;
    transaction.onerror = fail;
  });
}

/**
 * Visits the records a cursor walks, in order, until `visit` answers false (it may delete the record through the
 * cursor); settles once the transaction has committed.
 */
export async function visitRecords<T>(
  request: IDBRequest<IDBCursorWithValue | null>,
  visit: (value: T, cursor: IDBCursorWithValue) => boolean,
): Promise<void> {
  request.onsuccess = () => {
    const cursor = request.result;
    if (cursor && visit(cursor.value as T, cursor)) cursor.continue();
  };
  await completed(request);
}
