/** What the feedback endpoint answers as `status` (spec §4 "Contact form status"). */
export type ServerStatus = "validation_failed" | "acceptance_missing" | "spam" | "aborted" | "mail_sent" | "mail_failed";

/**
 * The form's status (`data-status`, its class) for a status the server or the script names:
 * spec §4's table; a form status is kept as it is (as Contact Form 7's script keeps it); any
 * other value becomes `custom-{slug}`.
 */
export function formStatusOf(status: string): string {
  switch (status) {
    case "init":
    case "submitting":
    case "resetting":
    case "validating":
    case "spam":
    case "aborted":
    case "invalid":
    case "unaccepted":
    case "sent":
    case "failed":
    case "payment-required":
      return status;
    case "validation_failed":
      return "invalid";
    case "acceptance_missing":
      return "unaccepted";
    case "mail_sent":
      return "sent";
    case "mail_failed":
      return "failed";
    case "payment_required":
      return "payment-required";
    default: {
      const slug = status.toLowerCase().replace(/[^0-9a-z]+/g, " ").trim().replace(/\s+/g, "-");
      return `custom-${slug}`;
    }
  }
}
