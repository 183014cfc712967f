import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { serviceWorker } from "./src/sw/vite-plugin";

// In development Vite serves the client and forwards API and artwork calls to the server.
// `vite build --ssr` makes the server's renderer (src/ssr/entry-server.tsx → dist-server/), which
// apps/server imports to draw the public pages. Everything is bundled into it, React's production
// build included (the server process need not run with NODE_ENV=production for it).
export default defineConfig(({ isSsrBuild }) => ({
  plugins: isSsrBuild ? [react()] : [react(), tailwindcss(), serviceWorker()],
  ssr: { noExternal: true },
  server: {
    port: 5173,
    proxy: { "/api": "http://localhost:3000", "/media": "http://localhost:3000" },
  },
  build: isSsrBuild
    ? { target: "node20", outDir: "dist-server", sourcemap: false, emptyOutDir: true }
    : {
        target: "es2022",
        sourcemap: false,
        // dist/.vite/manifest.json: the server links a page's lazy chunk and its CSS (apps/server/src/http/page-document.ts).
        manifest: true,
        rolldownOptions: {
          output: {
            // What the first page needs comes in two files (libraries, then the app's own modules) instead
            // of ~28 small shared chunks: the server speaks HTTP/1.1 (6 connections), so on a phone each
            // extra round of requests delayed the first render. Lazy pages keep their own chunks.
            codeSplitting: {
              groups: [
                // The libraries (and the bundler's small runtime, which would otherwise be a third file).
                { name: "vendor", test: /[\\/]node_modules[\\/]|^\0rolldown\/runtime/, tags: ["$initial"], priority: 2 },
                { name: "shell", tags: ["$initial"], priority: 1 },
              ],
            },
          },
        },
      },
}));
