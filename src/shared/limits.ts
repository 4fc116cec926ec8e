// Business constants of the spec (spec 1 §9, spec 2 §9) shared by the browser and the server.
export const TRANSLATE_INPUT_MAX = 5000;
export const FEEDBACK_MESSAGE_MAX = 500;
/** The feedback counter turns yellow above this many characters (red above the maximum). */
export const FEEDBACK_WARN_AT = 400;
export const FEEDBACK_SUCCESS_MS = 5000;
export const CONTACT_FIELD_MAX = { name: 120, email: 254, subject: 200, message: 5000 } as const;
export const TELEMETRY_TYPE_MAX = 64;
/** Serialized size of eventData that the server accepts, in bytes. */
export const TELEMETRY_DATA_MAX_BYTES = 4096;
export const MOBILE_BREAKPOINT_PX = 768;
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
export const LOADING_INDICATOR_DELAY_MS = 120;
export const LEGAL_MODAL_CLOSE_MS = 150;
export const FOOTER_YEAR = 2025;
export const LEGAL_DOCUMENT_DATE = 'August 9, 2025';
export const AUTO_TRANSLATE_DEBOUNCE_MS = 500;
/** Playback speeds of the voice player (spec 1 §9); 1 is the default. */
export const PLAYBACK_SPEEDS = [0.5, 0.75, 1, 1.25, 1.5] as const;
export const DEFAULT_PLAYBACK_SPEED = 1;
/** A translation's output may be longer than its input (slang expansions, explanations): the stored bound. */
export const TRANSLATION_OUTPUT_MAX = 20000;
/** How many rows the history and saved lists return, newest first. */
export const TRANSLATION_LIST_LIMIT = 100;
/** GET /api/translations/recent answers this many of the latest history rows. */
export const RECENT_TRANSLATIONS_LIMIT = 10;
/** Ratings at or below this create a review-queue entry (spec 2 §3). */
export const REVIEW_RATING_THRESHOLD = 3;
