// STUB (interface agreed; the rating helper replaces the body): 1–5 stars → POST /api/translations/rate.
import type { TranslationRecord } from '@shared/schemas/translations';

export interface RatingWidgetProps {
  /** The finished translation being rated; the widget resets when it changes. */
  record: TranslationRecord;
}

export function RatingWidget(_props: RatingWidgetProps) {
  return null;
}

export default RatingWidget;
