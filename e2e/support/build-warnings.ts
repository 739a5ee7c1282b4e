/**
 * The warnings in what `react-router build` printed (issue 34: a newcomer's `npm start` showed the same deprecation
 * warnings over and over). Vite, Rolldown and the React Router plugin write warnings to stderr (console.warn); React
 * Router's future-flag notices go to stdout. The two below come from dependencies and cannot be fixed in this
 * repository (ADR 0050); any other warning is ours to fix, not to hide.
 */
import { stripVTControlCharacters } from 'node:util';

export const dependencyWarnings = [
  {
    // Printed once for each Vite server React Router 7.18.4 (the last 7.x) starts for itself: its config loader and
    // its child compiler pass `envFile: false`, which Vite 8 deprecated. React Router 8 is a migration of its own.
    pattern: /^The `envFile` option is deprecated, please use `envDir: false` instead\.\n/gm,
    from: '@react-router/dev 7.18.4',
  },
  {
    // Rolldown's report of slow plugin hooks, printed when a machine is busy: the time is React Router's own
    // virtual-modules hook awaiting its route manifest, which its child compiler builds.
    pattern: /^\[PLUGIN_TIMINGS\][\s\S]*?^See https:\/\/rolldown\.rs\/\S+ for more details\.\n/gm,
    from: 'rolldown, timing @react-router/dev',
  },
];

/** The lines of a build's output that are warnings, other than the dependencies' above (colours taken out). */
export function unexpectedBuildWarnings(output: { stdout: string; stderr: string }): string[] {
  const stdout = stripVTControlCharacters(output.stdout);
  let rest = stripVTControlCharacters(output.stderr);
  for (const { pattern } of dependencyWarnings) rest = rest.replace(pattern, '');
  const fromStderr = rest.split('\n').filter((line) => line.trim() !== '');
  const fromStdout = stdout.split('\n').filter((line) => /warning|deprecated|^\s*\(!\)/i.test(line));
  return [...fromStderr, ...fromStdout];
}
