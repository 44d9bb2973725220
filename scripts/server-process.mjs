/**
 * How the production server process is started, by `npm start`, the bench and the browser tests
 * alike: its arguments and its environment.
 */
/**
 * The main thread's young generation is kept small (V8's default semi-space is 16 MB): it parses
 * requests and copies answers, and its garbage dies young; the render threads bound their own
 * heaps (server/render-pool.ts).
 */
export const SERVER_ARGS = ["--max-semi-space-size=4", "--import", "tsx", "server/main.ts"];

/**
 * glibc gives every thread that allocates its own malloc arena and keeps what each one freed;
 * with render threads (decision 014) that alone held ~150 MB more after a load. Two arenas are
 * enough for a process whose threads mostly allocate in V8's own heaps.
 */
export function serverEnv(env = process.env) {
  return { MALLOC_ARENA_MAX: "2", ...env };
}
