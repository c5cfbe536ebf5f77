import { expect, expectAccessible, test } from "./support/fixtures.ts";

test("the accessibility check finds WCAG failures (an image without a text alternative, a link without a name) and only those", async ({
  page,
}) => {
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
  await page.evaluate(() => {
    const probe = document.createElement("div");
    probe.id = "axe-probe";
    probe.innerHTML = '<img src="/favicon.ico"><a href="/faq"></a>';
    document.querySelector("main")!.append(probe);
    // Text outside every landmark breaks a best practice (axe's "region" rule), not a WCAG criterion.
    const outside = document.createElement("p");
    outside.id = "axe-outside";
    outside.textContent = "Outside the landmarks";
    document.body.append(outside);
  });
  const failure = await expectAccessible(page).then(
    () => "no violations",
    (error: Error) => error.message,
  );
  expect(failure).toMatch(/image-alt: img/);
  expect(failure).toMatch(/link-name: #axe-probe > a\[href\$=.*faq/);
  expect(failure).not.toContain("region");
  await page.evaluate(() => {
    document.getElementById("axe-probe")!.remove();
    document.getElementById("axe-outside")!.remove();
  });
});
