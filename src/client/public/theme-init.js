// Applies the saved theme before the first paint so a dark-theme user never sees a white flash.
(function () {
  try {
    var saved = JSON.parse(localStorage.getItem('slangbridge:theme:v1') || '"light"');
    var dark =
      saved === 'dark' ||
      (saved === 'system' && matchMedia('(prefers-color-scheme: dark)').matches);
    document.documentElement.classList.toggle('dark', dark);
    document.documentElement.style.colorScheme = dark ? 'dark' : 'light';
  } catch {
    /* storage unavailable: stay light */
  }
})();
