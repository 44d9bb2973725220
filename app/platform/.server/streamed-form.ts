import { AsyncLocalStorage } from "node:async_hooks";
import { openAsBlob } from "node:fs";

/**
 * A multipart form the main thread read as it arrived (decision 027): its text fields, and its
 * files already on disk under random names. Plain data, so it crosses to a render thread.
 */
export type StreamedEntry = { name: string; value: string } | { name: string; file: IncomingFile };

export type IncomingFile = {
  /** Where its bytes are, in the incoming folder (deleted when the request has ended). */
  path: string;
  /** The sender's name for it, as sent. */
  filename: string;
  type: string;
  /** Bytes kept on disk: the whole file, or its first `limit + 1` when it was `cut`. */
  size: number;
  /**
   * Longer than its field allows: only its first `limit + 1` bytes were kept, the rest read and
   * dropped, so the field's own size rule fails on it as on the whole file. Never to be kept.
   */
  cut: boolean;
};

/** The form as the app reads it, and the file on disk behind each `File` in it. */
export type StreamedForm = { form: FormData; files: WeakMap<File, IncomingFile> };

/**
 * One store for the whole thread: the render thread's bundle and the router's build each have
 * their own copy of this module, and must find the same request's form.
 */
const KEY = Symbol.for("cuahang.streamed-form");
const scope = globalThis as unknown as Record<typeof KEY, AsyncLocalStorage<StreamedForm> | undefined>;
const storage = (scope[KEY] ??= new AsyncLocalStorage<StreamedForm>());

/** The entries as FormData, each file a `File` backed by its file on disk (never read into memory here). */
export async function formOfEntries(entries: readonly StreamedEntry[]): Promise<StreamedForm> {
  const form = new FormData();
  const files = new WeakMap<File, IncomingFile>();
  for (const entry of entries) {
    if ("value" in entry) {
      form.append(entry.name, entry.value);
      continue;
    }
    const blob = await openAsBlob(entry.file.path, { type: entry.file.type });
    const file = new File([blob], entry.file.filename, { type: entry.file.type });
    // FormData keeps the very File it is given (no file name argument): the key to its path.
    form.append(entry.name, file);
    files.set(file, entry.file);
  }
  return { form, files };
}

/** Runs a request's handling with its streamed form, where `readPostedForm` finds it. */
export function withStreamedForm<T>(form: StreamedForm, run: () => T): T {
  return storage.run(form, run);
}

/** The form the request being handled streamed in, if it was one. */
export function streamedForm(): StreamedForm | undefined {
  return storage.getStore();
}

/** The file on disk behind a posted `File`, when it came streamed. */
export function incomingFileOf(file: File): IncomingFile | undefined {
  return storage.getStore()?.files.get(file);
}
