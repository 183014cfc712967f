import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

// In development Vite serves the client and forwards API and artwork calls to the server.
export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: {
    port: 5173,
    proxy: { "/api": "http://localhost:3000", "/media": "http://localhost:3000" },
  },
  build: {
    target: "es2022",
    sourcemap: false,
    // dist/.vite/manifest.json: the server preloads a deep-linked page's lazy chunk (http/static-client.ts).
    manifest: true,
  },
});
