// The flags every headless Chromium here is started with (e2e, bench:long-tasks, bench:lighthouse): no sandbox
// (containers), no GPU (none here), and none of the browser's own background traffic, which nothing may download
// at run time and which would add requests and main-thread work to what is measured.
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
