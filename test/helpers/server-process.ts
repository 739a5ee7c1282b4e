/**
 * Runs server/server.ts (or the server bundle) as a real child process, as an operator would, and tells
 * when it listens (port 0: the OS picks one; the URL is read from the log line).
 */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { serverNodeArgs } from '../../scripts/build-server';

export interface ServerProcess {
  child: ChildProcessWithoutNullStreams;
  /** Resolves with the base URL once the server listens; rejects if it exits first. */
  listening: Promise<string>;
  exited: Promise<number | null>;
  output(): string;
}

const running = new Set<ChildProcessWithoutNullStreams>();

/**
 * `entry`: the script to run, server/server.ts unless a test starts another (the server bundle npm start runs, a
 * .mjs file that node runs as it is).
 */
export function startServerProcess(env: Record<string, string | undefined>, entry = 'server/server.ts'): ServerProcess {
  const args = entry.endsWith('.mjs') ? serverNodeArgs(entry) : ['--import', 'tsx', entry];
  const child = spawn(process.execPath, args, {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      SEED_ON_START: 'false',
      LOG_LEVEL: 'info',
      DATABASE_URL: '',
      PASSWORD_HASH_COST: '12',
      STOREFRONT: 'off',
      ...env,
    },
  });
  running.add(child);
  let output = '';
  const listening = new Promise<string>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match?.[1]) resolve(match[1]);
    });
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.on('exit', (code) => reject(new Error(`server exited with ${code}: ${output}`)));
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  child.on('exit', () => running.delete(child));
  return { child, listening, exited, output: () => output };
}

/** Kills whatever a test left running. */
export function killAllServerProcesses() {
  for (const child of running) child.kill('SIGKILL');
}
