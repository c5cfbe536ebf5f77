import { expect, expectAccessible, test } from "./support/fixtures.ts";

test("the accessibility check finds an image without a text alternative and a link without a name", async ({
  page,
}) => {
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
  await page.evaluate(() => {
    const probe = document.createElement("div");
    probe.id = "axe-probe";
    probe.innerHTML = '<img src="/favicon.ico"><a href="/faq"></a>';
    document.querySelector("main")!.append(probe);
  });
  const failure = await expectAccessible(page).then(
    () => "no violations",
    (error: Error) => error.message,
  );
  expect(failure).toMatch(/image-alt: img/);
  expect(failure).toMatch(/link-name: #axe-probe > a\[href\$=.*faq/);
  await page.evaluate(() => document.getElementById("axe-probe")!.remove());
});
