import type { Config } from '@react-router/dev/config';

/**
 * React Router framework mode (ADR 0012): server-rendered pages, hydrated in the
 * browser. BUILD_DIR lets two builds (say, two e2e runs) live side by side; default `build/`.
 */
export default {
  appDirectory: 'app',
  ssr: true,
  buildDirectory: process.env.BUILD_DIR ?? 'build',
} satisfies Config;
