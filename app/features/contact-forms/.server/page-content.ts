import type { AppLoadContext } from "react-router";
import { isoInShopZone } from "../../../lib/dates";
import { asksProofOfWork } from "../contact-form";
import type { ContentSegment } from "../form-view";
import { unitTag } from "../hidden-fields";
import { findContactForm } from "./contact-forms";
import { quizQuestion } from "./quiz";

/**
 * `[contact-form-7 id="12" title="…"]` as WordPress content places a form (also the older
 * `[contact-form …]`); `id` is the form's number or, as this shop's own content writes it, its slug.
 */
const SHORTCODE = /\[contact-form(?:-7)?(?:\s+([^\]]*))?\]/g;

function shortcodeId(attributes: string): string | null {
  const match = /\bid\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"']+))/.exec(attributes);
  return match ? (match[1] ?? match[2] ?? match[3] ?? "").trim() : null;
}

/** Whether `html` leaves a `<form>` open (its opening tags outnumber its closing ones). */
function insideForm(html: string): boolean {
  const opened = html.match(/<form[\s>]/gi)?.length ?? 0;
  const closed = html.match(/<\/form\s*>/gi)?.length ?? 0;
  return opened > closed;
}

/**
 * A page's content split at its contact form shortcodes, each form ready to draw: its unit tag
 * (`wpcf7-f{id}-p{page}-o{n}`) and its quizzes' first questions. A shortcode inside another form
 * gets Contact Form 7's error instead; one naming no form, nothing.
 */
export async function placeContactForms(
  context: Pick<AppLoadContext, "db" | "site">,
  post: { id: number; url: string; content: string },
): Promise<ContentSegment[] | null> {
  const matches = [...post.content.matchAll(SHORTCODE)];
  if (matches.length === 0) return null;
  const segments: ContentSegment[] = [];
  let from = 0;
  let ordinal = 0;
  const html = (chunk: string) => {
    // WordPress's auto-paragraphs wrap a shortcode on its own line in <p>: that <p> goes with it.
    const trimmed = chunk.replace(/^\s*<\/p>/, "").replace(/<p>\s*$/, "");
    if (trimmed.trim() !== "") segments.push({ kind: "html", html: trimmed });
  };
  for (const match of matches) {
    html(post.content.slice(from, match.index));
    from = match.index + match[0].length;
    if (insideForm(post.content.slice(0, match.index))) {
      segments.push({ kind: "misplaced-form" });
      continue;
    }
    const ref = shortcodeId(match[1] ?? "");
    const form = ref === null ? null : await findContactForm(context.db, /^\d+$/.test(ref) ? Number(ref) : ref);
    if (!form) {
      segments.push({ kind: "missing-form" });
      continue;
    }
    ordinal += 1;
    const tag = unitTag(form.id, post.id, ordinal);
    segments.push({
      kind: "form",
      form: {
        id: form.id,
        title: form.title,
        locale: form.locale,
        nodes: form.template.nodes,
        unitTag: tag,
        containerPostId: post.id,
        action: post.url,
        quiz: Object.fromEntries(form.template.tags.filter((t) => t.type === "quiz" && t.name !== "").map((t) => [t.name, quizQuestion(t, context.site.secretKey, "first")])),
        outcome: null,
        today: isoInShopZone(new Date()).slice(0, 10),
        proofOfWork: asksProofOfWork(form),
      },
    });
  }
  html(post.content.slice(from));
  return segments;
}
