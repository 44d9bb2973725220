import type { AppServices } from "../../../platform/.server/context";
import { loadSiteChrome } from "../../site/.server";
import { findContactForm } from "./contact-forms";
import { retryFailedMails } from "./submissions";

/** Sends again the contact form mails that failed and whose next attempt is due (the server, every few minutes). */
export async function retryDueContactMails(services: AppServices): Promise<{ sent: number; failed: number }> {
  const { options } = await loadSiteChrome(services.db);
  return retryFailedMails({ ...services, siteTitle: options.blogname, siteUrl: services.site.url, filesDir: services.site.contactUploadsDir }, findContactForm);
}
