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

// A show page's data is asked for here, while the application's scripts still load (on a slow
// phone that is seconds), with the headers lib/api.ts would send; api() takes this answer when it
// asks the same thing. The poster (the page's largest paint) is fetched as soon as its URL is known.
(function () {
  try {
    var match = /^\/shows\/([^/]+)\/?$/.exec(location.pathname);
    if (!match || !window.fetch) return;
    var path = "/api/shows/" + encodeURIComponent(decodeURIComponent(match[1])) + "?include=genres,network,seasons,cast,crew";
    var lang = document.documentElement.lang || "en";
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
})();
