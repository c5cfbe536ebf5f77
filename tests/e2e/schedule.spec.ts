import { signInAsStaff } from "./support/staff.ts";
import { formatLongDate, todayInHouston } from "../../app/domain/time.ts";
import { expect, expectAccessible, test } from "./support/fixtures.ts";
import { forgetBookingLimit, visitDayComes } from "./support/windows.ts";
import { weekdayAhead } from "../integration/support/dates.ts";

test("the office assigns, moves and completes a visit on the dispatch board, and its history is kept", async ({
  page,
}) => {
  test.setTimeout(150_000);
  const date = weekdayAhead(0, 4);
  const today = todayInHouston();
  forgetBookingLimit();
  await page.goto("/book-online");
  await page.getByRole("main").getByLabel("Full Name").fill("Morgan Diaz");
  await page.getByRole("main").getByLabel("Phone Number").fill("7135550111");
  await page.getByRole("main").getByLabel("Email Address").fill("morgan@example.com");
  await page.getByRole("main").getByLabel("ZIP Code").fill("77006");
  await page.getByRole("main").getByLabel("Service Address").fill("1200 Westheimer Rd");
  await page.getByRole("main").getByLabel("Appliance").selectOption("Refrigerator");
  await page.getByRole("main").getByLabel("Issue", { exact: true }).selectOption("Not cooling");
  await page.getByRole("main").getByLabel("Preferred Date").fill(date);
  await page.getByRole("main").getByLabel("Preferred Time").selectOption("12-2 PM");
  await page.getByRole("button", { name: "Schedule Appointment" }).click();
  const id = (await page.getByTestId("appointment-id").textContent())!;

  await signInAsStaff(page, "Sam Ortiz");
  await page.getByRole("navigation", { name: "Office" }).getByRole("link", { name: "Schedule" }).click();
  await expect(page.getByRole("heading", { name: "Schedule", level: 1 })).toBeVisible();

  await page.goto(`/office/schedule?date=${date}&view=day`);
  const noon = page.getByRole("region", { name: /^12-2 PM/ });
  await expect(noon.getByRole("heading", { name: /12-2 PM/ })).toContainText("1 of 3 booked, 2 left");
  const card = page.getByRole("article", { name: id });
  await expect(card).toContainText("Refrigerator — Not cooling");
  await expect(card).toContainText("Houston, 77006");
  await expect(card).toContainText("Status: Requested");
  await expect(card).toContainText("Technician: Unassigned");

  await card.getByLabel(`Technician for ${id}`).selectOption({ label: "Carlos Ramirez" });
  await card.getByRole("button", { name: "Assign" }).click();
  await expect(page.getByRole("status")).toHaveText("Assigned to Carlos Ramirez.");
  await expect(card).toContainText("Technician: Carlos Ramirez");

  await card.getByLabel("New window").selectOption("2-4 PM");
  await card.getByRole("button", { name: "Move" }).click();
  await expect(page.getByRole("status")).toHaveText(`Moved to ${formatLongDate(date)}, 2-4 PM.`);
  await expect(page.getByRole("region", { name: /^2-4 PM/ }).getByRole("article", { name: id })).toBeVisible();
  await expect(noon.getByRole("heading", { name: /12-2 PM/ })).toContainText("0 of 3 booked, 3 left");

  await card.getByRole("button", { name: "Mark confirmed" }).click();
  await expect(page.getByRole("status")).toHaveText("Status changed to Confirmed.");
  // Days before the visit the board offers neither en route, nor no-show, nor completion.
  await expect(card.getByRole("button", { name: "Cancel visit" })).toBeVisible();
  for (const name of ["Mark en route", "Mark no-show", "Mark completed"])
    await expect(card.getByRole("button", { name })).toHaveCount(0);

  visitDayComes(id);
  await page.goto(`/office/schedule?date=${today}&view=day`);
  await expect(card.getByRole("button", { name: "Mark en route" })).toBeVisible();
  await card.getByRole("button", { name: "Mark completed" }).click();
  await expect(page.getByRole("status")).toHaveText("Service completed and warranty record created");
  await expect(card).toContainText("Status: Completed");
  await expectAccessible(page);

  const csv = await page.request.get(`/office/schedule.csv?date=${today}`);
  expect(csv.headers()["content-type"]).toBe("text/csv; charset=utf-8");
  // One Cache-Control header: the route does not repeat what the server sends for every office address.
  expect(
    csv
      .headersArray()
      .filter((h) => h.name.toLowerCase() === "cache-control")
      .map((h) => h.value),
  ).toEqual(["no-store"]);
  expect(await csv.text()).toContain(
    `${today},2-4 PM,${id},Completed,Carlos Ramirez,Morgan Diaz,7135550111,morgan@example.com,1200 Westheimer Rd,77006,Houston,Refrigerator,Not cooling,,English`,
  );

  await page.goto(`/office/schedule?date=${today}&view=week`);
  await expect(page.getByRole("link", { name: id })).toBeVisible();
  await page.getByRole("link", { name: id }).click();
  const history = page.getByRole("region", { name: "History" });
  await expect(history.getByRole("row")).toHaveCount(6);
  await expect(history.getByRole("row").nth(2)).toContainText("Sam Ortiz");
  await expect(history.getByRole("row").nth(2)).toContainText("technician assigned");
  await expect(history.getByRole("row").nth(3)).toContainText(`${date}, 12-2 PM → ${date}, 2-4 PM`);
  await expect(history.getByRole("row").nth(4)).toContainText("Requested → Confirmed");
  await expect(history.getByRole("row").nth(5)).toContainText(
    "Confirmed → Completed; service record and warranty from",
  );
  await expect(page.getByRole("main")).toContainText("Technician");
});
