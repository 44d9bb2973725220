import { readFile } from "node:fs/promises";
import autocannon from "autocannon";

/**
 * `node bench/autocannon-paths.mjs '{"url":…,"paths":[…],"connections":20,"seconds":10,"shared":false,"headers":{…}}'`
 * (or `@file` holding that JSON: thousands of paths are more than one argument may hold):
 * autocannon's programmatic run over a list of paths (its CLI takes one URL); prints autocannon's
 * JSON result with `serverTimes`: the server's own time of every answer (its `Server-Timing:
 * app;dur=` header), in ms. A process of its own, as every load of the harness, so the load never
 * shares the harness's event loop.
 *
 * By default each connection goes through the list in turn, looping (a set of queries repeated).
 * `shared`: the connections take the paths from one queue instead, each path once a round, so 50
 * connections read 50 different pages at a time (pages spread over a catalogue, each read a few
 * times, rather than every connection reading the same page in step).
 */
const arg = process.argv[2] ?? "{}";
const o = JSON.parse(arg.startsWith("@") ? await readFile(arg.slice(1), "utf8") : arg);
const durations = [];
const onResponse = (_status, _body, _context, headers) => {
  const match = /\bapp;dur=([\d.]+)/.exec(headers["server-timing"] ?? headers["Server-Timing"] ?? "");
  if (match) durations.push(Number(match[1]));
};
let next = 0;
const takeNext = (request) => ({ ...request, path: o.paths[next++ % o.paths.length] });
const result = await autocannon({
  url: o.url,
  connections: o.connections,
  duration: o.seconds,
  headers: o.headers ?? {},
  requests: o.shared
    ? [{ method: "GET", setupRequest: takeNext, onResponse }]
    : o.paths.map((path) => ({ method: "GET", path, onResponse })),
});
process.stdout.write(JSON.stringify({ ...result, serverTimes: durations }));
