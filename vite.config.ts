import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  build: {
    // Hashed bundles are served from /assets/ with a year of caching (server/storefront.ts).
    assetsDir: 'assets',
  },
});
