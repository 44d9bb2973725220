import type { RequestHandler, Response } from "express";
import { contactFormFileLimit } from "../app/features/contact-forms/.server";
import { tHttp } from "../app/lib/i18n/areas/http";
import type { Db } from "../app/platform/.server/db";
import type { StreamedEntry } from "../app/platform/.server/streamed-form";
import type { Config } from "./config";
import { filenameOfDisposition } from "../app/lib/content-disposition";
import { type FileLimit, type MultipartLimits, filesOf, readMultipart, readRawUpload, removeFiles } from "./multipart";

export type StreamedUploads = {
  /** Where files wait while their request is handled: under DATA_DIR, never served. */
  incomingDir: string;
  limits: MultipartLimits;
  /** The limit of a file field for the request at `pathname` (a contact form's field's `limit:`). */
  fileLimit: (pathname: string) => FileLimit;
};

/**
 * The shop's limits: files as the configuration says, a contact form's file field as its form
 * says; text within what any form of the shop posts (a message of a few thousand characters).
 */
export function shopUploads(config: Pick<Config, "uploads">, db: Db): StreamedUploads {
  return {
    incomingDir: config.uploads.incomingDir,
    limits: {
      fileBytes: config.uploads.fileBytes,
      requestBytes: config.uploads.requestBytes,
      fields: 1000,
      fieldBytes: 1024 * 1024,
      textBytes: 8 * 1024 * 1024,
      files: 20,
    },
    fileLimit: (pathname) => (field, before) => contactFormFileLimit(db, pathname, field, before),
  };
}

/** What the router's handler finds of a streamed form (`res.locals.streamedForm`). */
export const streamedEntries = (res: Response): StreamedEntry[] | undefined => res.locals.streamedForm as StreamedEntry[] | undefined;

const MULTIPART = /^\s*multipart\/form-data\s*;/i;
/** WordPress's REST API answers its errors as JSON; the pages as text. */
const REST = /^\/wp-json(?:\/|$)/;
/** WordPress's upload of a raw body: the media collection, with the file's name in `Content-Disposition`. */
const MEDIA_COLLECTION = /^\/wp-json\/wp\/v2\/media\/?$/;

/**
 * Every multipart body is read here, on the main thread, as it arrives (decision 027): its files
 * go to disk, and the router's handler (a render thread, or this one in development) gets the
 * fields and the files' places instead of the body. The files are deleted when the request has
 * ended, whatever its outcome; a submission that keeps them has moved them away by then.
 */
export function streamedForms(o: StreamedUploads): RequestHandler {
  return async (req, res, next) => {
    if (req.method === "GET" || req.method === "HEAD") return next();
    const multipart = MULTIPART.test(req.get("content-type") ?? "");
    // A raw upload to the media library is streamed to disk as a file field is (the handler finds
    // it as the form's `file`); one without a file name is left to the handler to refuse.
    const rawName = !multipart && req.method === "POST" && MEDIA_COLLECTION.test(req.path) ? filenameOfDisposition(req.get("content-disposition") ?? "") : null;
    if (!multipart && rawName === null) return next();
    const read =
      rawName !== null
        ? await readRawUpload(req, { dir: o.incomingDir, filename: rawName, fileBytes: o.limits.fileBytes, requestBytes: o.limits.requestBytes })
        : await readMultipart(req, { dir: o.incomingDir, limits: o.limits, fileLimit: o.fileLimit(req.path) });
    if (!read.ok) {
      // The sender went away: there is no one to answer.
      if (read.reason === "aborted") return;
      const status = read.reason === "too large" ? 413 : 400;
      const message = tHttp(status === 413 ? "http.tooLarge" : "http.badRequest");
      // The rest of the body is not read: the connection ends after the answer.
      res.setHeader("Connection", "close");
      res.on("finish", () => req.socket.destroySoon());
      if (REST.test(req.path)) {
        const code = status === 413 ? "rest_request_too_large" : "rest_invalid_multipart";
        return void res.status(status).type("application/json; charset=UTF-8").send(JSON.stringify({ code, message, data: { status } }));
      }
      return void res.status(status).type("text/plain; charset=utf-8").send(message);
    }
    res.locals.streamedForm = read.entries;
    res.on("close", () => void removeFiles(filesOf(read.entries)));
    next();
  };
}
