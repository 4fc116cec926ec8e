// How a built page starts its scripts (ADR 013): the server-rendered page is painted first, with its styles inline
// and no script fetched ahead of it, and only then does this inline script import the app's modules (the entry, its
// imports and the page's own chunk, listed by the build and the server in `data-modules`). Importing each at once
// fetches them in parallel, as modulepreload links would, without a link element per chunk, and evaluates them in
// tasks of their own. Its text is fixed so that the Content-Security-Policy can allow it by hash
// (src/server/render/inline-scripts.ts); what varies per page is in its attribute.

/** The id of the boot script element in a built page. */
export const PAGE_BOOT_ID = 'page-boot';

/** On <html> once the page's own part runs in the browser (src/client/app/hydration-mark.tsx). */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';

/** On a hidden mark in each part of the page not yet taken over (hydration-mark.tsx). */
export const HYDRATING_ATTRIBUTE = 'data-hydrating';

/**
 * Beside HYDRATING_ATTRIBUTE on the mark of a part taken over only once it comes into view
 * (src/client/lib/lazy-when-visible.ts): a page is ready without it.
 */
export const WHEN_VISIBLE_ATTRIBUTE = 'data-when-visible';

/** The attribute that lists the module paths to import, space-separated, the entry's first. */
export const PAGE_BOOT_MODULES_ATTRIBUTE = 'data-modules';

export const PAGE_BOOT_SCRIPT = `(function () {
  var boot = document.currentScript;
  var modules = (boot.getAttribute('${PAGE_BOOT_MODULES_ATTRIBUTE}') || '').split(' ');
  // One import a task: starting a module's fetches is work of its own on a slow phone.
  function start(index) {
    var path = modules[index];
    if (!path) return;
    import(path).catch(function (error) { console.error('Loading ' + path + ' failed', error); });
    setTimeout(start, 0, index + 1);
  }
  // After the frame that paints the page: the scripts never compete with the first paint.
  function afterPaint() {
    requestAnimationFrame(function () { setTimeout(start, 0, 0); });
  }
  // A form pressed before its part of the page has been taken over would be submitted by the browser itself (a
  // reload that loses what was typed): held back until the app handles it.
  document.addEventListener('submit', function (event) {
    if (!document.documentElement.hasAttribute('${HYDRATED_ATTRIBUTE}') || document.querySelector('[${HYDRATING_ATTRIBUTE}]'))
      event.preventDefault();
  }, true);
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', afterPaint);
  else afterPaint();
})();`;
