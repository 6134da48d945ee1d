import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

const apiTarget = process.env.OWED_API_URL ?? "http://localhost:3000";
const apiPrefixes = ["/authentication", "/docket", "/workspaces", "/stripe", "/healthz", "/api"];

export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: {
    port: 5173,
    proxy: Object.fromEntries(
      apiPrefixes.map((prefix) => [prefix, { target: apiTarget, changeOrigin: true }]),
    ),
  },
  // The manifest lets bench/bundle-size.bench.mjs tell the landing page's first load from the
  // lazy chunks.
  build: { sourcemap: true, chunkSizeWarningLimit: 600, manifest: true },
});
