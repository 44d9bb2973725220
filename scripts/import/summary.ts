/**
 * What an import did, for its summary: how many of each kind were created and updated, what was
 * skipped (with the line and why), and the problems that refuse the file unless the run was asked
 * to go on past them. Lines are kept for the first SKIPS_LISTED skips only, so a file of a
 * million menu items does not keep a million reasons; the count stays exact.
 */
export const SKIPS_LISTED = 1000;

export type Noted = { line: number; reason: string };

export class ImportSummary {
  /** How a record's place is named: "dòng" (a line of the file) or "mục" (the n-th entry of a JSON list). */
  constructor(readonly place = "dòng") {}

  readonly created = new Map<string, number>();
  readonly updated = new Map<string, number>();
  readonly skipped: Noted[] = [];
  skippedCount = 0;
  readonly problems: Noted[] = [];
  problemCount = 0;

  count(kind: string, created: boolean): void {
    const into = created ? this.created : this.updated;
    into.set(kind, (into.get(kind) ?? 0) + 1);
  }

  skip(line: number, reason: string): void {
    this.skippedCount++;
    if (this.skipped.length < SKIPS_LISTED) this.skipped.push({ line, reason });
  }

  problem(line: number, reason: string): void {
    this.problemCount++;
    if (this.problems.length < SKIPS_LISTED) this.problems.push({ line, reason });
  }

  /** Everything counted so far dropped: a rolled-back run created nothing. */
  forgetWrites(): void {
    this.created.clear();
    this.updated.clear();
  }

  lines(labels: Record<string, string>): string[] {
    const figures = (map: Map<string, number>) =>
      [...map].map(([kind, n]) => `${n} ${labels[kind] ?? kind}`).join(", ") || "không có";
    const out = [`Đã tạo: ${figures(this.created)}.`, `Đã cập nhật: ${figures(this.updated)}.`, `Bỏ qua: ${this.skippedCount}.`];
    for (const s of this.skipped) out.push(`  ${this.place} ${s.line}: ${s.reason}`);
    if (this.skippedCount > this.skipped.length) out.push(`  … và ${this.skippedCount - this.skipped.length} mục nữa`);
    if (this.problemCount > 0) {
      out.push(`Lỗi: ${this.problemCount}.`);
      for (const p of this.problems) out.push(`  ${this.place} ${p.line}: ${p.reason}`);
      if (this.problemCount > this.problems.length) out.push(`  … và ${this.problemCount - this.problems.length} lỗi nữa`);
    }
    return out;
  }
}

/** Thrown inside the import's transaction to roll it back: a dry run, or a problem without `--continue-on-error`. */
export class RolledBack extends Error {}

/**
 * One record's writes. Without `continueOnError` a failure is noted and the whole import's
 * transaction rolled back; with it the record's own savepoint is rolled back, the failure noted,
 * and the import goes on.
 */
export async function step<T extends { transaction: <R>(work: (tx: T) => Promise<R>) => Promise<R> }>(
  tx: T,
  continueOnError: boolean,
  line: number,
  summary: ImportSummary,
  work: (tx: T) => Promise<void>,
): Promise<void> {
  if (!continueOnError) {
    try {
      await work(tx);
    } catch (error) {
      summary.problem(line, error instanceof Error ? error.message : String(error));
      throw new RolledBack();
    }
    return;
  }
  try {
    await tx.transaction(async (savepoint) => work(savepoint));
  } catch (error) {
    summary.problem(line, error instanceof Error ? error.message : String(error));
  }
}
