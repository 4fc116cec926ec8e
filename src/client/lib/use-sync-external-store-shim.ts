// Stands in for `use-sync-external-store/shim`, which wouter imports (the alias is in vite.config.ts): on React 18
// and later the shim hands out React's own useSyncExternalStore, but its fallback for older React still ships in
// the first load (≈ 0.5 KB gzip).
export { useSyncExternalStore } from 'react';
