// Theme (spec 1 §4): light, dark or system; light by default; persisted; the toggle switches light ⇄ dark.
import {
  createContext,
  use,
  useCallback,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { isOneOf, storedValue } from './storage';
import { useHydrated } from './use-hydrated';

export type ThemePreference = 'light' | 'dark' | 'system';

// public/theme-init.js reads the same key before the first paint.
export const themeStore = storedValue<ThemePreference>(
  'theme',
  1,
  isOneOf(['light', 'dark', 'system'] as const),
  'light',
);

interface ThemeContextValue {
  preference: ThemePreference;
  resolved: 'light' | 'dark';
  setPreference: (preference: ThemePreference) => void;
  toggle: () => void;
}

const ThemeContext = createContext<ThemeContextValue | null>(null);

const prefersDark = () => globalThis.matchMedia?.('(prefers-color-scheme: dark)').matches ?? false;

function resolve(preference: ThemePreference): 'light' | 'dark' {
  return preference === 'system' ? (prefersDark() ? 'dark' : 'light') : preference;
}

export function ThemeProvider({ children }: { children: ReactNode }) {
  const [stored, setPreferenceState] = useState<ThemePreference>(() => themeStore.read());
  const [systemDark, setSystemDark] = useState(prefersDark);
  // A page rendered on the server is in the default theme until hydrated (the page's colours already follow the
  // stored theme: public/theme-init.js set them before the first paint); the toggle's label and icon follow right
  // after, and the page's class is left alone until then.
  const hydrated = useHydrated();
  const preference = hydrated ? stored : themeStore.fallback;
  const resolved = preference === 'system' ? (systemDark ? 'dark' : 'light') : preference;

  useEffect(() => {
    if (!hydrated) return;
    const root = document.documentElement;
    root.classList.toggle('dark', resolved === 'dark');
    root.style.colorScheme = resolved;
  }, [resolved, hydrated]);

  useEffect(() => {
    if (preference !== 'system') return;
    const query = globalThis.matchMedia?.('(prefers-color-scheme: dark)');
    if (!query) return;
    const onChange = () => setSystemDark(query.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, [preference]);

  const setPreference = useCallback((next: ThemePreference) => {
    themeStore.write(next);
    setPreferenceState(next);
  }, []);

  const toggle = useCallback(
    () => setPreference(resolve(preference) === 'dark' ? 'light' : 'dark'),
    [preference, setPreference],
  );

  const value = useMemo(
    () => ({ preference, resolved, setPreference, toggle }),
    [preference, resolved, setPreference, toggle],
  );
  return <ThemeContext value={value}>{children}</ThemeContext>;
}

export function useTheme(): ThemeContextValue {
  const value = use(ThemeContext);
  if (!value) throw new Error('useTheme must be used inside ThemeProvider');
  return value;
}
