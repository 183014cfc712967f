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

// zod probes whether it may compile validators with `new Function`; under the Content-Security-
// Policy (script-src 'self') that probe is a violation Chrome reports in its Issues panel. zod reads
// its settings from this global when it loads: the interpreted validators are fast enough for forms.
window.__zod_globalConfig = Object.assign(window.__zod_globalConfig || {}, { jitless: true });

// A show page's data (the show and its latest episodes: features/shows/api.ts showPath) is asked for here, while the application's scripts still load (on a slow
// phone that is seconds), with the headers lib/api.ts would send; api() takes this answer when it
// asks the same thing. The poster (the page's largest paint) is fetched as soon as its URL is known.
(function () {
  try {
    var match = /^\/shows\/([^/]+)\/?$/.exec(location.pathname);
    if (!match || !window.fetch) return;
    var path = "/api/shows/" + encodeURIComponent(decodeURIComponent(match[1])) + "?include=genres,network,seasons,cast,crew,latest_episodes";
    var lang = interfaceLanguage();
    var zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    var response = fetch(path, { headers: { Accept: "application/json", "Accept-Language": lang, "X-Time-Zone": zone }, credentials: "same-origin" });
    window.__dzEarly = { path: path, lang: lang, zone: zone, response: response };
    response
      .then(function (r) {
        return r.ok ? r.clone().json() : undefined;
      })
      .then(function (body) {
        var poster = body && body.data && body.data.poster;
        if (typeof poster !== "string") return;
        var link = document.createElement("link");
        link.rel = "preload";
        link.as = "image";
        link.href = poster;
        link.setAttribute("fetchpriority", "high");
        document.head.appendChild(link);
      })
      .catch(function () {});
  } catch {
    // An old browser: the application asks for the data itself.
  }

  // The Accept-Language lib/api.ts will send: the language tag of i18n/index.ts's detectLocale()
  // (the saved choice, else the browser's languages), which the application has not set on <html>
  // yet. A different value (e.g. "en" for an "en-US" browser) made the application ask again.
  function interfaceLanguage() {
    // packages/shared LOCALES (a test checks that the two agree).
    var locales = ["en", "tr", "sq", "ar", "fa", "fr", "de", "it", "le", "pt-br", "pt", "ru", "es", "en-AU", "en-CA", "en-US"];
    var locale = "en";
    var saved = null;
    try {
      saved = localStorage.getItem("dz-locale");
    } catch {
      // Storage can be blocked.
    }
    if (saved && locales.indexOf(saved) >= 0) locale = saved;
    else {
      var tags = navigator.languages && navigator.languages.length ? navigator.languages : [navigator.language];
      search: for (var i = 0; i < tags.length; i++) {
        var tag = String(tags[i] || "");
        for (var j = 0; j < locales.length; j++) {
          if (locales[j].toLowerCase() === tag.toLowerCase()) {
            locale = locales[j];
            break search;
          }
        }
        var base = tag.split("-")[0].toLowerCase();
        if (locales.indexOf(base) >= 0) {
          locale = base;
          break;
        }
      }
    }
    if (locale === "pt-br") return "pt-BR";
    if (locale === "le") return "en";
    return locale;
  }
})();
