import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { PasswordField } from "./PasswordField";

/** The field as the server draws it: what a browser without scripts gets, and what hydration starts from. */
describe("PasswordField", () => {
  it("is a password input followed by a real toggle button, hidden without scripts, that shows the password", () => {
    const markup = renderToStaticMarkup(<PasswordField id="password" name="password" label="Mật khẩu" autoComplete="current-password" required />);
    expect(markup).toMatch(/<label for="password"[^>]*>Mật khẩu/);
    const input = /<input [^>]*>/.exec(markup)?.[0] ?? "";
    for (const attribute of ['id="password"', 'name="password"', 'type="password"', 'autoComplete="current-password"', 'required=""']) expect(input).toContain(attribute);
    const button = /<button[^>]*>.*<\/button>/.exec(markup)?.[0] ?? "";
    expect(markup.indexOf("<button")).toBeGreaterThan(markup.indexOf("<input"));
    expect(button).toContain('type="button"');
    expect(button).toContain('aria-controls="password"');
    expect(button).toContain('aria-pressed="false"');
    expect(button).toContain("[@media(scripting:none)]:hidden");
    expect(button).toContain('<span class="sr-only">Hiện mật khẩu</span>');
    // No strength hint and no error: nothing describes the input.
    expect(markup).not.toContain("aria-describedby");
    expect(markup).not.toContain("aria-live");
  });

  it("marks an error and describes the field by it, and by the polite strength hint for a new password", () => {
    const markup = renderToStaticMarkup(
      <PasswordField id="password_1" name="password_1" label="Mật khẩu mới" autoComplete="new-password" strengthHint error="Vui lòng nhập mật khẩu mới." />,
    );
    expect(markup).toContain('autoComplete="new-password"');
    expect(markup).toContain('aria-invalid="true" aria-describedby="password_1-error password_1-strength"');
    expect(markup).toMatch(/<p id="password_1-strength" aria-live="polite"[^>]*><\/p>/);
    expect(markup).toContain('<span id="password_1-error" class="mt-1 block text-sm text-sale">Vui lòng nhập mật khẩu mới.</span>');
  });
});
