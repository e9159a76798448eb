/**
 * What the benchmarks share to run servers in child processes: a free port, starting a process
 * and waiting until it answers, stopping it, and the machine's load average as printed before
 * and after each measurement (README "Benchmarks": measure while nothing else runs).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { loadavg } from 'node:os';

/** A TCP port free on 127.0.0.1 now (the OS picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** The 1, 5 and 15 minute load averages, as `0.52, 0.61, 0.70`. */
export const machineLoad = () => loadavg().map((value) => value.toFixed(2)).join(', ');

/**
 * Starts `node <args>` with `env` added to this process's environment and resolves once `url`
 * answers (any status). Throws when the process exits first or nothing answers within
 * `timeoutMs` (then the process is killed).
 */
export async function startServer(args: string[], env: Record<string, string>, url: string, timeoutMs = 180_000): Promise<ChildProcess> {
  const child = spawn(process.execPath, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${args.join(' ')} exited with ${child.exitCode}`);
    try {
      await fetch(url);
      return child;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  child.kill('SIGKILL');
  throw new Error(`${args.join(' ')} did not answer ${url} in time`);
}

/** SIGTERM, then SIGKILL after 30 s if it has not exited. */
export async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 30_000))]);
  if (child.exitCode === null) child.kill('SIGKILL');
}
