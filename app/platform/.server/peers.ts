/**
 * The other threads serving the same database. The production server renders on several worker
 * threads (decision 014); each keeps its own in-memory copies (sessions, carts, catalogue
 * versions), so a thread that drops a copy after its own write tells the others to drop theirs.
 * The server relays these messages on the same channels as requests, before any later request,
 * so a shopper's next page never sees the state before their own change, whichever thread
 * renders it.
 *
 * The link is a registered symbol on the database handle, not state of this module: the server
 * links the handle from its own copy of this module, the app's build reads it from another.
 */
const PEERS = Symbol.for("cuahang.peers");

export type PeerMessage = { topic: string; key: string };

export type Peers = {
  /** To every other thread. */
  send(message: PeerMessage): void;
  /** From the other threads. */
  listen(listener: (message: PeerMessage) => void): void;
};

/** Start-up: `db` is shared with other threads through `peers`. */
export function linkPeers(db: object, peers: Peers): void {
  Object.defineProperty(db, PEERS, { value: peers });
}

const peersOf = (db: object) => (db as Record<symbol, Peers | undefined>)[PEERS];

export function tellPeers(db: object, topic: string, key: string): void {
  peersOf(db)?.send({ topic, key });
}

/** Calls `handler` with the key of every message on `topic` from the other threads. */
export function listenToPeers(db: object, topic: string, handler: (key: string) => void): void {
  peersOf(db)?.listen((message) => {
    if (message.topic === topic) handler(message.key);
  });
}
