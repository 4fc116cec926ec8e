// Page titles and descriptions, the same on both sides: the server writes them into the HTML search engines
// read, the browser app sets document.title as people move around. One separator everywhere (" · ").
import { BRAND_NAME } from './brand';

export const TITLE_SEPARATOR = ' · ';
/** Longest title search results show in full. */
export const TITLE_MAX = 60;
/** Longest meta description search results show in full. */
export const DESCRIPTION_MAX = 160;

/** A page's document title: its own title, the separator and the brand (the brand alone stays alone). */
export const documentTitle = (title: string) =>
  title === BRAND_NAME ? title : `${title}${TITLE_SEPARATOR}${BRAND_NAME}`;
