/**
 * One line for every cart request of the page (adds, removals, quantity changes, refreshes), as
 * WooCommerce's add-to-cart script queues its requests: each starts once the one before it has
 * finished, in the order they were asked for, so answers can never overtake one another and an
 * older cart never replaces a newer one on the page.
 */
export type RequestQueue = {
  /** Runs `task` after every task queued before it; its result (or failure) is the task's own. */
  run<T>(task: () => Promise<T>): Promise<T>;
  /** Tasks queued or running. */
  readonly size: number;
};

export function createRequestQueue(): RequestQueue {
  let tail: Promise<unknown> = Promise.resolve();
  let size = 0;
  return {
    run<T>(task: () => Promise<T>): Promise<T> {
      size++;
      const result = tail.then(() => task()).finally(() => size--);
      // A failed task must not stop the ones behind it.
      tail = result.catch(() => undefined);
      return result;
    },
    get size() {
      return size;
    },
  };
}
