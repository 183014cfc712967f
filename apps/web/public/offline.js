// The offline page's language and theme, from what the app stored (i18n: "dz-locale", theme: "dz-theme").
(function () {
  var TEXTS = {
    tr: ["Çevrimdışısın", "Bu sayfayı göstermek için Dizilog'un bağlantıya ihtiyacı var. Bağlantını kontrol edip yeniden dene.", "Yeniden dene"],
    ar: ["أنت غير متصل", "يحتاج Dizilog إلى اتصال لعرض هذه الصفحة. تحقّق من اتصالك وحاول مجددًا.", "حاول مجددًا"],
    fa: ["آفلاین هستید", "Dizilog برای نمایش این صفحه به اتصال نیاز دارد. اتصال خود را بررسی کنید و دوباره امتحان کنید.", "تلاش دوباره"],
    de: ["Du bist offline", "Dizilog braucht eine Verbindung, um diese Seite zu zeigen. Prüfe deine Verbindung und versuche es noch einmal.", "Erneut versuchen"],
    es: ["No tienes conexión", "Dizilog necesita conexión para mostrar esta página. Comprueba tu conexión y vuelve a intentarlo.", "Reintentar"],
    fr: ["Vous êtes hors ligne", "Dizilog a besoin d’une connexion pour afficher cette page. Vérifiez votre connexion et réessayez.", "Réessayer"],
    it: ["Sei offline", "Dizilog ha bisogno di una connessione per mostrare questa pagina. Controlla la connessione e riprova.", "Riprova"],
    pt: ["Está offline", "O Dizilog precisa de uma ligação para mostrar esta página. Verifique a ligação e tente novamente.", "Tentar novamente"],
    "pt-br": ["Você está offline", "O Dizilog precisa de conexão para mostrar esta página. Verifique sua conexão e tente de novo.", "Tentar de novo"],
    ru: ["Нет подключения", "Чтобы показать эту страницу, Dizilog нужно подключение к интернету. Проверьте соединение и попробуйте ещё раз.", "Повторить"],
    sq: ["Je jashtë linje", "Dizilog ka nevojë për lidhje që të shfaqë këtë faqe. Kontrollo lidhjen dhe provo sërish.", "Provo sërish"],
  };
  var root = document.documentElement;
  try {
    var theme = localStorage.getItem("dz-theme");
    if (theme ? theme === "dark" : window.matchMedia("(prefers-color-scheme: dark)").matches) root.classList.add("dark");
    var saved = localStorage.getItem("dz-locale") || (navigator.language || "en").toLowerCase();
    var locale = TEXTS[saved] ? saved : TEXTS[saved.split("-")[0]] ? saved.split("-")[0] : "en";
    var texts = TEXTS[locale];
    if (!texts) return;
    root.lang = locale === "pt-br" ? "pt-BR" : locale;
    root.dir = locale === "ar" || locale === "fa" ? "rtl" : "ltr";
    document.addEventListener("DOMContentLoaded", function () {
      document.getElementById("offline-title").textContent = texts[0];
      document.getElementById("offline-text").textContent = texts[1];
      document.getElementById("offline-retry").textContent = texts[2];
      document.title = texts[0] + " · Dizilog";
    });
  } catch {
    // Storage blocked: English and the system theme.
  }
})();
