import { describe, expect, it } from "vitest";
import { fakeAnswer, fakeResult } from "./fake-answers";
import { type OverlayState, initialOverlayState, overlayReducer } from "./overlay-state";

const ao = { query: "ao", filters: {}, sort: "relevance" as const };
const quan = { query: "quan", filters: {}, sort: "relevance" as const };
const ids = (state: OverlayState) => state.shown?.results.map((r) => r.fields.post_id);
const page = (from: number, count: number) => Array.from({ length: count }, (_, i) => fakeResult(from + i));

/** The state once the first request (id 1) was answered with `answer`. */
function answered(answer = fakeAnswer(page(1, 10), { total: 25, page_handle: "h10" })): OverlayState {
  return overlayReducer(initialOverlayState(ao), { type: "answer", id: 1, answer });
}

describe("overlayReducer", () => {
  it("starts by asking for the first page of its search", () => {
    expect(initialOverlayState(ao)).toMatchObject({ search: ao, pending: { id: 1, search: ao, pageHandle: null }, shown: null });
  });

  it("shows an answer and says how many there are", () => {
    const state = answered();
    expect(state.pending).toBeNull();
    expect(ids(state)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(state.shown).toMatchObject({ total: 25, pageHandle: "h10", correctedQuery: false });
    expect(state.news).toEqual({ kind: "searched", total: 25 });
  });

  it("never lets an earlier query's late answer replace a newer one's", () => {
    let state = overlayReducer(initialOverlayState(ao), { type: "search", search: quan });
    expect(state.pending).toMatchObject({ id: 2, search: quan });
    state = overlayReducer(state, { type: "answer", id: 1, answer: fakeAnswer([fakeResult(99)]) });
    expect(state.shown).toBeNull();
    expect(state.pending?.id).toBe(2);
    state = overlayReducer(state, { type: "answer", id: 2, answer: fakeAnswer([fakeResult(7)]) });
    expect(ids(state)).toEqual([7]);
    expect(overlayReducer(state, { type: "answer", id: 1, answer: fakeAnswer([fakeResult(99)]) })).toBe(state);
  });

  it("keeps the shown results while a new search loads", () => {
    const state = overlayReducer(answered(), { type: "search", search: quan });
    expect(ids(state)).toHaveLength(10);
    expect(state.pending?.pageHandle).toBeNull();
  });

  it("ignores a search that is the one shown", () => {
    const state = answered();
    expect(overlayReducer(state, { type: "search", search: { ...ao, filters: {} } })).toBe(state);
  });

  it("appends the next page by its handle and says how many came", () => {
    let state = overlayReducer(answered(), { type: "more" });
    expect(state.pending).toMatchObject({ id: 2, pageHandle: "h10" });
    // A second "more" while one is on its way (the sentinel and the button) asks nothing new.
    expect(overlayReducer(state, { type: "more" })).toBe(state);
    state = overlayReducer(state, { type: "answer", id: 2, answer: fakeAnswer(page(11, 10), { total: 25, page_handle: "h20" }) });
    expect(ids(state)).toHaveLength(20);
    expect(state.news).toEqual({ kind: "more", count: 10, allLoaded: false });
    state = overlayReducer(overlayReducer(state, { type: "more" }), { type: "answer", id: 3, answer: fakeAnswer(page(21, 5), { total: 25 }) });
    expect(ids(state)).toHaveLength(25);
    expect(state.news).toEqual({ kind: "more", count: 5, allLoaded: true });
    expect(overlayReducer(state, { type: "more" })).toBe(state);
  });

  it("drops results already shown when the next page repeats them", () => {
    const state = overlayReducer(overlayReducer(answered(), { type: "more" }), { type: "answer", id: 2, answer: fakeAnswer(page(9, 4), { total: 25, page_handle: "h14" }) });
    expect(ids(state)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(state.news).toEqual({ kind: "more", count: 2, allLoaded: false });
  });

  it("remembers which request failed and tries it again", () => {
    let state = overlayReducer(initialOverlayState(ao), { type: "fail", id: 1 });
    expect(state).toMatchObject({ failed: "search", pending: null });
    state = overlayReducer(state, { type: "retry" });
    expect(state).toMatchObject({ failed: null, pending: { id: 2, pageHandle: null } });

    state = overlayReducer(overlayReducer(answered(), { type: "more" }), { type: "fail", id: 2 });
    expect(state.failed).toBe("more");
    expect(ids(state)).toHaveLength(10);
    expect(overlayReducer(state, { type: "more" })).toBe(state);
    expect(overlayReducer(state, { type: "retry" }).pending).toMatchObject({ pageHandle: "h10" });
  });

  it("tells results of different kinds with the same id apart", () => {
    const post = fakeResult(3, { post_type: "post" });
    const state = overlayReducer(overlayReducer(answered(), { type: "more" }), { type: "answer", id: 2, answer: fakeAnswer([post, fakeResult(3)], { total: 25 }) });
    expect(state.shown?.results.map((r) => `${r.fields.post_type}:${r.fields.post_id}`).slice(9)).toEqual(["product:10", "post:3"]);
  });

  it("ignores the failure of a request it no longer waits for", () => {
    const state = overlayReducer(initialOverlayState(ao), { type: "search", search: quan });
    expect(overlayReducer(state, { type: "fail", id: 1 })).toBe(state);
  });
});
