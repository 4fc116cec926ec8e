// What a failed call tells the user: the server's `error` text when it sent one, else the fallback.
import { HttpError } from '@client/lib/api-client';

export function serverMessage(error: unknown, fallback: string): string {
  return (error instanceof HttpError && error.serverMessage) || fallback;
}
