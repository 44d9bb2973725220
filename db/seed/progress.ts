/**
 * A one-line progress bar, `[#####-----] 45% 4500/10000 12.3 s`, redrawn in place on a
 * terminal. When the stream is not a terminal (CI logs), it prints a line every 10 % instead.
 */
export function progressBar(stream: NodeJS.WriteStream, width = 30) {
  const started = performance.now();
  let lastTenth = -1;
  const render = (done: number, total: number) => {
    const ratio = total === 0 ? 1 : done / total;
    const filled = Math.round(ratio * width);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    return `[${"#".repeat(filled)}${"-".repeat(width - filled)}] ${String(Math.floor(ratio * 100)).padStart(3)}% ${done}/${total} ${seconds} s`;
  };
  return {
    update(done: number, total: number) {
      if (stream.isTTY) {
        stream.write(`\r${render(done, total)}`);
        return;
      }
      const tenth = Math.floor((done / Math.max(total, 1)) * 10);
      if (tenth !== lastTenth) {
        lastTenth = tenth;
        stream.write(`${render(done, total)}\n`);
      }
    },
    /** Ends the line the bar was drawn on. */
    finish() {
      if (stream.isTTY) stream.write("\n");
    },
  };
}

/**
 * A line for every `every` items done, with the rate of that stretch alone:
 * `10000/100000: 10000 in 98.2 s = 102/s`. A slowdown as the tables grow shows as a falling
 * rate rather than hiding in an overall average.
 */
export function stretchRates(stream: NodeJS.WriteStream, every = 10_000) {
  // The clock starts at the first call (0 done), after whatever preparation came before.
  let stretchStart = performance.now();
  let stretchFrom = 0;
  return (done: number, total: number) => {
    if (done === 0) stretchStart = performance.now();
    if (done - stretchFrom < every && done < total) return;
    const seconds = (performance.now() - stretchStart) / 1000;
    const count = done - stretchFrom;
    stream.write(`${stream.isTTY ? "\r\x1b[K" : ""}${done}/${total}: ${count} trong ${seconds.toFixed(1)} s = ${(count / seconds).toFixed(0)}/s\n`);
    stretchStart = performance.now();
    stretchFrom = done;
  };
}
