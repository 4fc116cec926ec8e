// The lazily loaded page modules a server render used, so the server can name their chunks in the page's boot script
// (src/server/render/page-modules.ts) and the browser fetches them with the app instead of after it has started.
// Only the server provides the set; in the browser nothing is collected.
import { createContext, useContext } from 'react';

export const RenderedModulesContext = createContext<Set<string> | null>(null);

/** Notes a module (its path from src/client, as Vite's manifest names it) as part of this render. */
export function useRenderedModule(module: string) {
  useContext(RenderedModulesContext)?.add(module);
}
