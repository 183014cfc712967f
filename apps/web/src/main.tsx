import type { DehydratedState } from "@tanstack/react-query";
import { StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { App } from "./app/app";
import { createQueryClient } from "./app/query-client";
import { hydrateAnswers } from "./app/query-state";
import { applyOptOutFromUrl } from "./features/consent/consent";
import { initI18n } from "./i18n";
import { type RenderedWith, setRenderedWith } from "./lib/env";
import { captureInstallPrompt } from "./lib/install-prompt";
import { registerServiceWorker } from "./lib/service-worker";
import "./index.css";

/** What the server's render left for the browser (ssr/entry-server.tsx), when it drew this page. */
function renderedState(): { renderedWith: RenderedWith; answers: DehydratedState } | undefined {
  const script = document.getElementById("dz-state");
  if (!script?.textContent) return undefined;
  try {
    return JSON.parse(script.textContent) as { renderedWith: RenderedWith; answers: DehydratedState };
  } catch {
    return undefined;
  }
}

applyOptOutFromUrl();
captureInstallPrompt();
registerServiceWorker();
const rendered = renderedState();
setRenderedWith(rendered?.renderedWith);
await initI18n();
const client = createQueryClient();
if (rendered) hydrateAnswers(client, rendered.answers);
const root = document.getElementById("root")!;
const app = (
  <StrictMode>
    <App client={client} />
  </StrictMode>
);
// A page the server drew is hydrated (its HTML kept, made interactive); a signed-in user's own
// screens (tracker, settings) come as the bare shell and are drawn here.
if (rendered) hydrateRoot(root, app);
else createRoot(root).render(app);
