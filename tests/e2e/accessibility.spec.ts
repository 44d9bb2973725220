import { formatViolations, seriousViolations } from "./fixtures/axe";
import { PAGE_KINDS, expect, test } from "./fixtures/page-kinds";

/*
 * axe (WCAG 2.0/2.1 A and AA) on every page kind, at a phone's width and a desktop's: the
 * layouts differ (menu, grid columns, sticky header), so both are checked. Serious and critical
 * findings fail the test with the rule, the elements and axe's advice.
 */
for (const width of [375, 1280]) {
  test.describe(`accessibility at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    for (const kind of PAGE_KINDS) {
      test(`${kind} page has no serious or critical axe violations`, async ({ page, pageKinds }) => {
        const { path, status } = pageKinds[kind];
        const response = await page.goto(path);
        expect(response?.status()).toBe(status);
        const violations = await seriousViolations(page);
        expect(violations.map((v) => v.id), `${path} at ${width} px:\n${formatViolations(violations)}`).toEqual([]);
      });
    }
  });
}
