import { describe, expect, it } from "vitest";
import { formStatusOf } from "../status";
import { inertOnClass } from "./form-status";
import { outcomeEventOf } from "./submit";

describe("formStatusOf", () => {
  it("maps the server's statuses by spec §4's table", () => {
    expect(formStatusOf("validation_failed")).toBe("invalid");
    expect(formStatusOf("acceptance_missing")).toBe("unaccepted");
    expect(formStatusOf("mail_sent")).toBe("sent");
    expect(formStatusOf("mail_failed")).toBe("failed");
    expect(formStatusOf("payment_required")).toBe("payment-required");
    expect(formStatusOf("spam")).toBe("spam");
    expect(formStatusOf("aborted")).toBe("aborted");
  });

  it("keeps a form status as it is", () => {
    for (const status of ["init", "invalid", "unaccepted", "sent", "failed", "submitting", "resetting", "validating", "payment-required"]) {
      expect(formStatusOf(status)).toBe(status);
    }
  });

  it("makes any other value custom-{slug}", () => {
    expect(formStatusOf("Needs Review!")).toBe("custom-needs-review");
  });
});

describe("inertOnClass", () => {
  it("names the class marking elements inert for a status", () => {
    expect(inertOnClass("submitting")).toBe("inert-on-submitting");
    expect(inertOnClass("payment-required")).toBe("inert-on-payment-required");
  });
});

describe("outcomeEventOf", () => {
  it("names Contact Form 7's event for each outcome", () => {
    expect(outcomeEventOf("invalid")).toBe("invalid");
    expect(outcomeEventOf("unaccepted")).toBe("unaccepted");
    expect(outcomeEventOf("spam")).toBe("spam");
    expect(outcomeEventOf("aborted")).toBe("aborted");
    expect(outcomeEventOf("sent")).toBe("mailsent");
    expect(outcomeEventOf("failed")).toBe("mailfailed");
    expect(outcomeEventOf("payment-required")).toBeNull();
    expect(outcomeEventOf("custom-x")).toBeNull();
  });
});
