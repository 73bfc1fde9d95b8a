import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The server (port 3000) serves the API and sockets; in development Vite proxies to it so the
// browser sees one origin, exactly like production where the server also serves `dist`.
const apiTarget = 'http://127.0.0.1:3000';

export default defineConfig({
  // Pinned so `vite build` gives the same output whichever directory it is started from.
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/socket.io': { target: apiTarget, ws: true, changeOrigin: true },
    },
  },
});
