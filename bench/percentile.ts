/** The value at percentile `p` of ascending `sorted` (nearest rank); NaN for no values. */
export function percentile(sorted: readonly number[], p: number): number {
  return sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}
