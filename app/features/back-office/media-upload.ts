import apiFetch, { type APIFetchOptions } from "@wordpress/api-fetch";
import { api, currentRestNonce } from "./api";

/**
 * An upload to the media library from the back office. fetch cannot tell how much of a body was
 * sent, so the upload itself is an XMLHttpRequest (with the REST nonce, as api-fetch would send
 * it) that reports its progress; its answer then goes through api-fetch's own media upload
 * middleware, which on a 5xx carrying `X-WP-Upload-Attachment-ID` asks the server to finish the
 * picture (`post-process`, up to 5 times) and deletes it when that never works (spec §7 "Media
 * upload"). Those calls, as every other of the library, are api-fetch's.
 */

/** An attachment as wp/v2/media answers it: the fields the library shows. */
export type Attachment = {
  id: number;
  date: string;
  slug: string;
  title: { raw: string; rendered: string };
  alt_text: string;
  caption: { raw: string };
  mime_type: string;
  source_url: string;
  media_details: {
    width: number;
    height: number;
    file: string;
    filesize: number;
    sizes: Record<string, { width: number; height: number; source_url: string; sources?: Record<string, { source_url: string }> }>;
  };
  missing_image_sizes: string[];
};

const MEDIA_PATH = "/wp/v2/media";

/** The XMLHttpRequest's answer as a fetch Response (status, headers, body), as api-fetch's middleware expects it. */
function sendWithProgress(file: File, nonce: string, onProgress: (fraction: number) => void): Promise<Response> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", `/wp-json${MEDIA_PATH}?_locale=user`);
    xhr.setRequestHeader("X-WP-Nonce", nonce);
    xhr.setRequestHeader("Accept", "application/json, */*;q=0.1");
    xhr.upload.addEventListener("progress", (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    });
    xhr.addEventListener("load", () => {
      const headers = new Headers();
      for (const line of xhr.getAllResponseHeaders().trim().split(/[\r\n]+/)) {
        const at = line.indexOf(":");
        if (at > 0) headers.append(line.slice(0, at).trim(), line.slice(at + 1).trim());
      }
      resolve(new Response(xhr.responseText, { status: xhr.status, headers }));
    });
    // api-fetch's own network failure, so the owner reads §8's "offline" message.
    xhr.addEventListener("error", () => reject({ code: "fetch_error", message: "fetch_error" }));
    xhr.addEventListener("abort", () => reject({ code: "fetch_error", message: "fetch_error" }));
    const body = new FormData();
    body.append("file", file, file.name);
    xhr.send(body);
  });
}

/**
 * Uploads `file`, telling `onProgress` the share sent (0–1) and `onProcessing` when the bytes are
 * all sent and the server is making the sizes; answers the attachment, or throws api-fetch's
 * error (`{code, message}`: the server's refusal, or `post_process` when the sizes never came).
 */
export async function uploadPicture(file: File, o: { onProgress: (fraction: number) => void; onProcessing: () => void }): Promise<Attachment> {
  const nonce = await currentRestNonce();
  const sent = sendWithProgress(file, nonce, (fraction) => {
    o.onProgress(fraction);
    if (fraction >= 1) o.onProcessing();
  });
  let first = true;
  // api-fetch's middleware chain after the media middleware: the upload is the answer already
  // received; what it asks next (post-process, delete) goes through api-fetch.
  const next = async (options: APIFetchOptions): Promise<unknown> => {
    if (first) {
      first = false;
      const answer = await sent;
      if (!answer.ok) throw answer;
      return answer;
    }
    return api(options as APIFetchOptions<true>);
  };
  return (await apiFetch.mediaUploadMiddleware({ path: MEDIA_PATH, method: "POST" }, next as never)) as Attachment;
}
