import type { AppLoadContext } from "react-router";
import { rowId } from "../../../lib/row-id";
import { loadSiteChrome } from "../../site/.server";
import type { ContactForm } from "../contact-form";
import { type SubmissionResult, submitContactForm } from "./submit";

/**
 * A request's submission of `form`, whichever way it came (the feedback endpoint, a post without
 * scripts): the services it needs from the request's context, who sent it from its headers.
 */
export async function submitFromRequest(
  context: AppLoadContext,
  request: Request,
  form: ContactForm,
  posted: FormData,
  from: { unitTag: string; url: string | null; userId: number | null },
): Promise<SubmissionResult> {
  const { options } = await loadSiteChrome(context.db);
  return submitContactForm(
    { ...context, siteTitle: options.blogname, siteUrl: context.site.url, secretKey: context.site.secretKey, filesDir: context.site.contactUploadsDir },
    form,
    posted,
    {
      ...from,
      containerPostId: rowId(String(posted.get("_wpcf7_container_post") ?? "")),
      clientIp: context.clientIp,
      userAgent: request.headers.get("user-agent") ?? "",
    },
  );
}
