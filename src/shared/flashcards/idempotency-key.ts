// The header names of a rating sent with an Idempotency-Key (issue 29 item 3), kept free of zod: the browser's
// review outbox, loaded on every page of a signed-in learner, sends them without the schemas.

/** A rating sent again with the same key (the outbox retrying) answers the first result and records nothing. */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
/** Marks an answer sent again for a repeated key (the name other APIs use for it). */
export const IDEMPOTENT_REPLAYED_HEADER = 'idempotent-replayed';
