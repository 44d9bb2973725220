import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * The ceiling: a bare node:http server answering each scenario with the bytes the app sent for
 * it, and nothing else. It runs as its own process (forked by ceiling.ts, which sends the
 * answers over IPC) so it has a CPU core and event loop to itself, as the app does.
 */
export type FixedAnswer = { method: string; path: string; status: number; contentType: string; contentEncoding: string; body: string };
export type CeilingMessage = { answers: FixedAnswer[] };

process.once("message", (message: CeilingMessage) => {
  const answers = new Map(
    message.answers.map((a) => [`${a.method} ${a.path}`, { ...a, bytes: Buffer.from(a.body, "base64") }]),
  );
  const server = createServer((req, res) => {
    const answer = answers.get(`${req.method} ${req.url}`);
    // Drain the request body so POST scenarios cost the same reading work as on the app.
    req.resume();
    req.on("end", () => {
      if (!answer) return void res.writeHead(404).end();
      const encoding = answer.contentEncoding ? { "Content-Encoding": answer.contentEncoding, Vary: "Accept-Encoding" } : {};
      res.writeHead(answer.status, { "Content-Type": answer.contentType, ...encoding, "Content-Length": answer.bytes.length });
      res.end(answer.bytes);
    });
  });
  server.keepAliveTimeout = 65_000;
  server.listen(0, "127.0.0.1", () => {
    process.send?.({ port: (server.address() as AddressInfo).port });
  });
});
