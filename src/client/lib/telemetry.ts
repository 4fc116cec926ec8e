// Fire-and-forget product events (POST /api/telemetry, spec 1 §7): never awaited by the UI, failures ignored.
export function trackEvent(eventType: string, eventData: Record<string, unknown> = {}): void {
  try {
    void fetch('/api/telemetry', {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ eventType, eventData }),
      // Lets an event sent while the page unloads still reach the server.
      keepalive: true,
    }).catch(() => undefined);
  } catch {
    // fetch itself can throw (e.g. a body too large for keepalive); telemetry must never break the page.
  }
}
