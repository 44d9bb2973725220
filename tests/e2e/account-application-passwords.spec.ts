import { createAccount, expect, expectAxeClean, test } from "./fixtures/account";

/*
 * My account's application passwords as a shopper meets them, with scripts and without: a name
 * makes a password shown once in WordPress's grouping, which then authenticates REST requests
 * (HTTP Basic), is listed with where it was last used, and stops working once revoked.
 */

const basic = (user: string, password: string) => ({ Authorization: `Basic ${Buffer.from(`${user}:${password}`).toString("base64")}` });

test("an application password is made, shown once, used over REST, listed and revoked", async ({ page, browser, request, accountPages }, testInfo) => {
  test.slow(); // a registration and a sign-in, confirmed by e-mail without scripts
  const account = await createAccount(browser, testInfo, { label: "ung-dung" });
  await accountPages.signIn(account);
  await accountPages.expectSignedIn();
  await accountPages.nav.getByRole("link", { name: "Mật khẩu ứng dụng" }).click();
  await expect(page.getByRole("heading", { name: "Mật khẩu ứng dụng" })).toBeVisible();
  await expect(page.getByText("Chưa có mật khẩu ứng dụng nào.")).toBeVisible();

  await page.getByLabel("Tên ứng dụng").fill("Sổ bán hàng");
  await page.getByRole("button", { name: "Tạo mật khẩu ứng dụng" }).click();
  const shown = page.getByLabel("Mật khẩu mới cho “Sổ bán hàng”:");
  await expect(shown).toHaveValue(/^[A-Za-z0-9]{4}( [A-Za-z0-9]{4}){5}$/);
  const password = await shown.inputValue();
  const listed = page.getByRole("list", { name: "Mật khẩu ứng dụng" }).getByRole("listitem");
  await expect(listed).toHaveCount(1);
  await expect(listed).toContainText("Sổ bán hàng");
  await expect(listed).toContainText("Chưa dùng");
  await expect(page.getByLabel("Tên ứng dụng")).toHaveValue("");
  await expectAxeClean(page, "My account's application passwords, a password just made");
  if (testInfo.project.name === "js") {
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: testInfo.outputPath(`application-passwords-${width}.png`), fullPage: true });
    }
  }

  const used = await request.get("/wp-json/wp/v2/users/me/application-passwords", { headers: basic(account.email, password) });
  expect(used.status()).toBe(200);
  expect(((await used.json()) as Array<{ name: string }>).map((p) => p.name)).toEqual(["Sổ bán hàng"]);
  // A reload shows the list, never the password again.
  await page.goto("/tai-khoan/application-passwords/");
  await expect(page.getByText(password)).toHaveCount(0);
  await expect(listed).toContainText("127.0.0.1");

  await page.getByRole("button", { name: "Thu hồi “Sổ bán hàng”" }).click();
  await expect(page.getByText("Đã thu hồi mật khẩu ứng dụng “Sổ bán hàng”.")).toBeVisible();
  await expect(page.getByText("Chưa có mật khẩu ứng dụng nào.")).toBeVisible();
  const revoked = await request.get("/wp-json/wp/v2/users/me/application-passwords", { headers: basic(account.email, password) });
  expect([revoked.status(), ((await revoked.json()) as { code: string }).code]).toEqual([401, "incorrect_password"]);
});
