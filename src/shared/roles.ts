// Roles (spec 1 §6, spec 2 §6): the seven recognised values, how admin passes every check, and the editor pages.
export const EDITOR_ROLES = [
  'english_genz_editor',
  'spanish_genz_editor',
  'rioplatense_spanish_editor',
  'iraqi_arabic_editor',
  'russian_genz_editor',
  'persian_slang_editor',
] as const;

export const ROLES = [...EDITOR_ROLES, 'admin'] as const;

export type EditorRole = (typeof EDITOR_ROLES)[number];
export type Role = (typeof ROLES)[number];

const known = new Set<string>(ROLES);

/** Keeps only recognised roles, from a `roles` list or a single `role` string; other values are ignored. */
export function normalizeRoles(
  metadata: { roles?: unknown; role?: unknown } | null | undefined,
): Role[] {
  const raw = Array.isArray(metadata?.roles)
    ? metadata.roles
    : metadata?.role !== undefined
      ? [metadata.role]
      : [];
  return [
    ...new Set(raw.filter((value): value is Role => typeof value === 'string' && known.has(value))),
  ];
}

/** Admin counts as holding every role. */
export function hasRole(roles: readonly Role[], role: Role): boolean {
  return roles.includes('admin') || roles.includes(role);
}

/** The editor style keys (spec 2 "Style keys") and the role that edits each; admin edits every style. */
export const STYLE_EDITOR_ROLES = {
  gen_z_english: 'english_genz_editor',
  gen_z_spanish: 'spanish_genz_editor',
  rioplatense_spanish: 'rioplatense_spanish_editor',
  iraqi_arabic: 'iraqi_arabic_editor',
  russian_genz: 'russian_genz_editor',
  persian_slang: 'persian_slang_editor',
} as const satisfies Record<string, EditorRole>;

export type EditorStyle = keyof typeof STYLE_EDITOR_ROLES;

export const EDITOR_STYLES = Object.keys(STYLE_EDITOR_ROLES) as EditorStyle[];

export function isEditorStyle(value: unknown): value is EditorStyle {
  return typeof value === 'string' && Object.hasOwn(STYLE_EDITOR_ROLES, value);
}

/** True when the roles may edit the style: its editor role, or admin. */
export function canEditStyle(roles: readonly Role[], style: EditorStyle): boolean {
  return hasRole(roles, STYLE_EDITOR_ROLES[style]);
}

export interface EditorPage {
  role: EditorRole;
  /** The style key the page edits. */
  style: EditorStyle;
  path: string;
  label: string;
  /** The style's name in messages ("Failed to fetch Gen Z translations"). */
  styleName: string;
  /** Right-to-left output (Arabic script). */
  rtl: boolean;
}

/** The per-style editor pages, in the order the side menu and the Settings dialog list them. */
export const EDITOR_PAGES: readonly EditorPage[] = [
  {
    role: 'english_genz_editor',
    style: 'gen_z_english',
    path: '/editor/english-genz',
    label: 'English Gen-Z Editor',
    styleName: 'Gen Z',
    rtl: false,
  },
  {
    role: 'spanish_genz_editor',
    style: 'gen_z_spanish',
    path: '/editor/spanish-genz',
    label: 'Spanish Gen-Z Editor',
    styleName: 'Gen Z Spanish',
    rtl: false,
  },
  {
    role: 'rioplatense_spanish_editor',
    style: 'rioplatense_spanish',
    path: '/editor/rioplatense-spanish',
    label: 'Rioplatense Spanish Editor',
    styleName: 'Rioplatense Spanish',
    rtl: false,
  },
  {
    role: 'iraqi_arabic_editor',
    style: 'iraqi_arabic',
    path: '/editor/iraqi-arabic',
    label: 'Iraqi Arabic Editor',
    styleName: 'Iraqi Arabic',
    rtl: true,
  },
  {
    role: 'russian_genz_editor',
    style: 'russian_genz',
    path: '/editor/russian-genz',
    label: 'Russian Gen-Z Editor',
    styleName: 'Russian Gen-Z',
    rtl: false,
  },
  {
    role: 'persian_slang_editor',
    style: 'persian_slang',
    path: '/editor/persian-slang',
    label: 'Persian Slang Editor',
    styleName: 'Persian Slang',
    rtl: true,
  },
];

/** The editor page of a style. */
export function editorPageOf(style: EditorStyle): EditorPage {
  const page = EDITOR_PAGES.find((candidate) => candidate.style === style);
  if (!page) throw new Error(`No editor page for ${style}`);
  return page;
}

/** Where "Open Editor Console" leads: /admin/editor for admins, else the first editor page the user may open. */
export function editorConsolePath(roles: readonly Role[]): string | null {
  if (roles.includes('admin')) return '/admin/editor';
  return EDITOR_PAGES.find((page) => roles.includes(page.role))?.path ?? null;
}
