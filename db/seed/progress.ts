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
