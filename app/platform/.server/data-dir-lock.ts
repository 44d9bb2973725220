import { readFile, rm, writeFile } from "node:fs/promises";

/**
 * PGlite is one process's database: a second process opening the same data directory (a
 * second server, `npm run seed` or `npm run user` while the shop runs) would corrupt it. The
 * first to open it leaves its process id beside it; another finding that process alive stops
 * with a message saying which. A lock left by a process that died is taken over.
 */
export class DataDirInUse extends Error {
  constructor(dataDir: string, pid: number) {
    super(`Dữ liệu ${dataDir} đang được tiến trình ${pid} dùng (máy chủ cửa hàng?): dừng tiến trình đó trước, rồi chạy lại.`);
  }
}

const lockFileOf = (dataDir: string) => `${dataDir}.pid`;

export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  const file = lockFileOf(dataDir);
  const holder = Number((await readFile(file, "utf8").catch(() => "")).trim());
  if (Number.isSafeInteger(holder) && holder > 0 && holder !== process.pid && isAlive(holder)) throw new DataDirInUse(dataDir, holder);
  await writeFile(file, `${process.pid}\n`);
  return async () => {
    // Only our own lock: a process that took a stale one over keeps it.
    if ((await readFile(file, "utf8").catch(() => "")).trim() === String(process.pid)) await rm(file, { force: true });
  };
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists, under another user.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}
