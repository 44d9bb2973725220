/**
 * How the production server process is started, by `npm start`, the bench and the browser tests
 * alike: its arguments and its environment.
 */
export const SERVER_ARGS = ["--import", "tsx", "server/main.ts"];

/**
 * glibc gives every thread that allocates its own malloc arena and keeps what each one freed;
 * with render threads (decision 014) that alone held ~150 MB more after a load. Two arenas are
 * enough for a process whose threads mostly allocate in V8's own heaps.
 */
export function serverEnv(env = process.env) {
  return { MALLOC_ARENA_MAX: "2", ...env };
}
