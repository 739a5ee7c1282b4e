import { spawn } from 'node:child_process';

/**
 * Runs one scanner (sqlmap, wapiti) to its end or until `timeoutMs`, when it is stopped with SIGTERM: its output, what
 * it wrote to stdout and stderr as it came (`onOutput` sees each piece as it arrives), and whether time ran out.
 */
export async function runScanner(
  command: string,
  args: string[],
  options: { cwd: string; timeoutMs: number; onOutput?: (text: string) => void },
): Promise<{ output: string; timedOut: boolean }> {
  const child = spawn(command, args, { cwd: options.cwd, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const onData = (chunk: Buffer) => {
    const text = chunk.toString();
    output += text;
    options.onOutput?.(text);
  };
  child.stdout.on('data', onData);
  child.stderr.on('data', onData);
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    child.kill('SIGTERM');
  }, options.timeoutMs);
  await new Promise<void>((resolve) => child.on('close', () => resolve()));
  clearTimeout(timer);
  return { output, timedOut };
}
