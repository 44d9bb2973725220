import autocannon from "autocannon";

/**
 * `node bench/autocannon-paths.mjs '{"url":…,"paths":[…],"connections":20,"seconds":10}'`:
 * autocannon's programmatic run over a list of paths (its CLI takes one URL), each connection
 * going through the list in turn, looping; prints autocannon's JSON result with `serverTimes`:
 * the server's own time of every answer (its `Server-Timing: app;dur=` header), in ms. A process of
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
process.stdout.write(JSON.stringify({ ...result, serverTimes: durations }));
