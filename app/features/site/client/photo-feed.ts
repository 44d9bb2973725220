import { tSiteChrome } from "~/lib/i18n/areas/site-chrome";
import { escapeHtml } from "~/lib/escape-html";
import { photoFeedUrl } from "../photo-feed";

/** How far below the viewport a block starts loading: its pictures are there by the time it scrolls in. */
const LOAD_MARGIN = "200px 0px";

type FeedAnswer = { success?: unknown; data?: unknown };

/**
 * Loads each photo feed block of `root` when it nears the viewport (IntersectionObserver; at once
 * where there is none): Flatsome's `flatsome_load_instagram` call with the block's settings as
 * `data`, whose HTML replaces the block's link. A failure shows 'Lỗi Instagram: {message}' inline
 * to users with the admin bar (`showsErrors`); others keep the link. Returns a stop function.
 */
export function startPhotoFeeds(root: ParentNode, showsErrors: boolean): () => void {
  const blocks = [...root.querySelectorAll<HTMLElement>("[data-photo-feed]")].filter((b) => !b.dataset.photoFeedState);
  if (blocks.length === 0) return () => {};
  if (typeof IntersectionObserver === "undefined") {
    for (const block of blocks) void load(block, showsErrors);
    return () => {};
  }
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer.unobserve(entry.target);
        void load(entry.target as HTMLElement, showsErrors);
      }
    },
    { rootMargin: LOAD_MARGIN },
  );
  for (const block of blocks) observer.observe(block);
  return () => observer.disconnect();
}

async function load(block: HTMLElement, showsErrors: boolean): Promise<void> {
  if (block.dataset.photoFeedState) return;
  block.dataset.photoFeedState = "loading";
  block.setAttribute("aria-busy", "true");
  let message: string;
  try {
    const response = await fetch(photoFeedUrl(block.dataset.photoFeed ?? ""), { credentials: "same-origin", headers: { Accept: "application/json" } });
    const answer = (await response.json()) as FeedAnswer;
    if (answer.success === true && typeof answer.data === "string") {
      block.innerHTML = answer.data;
      block.dataset.photoFeedState = "loaded";
      block.removeAttribute("aria-busy");
      return;
    }
    message = typeof answer.data === "string" ? answer.data : tSiteChrome("photoFeed.failed");
  } catch {
    message = tSiteChrome("photoFeed.failed");
  }
  block.dataset.photoFeedState = "failed";
  block.removeAttribute("aria-busy");
  if (showsErrors) block.insertAdjacentHTML("beforeend", `<p class="photo-feed-error text-sale" role="alert">${escapeHtml(tSiteChrome("photoFeed.error", { message }))}</p>`);
}
