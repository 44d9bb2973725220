import autocannon from "autocannon";

/**
 * `node bench/autocannon-authenticate.mjs '{"url":…,"connections":20,"seconds":10,"pairs":[{"address":…,"login":…,"planned":20},…],"headers":{…}}'`:
 * wrong-password `wordfence_ls_authenticate` posts under autocannon, each from a client address
 * (`X-Forwarded-For`, the bench server trusting its proxy) and for a login name, as planned so
 * that the lockouts can be checked afterwards (bench/authenticate.ts). Prints autocannon's JSON
 * result with `attempts`: every request made, `[pair, revisit (0/1), status (0: no answer seen),
 * sentAt, answeredAt, error (1: a JSON answer with `error`)]`, times in ms from the start.
 *
 * Pairs are taken in turn, each for its `planned` attempts (20, the limit, for a "lock" pair, fewer
 * for a "below" pair); once every answer of a pair's attempts has come back, the pair goes on a revisit
 * queue, and one more attempt is made for it before any new pair's: a lock pair's must then be
 * answered 503 (locked, not checked), a below pair's checked again. Should the pairs run out,
 * the last one is used on and `exhausted` is set (the harness then refuses the run).
 */
const o = JSON.parse(process.argv[2] ?? "{}");
const start = performance.now();
const now = () => performance.now() - start;
const attempts = [];
const pairs = o.pairs.map((pair) => ({ ...pair, made: 0, answered: 0 }));
const revisits = [];
let current = 0;
let exhausted = false;
/** Answers that came to an attempt already answered: none can, one connection having one request in flight. */
let doubled = 0;

function nextAttempt() {
  if (revisits.length > 0) return { pair: revisits.shift(), revisit: 1 };
  while (current < pairs.length && pairs[current].made >= pairs[current].planned) current++;
  if (current >= pairs.length) {
    exhausted = true;
    current = pairs.length - 1;
  }
  pairs[current].made++;
  return { pair: current, revisit: 0 };
}

const setupRequest = (request, context) => {
  const { pair, revisit } = nextAttempt();
  const { address, login } = pairs[pair];
  const attempt = [pair, revisit, 0, now(), 0, 0];
  attempts.push(attempt);
  // The one request this connection has in flight (no pipelining): its answer comes to onResponse with this context.
  context.attempt = attempt;
  const body = new URLSearchParams({ log: login, pwd: `sai-mat-khau-${attempts.length}`, action: "wordfence_ls_authenticate" }).toString();
  return { ...request, body, headers: { ...request.headers, "X-Forwarded-For": address } };
};

const onResponse = (status, body, context) => {
  const attempt = context.attempt;
  if (!attempt) return;
  if (attempt[2] !== 0) {
    doubled++;
    return;
  }
  attempt[2] = status;
  attempt[4] = now();
  try {
    attempt[5] = typeof JSON.parse(body).error === "string" ? 1 : 0;
  } catch {
    attempt[5] = 0;
  }
  const [pair, revisit] = attempt;
  if (revisit === 0 && ++pairs[pair].answered === pairs[pair].planned) revisits.push(pair);
};

const result = await autocannon({
  url: o.url,
  connections: o.connections,
  duration: o.seconds,
  // Longer than the run: a timeout would drop a request the server may still count, and send the
  // next one on the same connection while the dropped one's answer could still be parsed.
  timeout: o.seconds + 60,
  headers: { ...o.headers, "Content-Type": "application/x-www-form-urlencoded; charset=UTF-8" },
  requests: [{ method: "POST", path: "/wp-admin/admin-ajax.php", setupRequest, onResponse }],
});
process.stdout.write(JSON.stringify({ ...result, attempts, pairsUsed: current + 1, exhausted, doubled }));
