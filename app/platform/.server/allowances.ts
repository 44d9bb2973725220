import { isIPv4, isIPv6 } from "node:net";
import { sql } from "drizzle-orm";
import { requestAllowances } from "../../lib/constants";
import { type Db, queryRows } from "./db";

/**
 * Per-address bounds on anonymous writes (adds to cart, reviews, orders, new sessions): a token
 * bucket per action and client address in the database (`request_allowances`, migration 0015),
 * taken from in one statement, so that every render thread and every process on the database
 * counts the same requests; a refused request changes no row.
 */
export type AllowanceAction = keyof typeof requestAllowances;

/** Refused: `retryAfterSeconds`, the most an address waits for its next request of that kind. */
export type Allowance = { ok: true } | { ok: false; retryAfterSeconds: number };

/** What an allowance is taken for: a request's context has all three. */
export type Requester = { db: Db; clientIp: string; now: () => Date };

/**
 * Takes one request of `action` from the requester's address. The bucket holds `burst` tokens
 * and gains `burst` every `perMs`; a request needs a whole one. The machine's own requests
 * (loopback) are not counted: see `addressKey`.
 */
export async function takeAllowance(requester: Requester, action: AllowanceAction): Promise<Allowance> {
  const address = addressKey(requester.clientIp);
  if (address === null) return { ok: true };
  const { burst, perMs } = requestAllowances[action];
  const perSecond = burst / (perMs / 1000);
  const now = requester.now().toISOString();
  // What the bucket holds now: its tokens, plus what the time since its last request brought,
  // up to `burst` (time that seems to go back, as between two processes' clocks, brings none).
  const refilled = sql`least(${burst}::float8, a.tokens + greatest(0, extract(epoch from (${now}::timestamptz - a.updated_at))) * ${perSecond}::float8)`;
  const taken = await queryRows<{ taken: number }>(
    requester.db,
    sql`insert into request_allowances as a (action, address, tokens, updated_at)
        values (${action}, ${address}, ${burst - 1}, ${now}::timestamptz)
        on conflict (action, address) do update
          set tokens = ${refilled} - 1, updated_at = greatest(a.updated_at, excluded.updated_at)
          where ${refilled} >= 1
        returning 1 as taken`,
  );
  return taken.length > 0 ? { ok: true } : { ok: false, retryAfterSeconds: Math.ceil(perMs / burst / 1000) };
}

/**
 * A page's answer to a request refused so: the 429 page (the error boundaries' message), saying
 * when to come back (the site frame's `headers` passes `Retry-After` on). Thrown by a page's
 * loader or action.
 */
export function tooManyRequestsPage(refused: { retryAfterSeconds: number }): Response {
  return new Response(null, { status: 429, headers: { "Retry-After": String(refused.retryAfterSeconds) } });
}

/**
 * The address an allowance counts for: its network (`addressNetwork`), but null for the machine
 * itself (loopback): its health checks and benchmarks, and a proxy on the same machine whose
 * clients' addresses are not trusted (`TRUST_PROXY`), behind which every shopper would share one
 * bucket.
 */
export function addressKey(ip: string): string | null {
  const address = unmapped(ip);
  if (isIPv4(address)) return address.startsWith("127.") ? null : addressNetwork(address);
  if (isIPv6(address) && ipv6Groups(address).every((g, i) => Number.parseInt(g, 16) === (i === 7 ? 1 : 0))) return null; // ::1
  return addressNetwork(address);
}

/**
 * The network one client counts as: IPv4 as it is (also when written as IPv6), IPv6 by its /64,
 * the network one subscriber draws addresses from at will; anything else cut to 64 characters.
 * Loopback included (the login lockouts count it: see `addressKey` for the allowances, which do not).
 */
export function addressNetwork(ip: string): string {
  const address = unmapped(ip);
  if (isIPv4(address)) return address;
  if (!isIPv6(address)) return address.slice(0, 64);
  return `${ipv6Groups(address).slice(0, 4).map((g) => Number.parseInt(g, 16).toString(16)).join(":")}::/64`;
}

/** An address without its IPv4-mapped prefix (`::ffff:1.2.3.4`) or zone (`%eth0`). */
const unmapped = (ip: string) => ip.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, "").replace(/%.*$/, "");

/** The eight groups of an IPv6 address, `::` expanded; an IPv4 tail (64:ff9b::1.2.3.4) counts as two, in the low 64 bits. */
function ipv6Groups(address: string): string[] {
  const [head = "", tail] = address.toLowerCase().split("::");
  const front = head === "" ? [] : head.split(":");
  const back = tail === undefined || tail === "" ? [] : tail.split(":").flatMap((g) => (g.includes(".") ? ["0", "0"] : [g]));
  return tail === undefined ? front : [...front, ...Array<string>(8 - front.length - back.length).fill("0"), ...back];
}

/** Deletes the buckets that are full again (a full bucket is the same as none); run with the hourly purge. */
export async function purgeRefilledAllowances(db: Db, now: Date): Promise<number> {
  const longest = Math.max(...Object.values(requestAllowances).map((a) => a.perMs));
  const [gone] = await queryRows<{ count: number }>(
    db,
    sql`with gone as (delete from request_allowances where updated_at < ${new Date(now.getTime() - longest).toISOString()}::timestamptz returning 1)
        select count(*)::int as count from gone`,
  );
  return gone?.count ?? 0;
}
