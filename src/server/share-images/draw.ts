// Draws the 1200×630 link-preview pictures (og:image): a dictionary term, or a shared translation's before and
// after. Satori lays out plain element objects (no JSX in the server build) into an SVG with the text as paths,
// and resvg turns that into a PNG off the main thread.
import { renderAsync } from '@resvg/resvg-js';
import satori from 'satori';
import { BRAND_NAME } from '@shared/brand';
import { SHARE_FONT_FAMILY, shareFonts } from './fonts';
import { SHARE_IMAGE_HEIGHT, SHARE_IMAGE_WIDTH } from './size';

/** The app's look (src/client/index.css): its violet, on a light page. */
const COLORS = {
  primary: '#6d28d9',
  primarySoft: '#ede9fe',
  background: '#faf9ff',
  surface: '#ffffff',
  text: '#1e1b2e',
  muted: '#5b5670',
  border: '#ddd6fe',
} as const;

// The favicon's mark (src/client/public/favicon.svg), drawn beside the name.
const LOGO_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#7c3aed"/><stop offset="1" stop-color="#db2777"/></linearGradient></defs><rect width="64" height="64" rx="16" fill="url(#g)"/><path d="M14 40c6-14 30-14 36 0" fill="none" stroke="#fff" stroke-width="5" stroke-linecap="round"/><circle cx="14" cy="40" r="4" fill="#fff"/><circle cx="50" cy="40" r="4" fill="#fff"/><path d="M24 26h16" stroke="#fde68a" stroke-width="4" stroke-linecap="round"/></svg>';
// An arrow drawn rather than typed: none of the fonts has U+2192.
const ARROW_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" stroke="#fff" stroke-width="2.5" stroke-linecap="round" stroke-linejoin="round"><path d="M5 12h14M13 6l6 6-6 6"/></svg>';
const svgSource = (svg: string) =>
  `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;

type Style = Record<string, string | number>;
interface Element {
  type: string;
  props: { style?: Style; children?: Child | Child[]; [name: string]: unknown };
}
type Child = Element | string;

const el = (type: string, style: Style, children?: Child | Child[], props = {}): Element => ({
  type,
  props: { ...props, style, children },
});

// Hebrew, Arabic, Syriac, Thaana, NKo …, and the Arabic presentation forms.
const RTL_CHAR = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc]/u;
const LTR_CHAR = /[A-Za-z\u00c0-\u02af\u0370-\u03ff\u0400-\u052f]/u;

/** The direction a browser gives `dir="auto"` text: that of its first strongly directional letter. */
export function textDirection(text: string): 'ltr' | 'rtl' {
  for (const char of text) {
    if (RTL_CHAR.test(char)) return 'rtl';
    if (LTR_CHAR.test(char)) return 'ltr';
  }
  return 'ltr';
}

// Emoji and their joiners and variation selectors: no font here draws them, and satori would draw empty boxes.
// © ® ‼ ⁉ ™ are pictographic too, but Noto Sans has them.
const EMOJI =
  /(?![\u00a9\u00ae\u203c\u2049\u2122])\p{Extended_Pictographic}|\p{Regional_Indicator}|\p{Emoji_Modifier}|\u200d|\ufe0f|\u20e3/gu;

/**
 * Text as a picture shows it: on one line, without emoji, cut to `max` characters (whole code points) with "…"
 * before layout — satori's line clamp ends the visible lines, but a 5,000-character text would still be shaped.
 */
export function clipText(text: string, max: number): string {
  const chars = Array.from(text.replace(EMOJI, '').replace(/\s+/g, ' ').trim());
  return chars.length <= max
    ? chars.join('')
    : `${chars
        .slice(0, max - 1)
        .join('')
        .trimEnd()}…`;
}

/** A block of text in its own direction, ellipsized after `lines` lines. */
function textBlock(text: string, lines: number, style: Style): Element {
  const direction = textDirection(text);
  return el(
    'div',
    {
      display: 'block',
      direction,
      textAlign: direction === 'rtl' ? 'right' : 'left',
      lineClamp: lines,
      overflow: 'hidden',
      textOverflow: 'ellipsis',
      overflowWrap: 'anywhere',
      ...style,
    },
    text,
  );
}

function header(label: string): Element {
  return el('div', { display: 'flex', alignItems: 'center', justifyContent: 'space-between' }, [
    el('div', { display: 'flex', alignItems: 'center', gap: 16 }, [
      el('img', { width: 56, height: 56 }, undefined, {
        src: svgSource(LOGO_SVG),
        width: 56,
        height: 56,
      }),
      el('div', { display: 'flex', fontSize: 36, fontWeight: 700, color: COLORS.text }, [
        BRAND_NAME.slice(0, 5),
        el('span', { color: COLORS.primary }, BRAND_NAME.slice(5)),
      ]),
    ]),
    el(
      'div',
      {
        display: 'flex',
        maxWidth: 560,
        padding: '10px 24px',
        borderRadius: 999,
        backgroundColor: COLORS.primarySoft,
        color: COLORS.primary,
        fontSize: 28,
        fontWeight: 700,
      },
      textBlock(label, 1, {}),
    ),
  ]);
}

function frame(children: Child[]): Element {
  return el(
    'div',
    {
      display: 'flex',
      flexDirection: 'column',
      boxSizing: 'border-box',
      width: SHARE_IMAGE_WIDTH,
      height: SHARE_IMAGE_HEIGHT,
      padding: '56px 72px 64px',
      backgroundColor: COLORS.background,
      backgroundImage: `radial-gradient(circle at 100% 0%, ${COLORS.primarySoft} 0%, ${COLORS.background} 45%)`,
      borderBottom: `16px solid ${COLORS.primary}`,
      fontFamily: SHARE_FONT_FAMILY,
      color: COLORS.text,
    },
    children,
  );
}

export interface TermImageInput {
  term: string;
  meaning: string;
  /** The term's language by name ("Iraqi Arabic"). */
  languageName: string;
  /** The header's label when it is not the language ("Word of the day · Dec 7, 2026"). */
  label?: string;
}

/** Big for a short term, smaller as it grows, so most terms fit on one or two lines. */
const termFontSize = (term: string) => {
  const length = Array.from(term).length;
  return length <= 14 ? 120 : length <= 28 ? 92 : 68;
};

export function termImageElement({ term, meaning, languageName, label }: TermImageInput): Element {
  const shownTerm = clipText(term, 80);
  return frame([
    header(clipText(label ?? languageName, 40)),
    el(
      'div',
      { display: 'flex', flexDirection: 'column', flexGrow: 1, justifyContent: 'center', gap: 20 },
      [
        textBlock(shownTerm, 2, {
          fontSize: termFontSize(shownTerm),
          fontWeight: 700,
          lineHeight: 1.2,
          color: COLORS.primary,
        }),
        textBlock(clipText(meaning, 300), 3, {
          fontSize: 40,
          lineHeight: 1.35,
          color: COLORS.muted,
        }),
      ],
    ),
  ]);
}

export interface TranslationImageInput {
  sourceText: string;
  translatedText: string;
  /** The styles by name ("Standard English", "Gen Z English"). */
  sourceName: string;
  targetName: string;
}

const translationFontSize = (a: string, b: string) => {
  const length = Math.max(Array.from(a).length, Array.from(b).length);
  return length <= 40 ? 52 : length <= 100 ? 40 : 32;
};

function translationCard(name: string, text: string, fontSize: number, emphasis: boolean): Element {
  return el(
    'div',
    {
      display: 'flex',
      flexDirection: 'column',
      flex: 1,
      minWidth: 0,
      gap: 16,
      padding: '28px 32px',
      borderRadius: 28,
      border: `2px solid ${emphasis ? COLORS.primary : COLORS.border}`,
      backgroundColor: emphasis ? COLORS.primarySoft : COLORS.surface,
    },
    [
      textBlock(name, 1, { fontSize: 24, fontWeight: 700, color: COLORS.primary }),
      textBlock(text, 6, {
        fontSize,
        lineHeight: 1.3,
        fontWeight: emphasis ? 700 : 400,
        color: COLORS.text,
      }),
    ],
  );
}

export function translationImageElement(input: TranslationImageInput): Element {
  const before = clipText(input.sourceText, 280);
  const after = clipText(input.translatedText, 280);
  const fontSize = translationFontSize(before, after);
  return frame([
    header('Translation'),
    el('div', { display: 'flex', flexGrow: 1, alignItems: 'stretch', gap: 24, marginTop: 40 }, [
      translationCard(clipText(input.sourceName, 40), before, fontSize, false),
      el(
        'div',
        {
          display: 'flex',
          alignSelf: 'center',
          alignItems: 'center',
          justifyContent: 'center',
          width: 64,
          height: 64,
          flexShrink: 0,
          borderRadius: 999,
          backgroundColor: COLORS.primary,
        },
        el('img', { width: 36, height: 36 }, undefined, {
          src: svgSource(ARROW_SVG),
          width: 36,
          height: 36,
        }),
      ),
      translationCard(clipText(input.targetName, 40), after, fontSize, true),
    ]),
  ]);
}

/** The element drawn to a PNG. Satori's layout runs here; the rasterizing runs on libuv's thread pool. */
export async function drawPng(element: Element): Promise<Buffer> {
  const svg = await satori(element as unknown as Parameters<typeof satori>[0], {
    width: SHARE_IMAGE_WIDTH,
    height: SHARE_IMAGE_HEIGHT,
    fonts: await shareFonts(),
  });
  const image = await renderAsync(svg, {
    fitTo: { mode: 'original' },
    // The text is already paths (satori embeds the glyphs): no system fonts to scan.
    font: { loadSystemFonts: false },
  });
  return image.asPng();
}
