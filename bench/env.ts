/**
 * The environment for the bench's seed and server processes: always the embedded PGlite of the
 * bench's own data directory, even when the shell has DATABASE_URL set for other work.
 */
export function benchEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, ...extra };
  delete env.DATABASE_URL;
  return env;
}
