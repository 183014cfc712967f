import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/app";
import { applyOptOutFromUrl } from "./features/consent/consent";
import { initI18n } from "./i18n";
import { captureInstallPrompt } from "./lib/install-prompt";
import { registerServiceWorker } from "./lib/service-worker";
import "./index.css";

applyOptOutFromUrl();
captureInstallPrompt();
registerServiceWorker();
await initI18n();
createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
