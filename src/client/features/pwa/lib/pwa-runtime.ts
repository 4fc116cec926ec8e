// What startServiceWorker and PwaStatus load once the page is idle, gathered into one chunk: one more file name in
// /'s first load (its preload map) instead of three, which counts against its byte budget (bench/bundle-size.mjs).
export { registerServiceWorker } from './register-service-worker';
export { PwaNotices } from '../components/pwa-notices';
