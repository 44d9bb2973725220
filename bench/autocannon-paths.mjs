import autocannon from "autocannon";

/**
 * `node bench/autocannon-paths.mjs '{"url":…,"paths":[…],"connections":20,"seconds":10}'`:
 * autocannon's programmatic run over a list of paths (its CLI takes one URL), each connection
 * going through the list in turn, looping; prints autocannon's JSON result with `serverTiming`:
 * the p50 and p99 of the server's own time (its `Server-Timing: app;dur=` header). A process of
 * its own, as every load of the harness, so the load never shares the harness's event loop.
 */
const o = JSON.parse(process.argv[2] ?? "{}");
const durations = [];
const onResponse = (_status, _body, _context, headers) => {
  const match = /\bapp;dur=([\d.]+)/.exec(headers["server-timing"] ?? headers["Server-Timing"] ?? "");
  if (match) durations.push(Number(match[1]));
};
const result = await autocannon({
  url: o.url,
  connections: o.connections,
  duration: o.seconds,
  requests: o.paths.map((path) => ({ method: "GET", path, onResponse })),
});
durations.sort((a, b) => a - b);
const at = (p) => (durations.length ? durations[Math.min(durations.length - 1, Math.floor((p / 100) * durations.length))] : null);
process.stdout.write(JSON.stringify({ ...result, serverTiming: { p50: at(50), p99: at(99), samples: durations.length } }));
