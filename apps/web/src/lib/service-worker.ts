/**
 * The service worker (`/sw.js`: push, the app shell, the offline page). Registered once the page has
 * loaded, in production builds only: in development Vite serves files that change under one name.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
  const register = () => void navigator.serviceWorker.register("/sw.js", { scope: "/" }).catch(() => undefined);
  if (document.readyState === "complete") register();
  else window.addEventListener("load", register, { once: true });
}

/** The worker's registration once active, registering it when there is none yet (push in development). */
export async function serviceWorkerReady(): Promise<ServiceWorkerRegistration> {
  if (!(await navigator.serviceWorker.getRegistration("/"))) await navigator.serviceWorker.register("/sw.js", { scope: "/" });
  return navigator.serviceWorker.ready;
}
