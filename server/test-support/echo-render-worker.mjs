// A stand-in render thread for the pool's tests: answers what it was asked, how many requests it
// held at once, and which drops other threads told it of. `/write?key=K` tells the others of a
// drop of K; `/crash` ends the thread; `?delay=ms` answers late.
import { parentPort, threadId } from "node:worker_threads";

const told = [];
let holding = 0;
let mostHeld = 0;
parentPort.on("message", (m) => {
  if (m.type === "peer") return void told.push(`${m.topic}:${m.key}`);
  const url = new URL(m.url);
  if (url.pathname === "/crash") process.exit(3);
  if (url.pathname === "/write") parentPort.postMessage({ type: "peer", topic: "cart", key: url.searchParams.get("key") });
  holding++;
  mostHeld = Math.max(mostHeld, holding);
  setTimeout(() => {
    holding--;
    const answer = {
      thread: threadId,
      method: m.method,
      url: m.url,
      path: url.pathname + url.search,
      body: m.body ? new TextDecoder().decode(m.body) : null,
      cookie: m.headers.find(([name]) => name === "cookie")?.[1] ?? null,
      told,
      mostHeld,
    };
    const body = new TextEncoder().encode(JSON.stringify(answer));
    parentPort.postMessage(
      { type: "response", id: m.id, status: 201, statusText: "Created", headers: [["content-type", "application/json"], ["set-cookie", "b=2"]], cookies: ["a=1"], body },
      [body.buffer],
    );
  }, Number(url.searchParams.get("delay") ?? 0));
});
parentPort.postMessage({ type: "ready" });
