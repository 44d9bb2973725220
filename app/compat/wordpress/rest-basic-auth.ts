import type { AppLoadContext } from "react-router";
import { readBasicCredentials } from "~/features/account/application-password-format";
import { authenticateApplicationPassword } from "~/features/account/.server/application-passwords";
import { lockedOutMessage, retryAfterSeconds } from "~/features/account/.server/locked-out";
import { tAccount } from "~/lib/i18n/areas/account";
import { restError, restResponse } from "./rest-response";

/**
 * The user a REST request names with HTTP Basic and one of their application passwords
 * (WordPress's `wp_validate_application_password`, decision 030): their id; null when the request
 * carries no Basic credentials (cookie and nonce decide then); else the refusal to answer.
 * WordPress's codes, all 401 (`rest_application_password_check_errors`): `incorrect_password`,
 * `invalid_username`, `invalid_email`. A locked-out network or login (decision 025) is answered
 * 503 with `Retry-After`, unchecked, as the sign-in form answers it. Header values that are not
 * Basic, or not readable as such, are no credentials, as PHP leaves `PHP_AUTH_USER` unset.
 */
export async function restUserOfBasic(context: AppLoadContext, request: Request): Promise<number | Response | null> {
  const credentials = readBasicCredentials(request.headers.get("authorization"));
  if (credentials === null || credentials === "malformed") return null;
  const result = await authenticateApplicationPassword(context, credentials.user, credentials.password);
  if (result.ok) return result.account.id;
  switch (result.error) {
    case "locked_out": {
      const response = restResponse({ code: "locked_out", message: lockedOutMessage(result.until), data: { status: 503 } }, 503);
      response.headers.set("Retry-After", String(retryAfterSeconds(result.until, context.now())));
      return response;
    }
    case "incorrect_password":
      return restError("incorrect_password", tAccount("appPasswords.rest.incorrectPassword"), 401);
    case "invalid_username":
      return restError("invalid_username", tAccount("appPasswords.rest.invalidUsername"), 401);
    case "invalid_email":
      return restError("invalid_email", tAccount("appPasswords.rest.invalidEmail"), 401);
  }
}
