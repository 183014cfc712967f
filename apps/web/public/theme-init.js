// Before the first paint (a file, so the CSP can forbid inline scripts): the colour scheme, and the
// cookies the server draws the next page with (dz_theme, dz_tz, dz_locale). See decision 0039.
(function () {
  function cookie(name, value) {
    document.cookie = name + "=" + encodeURIComponent(value) + "; Max-Age=31536000; Path=/; SameSite=Lax" + (location.protocol === "https:" ? "; Secure" : "");
  }
  function readCookie(name) {
    var match = document.cookie.split("; ").filter(function (c) {
      return c.indexOf(name + "=") === 0;
    })[0];
    return match ? decodeURIComponent(match.slice(name.length + 1)) : null;
  }
  try {
    var saved = localStorage.getItem("dz-theme");
    var dark = saved ? saved === "dark" : window.matchMedia("(prefers-color-scheme: dark)").matches;
    document.documentElement.classList.toggle("dark", dark);
    if (readCookie("dz_theme") !== (dark ? "dark" : "light")) cookie("dz_theme", dark ? "dark" : "light");
  } catch {
    // Storage blocked: the system theme applies.
  }
  try {
    var zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    if (zone && readCookie("dz_tz") !== zone) cookie("dz_tz", zone);
    // A language chosen before the server drew pages lived in localStorage only.
    var locale = localStorage.getItem("dz-locale");
    if (locale && !readCookie("dz_locale")) cookie("dz_locale", locale);
  } catch {
    // Cookies or storage blocked.
  }
})();

// zod reads this when it loads: no `new Function` probe, which the CSP (script-src 'self') reports.
window.__zod_globalConfig = Object.assign(window.__zod_globalConfig || {}, { jitless: true });
