// Runs before the first paint (a file, not an inline script, so the Content-Security-Policy can
// forbid inline scripts). The server draws the page in the colour scheme, language and time zone of
// the cookies below (apps/server/src/http/page-render.ts); this script sets them for the next page.
(function () {
  var year = 365 * 24 * 60 * 60;
  function cookie(name, value) {
    var secure = location.protocol === "https:" ? "; Secure" : "";
    document.cookie = name + "=" + encodeURIComponent(value) + "; Max-Age=" + year + "; Path=/; SameSite=Lax" + secure;
  }
  function readCookie(name) {
    var match = document.cookie.split("; ").filter(function (c) {
      return c.indexOf(name + "=") === 0;
    })[0];
    return match ? decodeURIComponent(match.slice(name.length + 1)) : null;
  }
  try {
    // A dark-mode visitor never sees a white flash: the saved choice, else the system's.
    var saved = localStorage.getItem("dz-theme");
    var dark = saved ? saved === "dark" : window.matchMedia("(prefers-color-scheme: dark)").matches;
    document.documentElement.classList.toggle("dark", dark);
    if (readCookie("dz_theme") !== (dark ? "dark" : "light")) cookie("dz_theme", dark ? "dark" : "light");
  } catch {
    // Storage can be blocked; the system theme then applies.
  }
  try {
    var zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    if (zone && readCookie("dz_tz") !== zone) cookie("dz_tz", zone);
    // A language chosen before the server drew pages lived in localStorage only.
    var locale = localStorage.getItem("dz-locale");
    if (locale && !readCookie("dz_locale")) cookie("dz_locale", locale);
  } catch {
    // Cookies or storage blocked: the server uses the browser's languages and the site's zone.
  }
})();

// zod probes whether it may compile validators with `new Function`; under the Content-Security-
// Policy (script-src 'self') that probe is a violation Chrome reports in its Issues panel. zod reads
// its settings from this global when it loads: the interpreted validators are fast enough for forms.
window.__zod_globalConfig = Object.assign(window.__zod_globalConfig || {}, { jitless: true });
