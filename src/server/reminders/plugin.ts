// Review reminders in the app: `app.reminders` (the VAPID public key browsers subscribe with, one sender pass) and
// the timer that runs the sender every minute in each replica (reminder-sender.ts says why two replicas never send
// one learner two reminders).
import type { FastifyInstance } from 'fastify';
import { vapidSubject } from '../config';
import { errorForLog } from '../errors';
import { webPushTransport, type PushTransport } from './push-transport';
import { sendDueReminders, type ReminderRun } from './reminder-sender';
import { loadVapidKeys, vapidKeysOnce } from './vapid-keys';

export const REMINDER_INTERVAL_MS = 60_000;

export interface Reminders {
  /** The VAPID public key (base64url): pushManager.subscribe's applicationServerKey. */
  publicKey(): Promise<string>;
  /** One pass of the sender at `now`, sending with `transport` (web-push by default). */
  runOnce(now?: Date, transport?: PushTransport): Promise<ReminderRun>;
}

declare module 'fastify' {
  interface FastifyInstance {
    reminders: Reminders;
  }
}

export interface RemindersOptions {
  /** Run the sender every minute (off in tests, which run passes with their own clock). */
  timer: boolean;
}

export function registerReminders(app: FastifyInstance, { timer }: RemindersOptions): void {
  const keys = vapidKeysOnce(() => loadVapidKeys(app.db, app.config));
  const webPush = webPushTransport({ keys, subject: vapidSubject(app.config) });
  const runOnce = (now = new Date(), transport = webPush) =>
    sendDueReminders({ db: app.db, transport, log: app.log }, now);
  app.decorate('reminders', {
    publicKey: async () => (await keys()).publicKey,
    runOnce,
  });
  if (!timer) return;

  let running = false;
  const tick = () => {
    // A pass slower than a minute (a push service timing out) is not overlapped by the next.
    if (running) return;
    running = true;
    const pass = runOnce()
      .catch((error: unknown) =>
        app.log.error({ err: errorForLog(error) }, 'The review reminder pass failed'),
      )
      .finally(() => {
        running = false;
      });
    // Shutdown waits for a pass under way before it closes the database.
    app.trackBackgroundTask(pass);
  };
  const interval = setInterval(tick, REMINDER_INTERVAL_MS);
  // The timer alone never keeps the process alive.
  interval.unref();
  app.addHook('preClose', (done) => {
    clearInterval(interval);
    done();
  });
}
