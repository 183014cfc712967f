// Applied before the first paint so a dark-mode visitor never sees a white flash.
// (A file, not an inline script, so the Content-Security-Policy can forbid inline scripts.)
(function () {
  try {
    var saved = localStorage.getItem("dz-theme");
    var dark = saved ? saved === "dark" : window.matchMedia("(prefers-color-scheme: dark)").matches;
    if (dark) document.documentElement.classList.add("dark");
  } catch {
    // Storage can be blocked; the system theme then applies.
  }
})();
