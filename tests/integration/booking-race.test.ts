import { expect, it } from "vitest";
import { loader as availabilityLoader } from "#app/routes/api-availability.ts";
import { action, loader, TIME_TAKEN } from "#app/routes/book-online.tsx";
import { addDays } from "#app/domain/time.ts";
import { addClosedDay } from "#app/server/dispatch.server.ts";
import { describeEachEngine } from "./support/databases.ts";
import { formRequest, TEST_SITE, testContext } from "./support/context.ts";
import { callRoute } from "./support/routes.ts";
import { bookingFormFields } from "./support/booking.ts";
import { openDayFrom, weekdayAhead } from "./support/dates.ts";

const fields = (date: string, time: string) => bookingFormFields({ preferredDate: date, preferredTime: time });

describeEachEngine("booking against window capacity, through the booking form", (get) => {
  // Each post comes from its own address, as separate customers do, so the booking rate limit plays no part.
  const post = (body: Record<string, string>) =>
    callRoute(action, formRequest("/book-online", body), testContext(get().db));
  const load = (query: string) =>
    callRoute(loader, new Request(`${TEST_SITE}/book-online${query}`), testContext(get().db));

  it("lets exactly 3 of 6 concurrent bookings of a 3-place window through; the others get 409 with the next open windows", async () => {
    const { db } = get();
    const date = weekdayAhead(0);
    const replies = await Promise.all(Array.from({ length: 6 }, () => post(fields(date, "12-2 PM"))));
    expect(replies.map((r) => r.status).toSorted()).toEqual([303, 303, 303, 409, 409, 409]);
    for (const refused of replies.filter((r) => r.status === 409)) {
      expect(refused.data).toMatchObject({
        formError: "That time was just booked. Please choose another time.",
        fieldErrors: { preferredTime: TIME_TAKEN },
        // What was typed is kept; the time that went is to be chosen again.
        values: {
          name: "Dana Reyes",
          email: "dana@example.com",
          zipCode: "77006",
          preferredDate: date,
          preferredTime: "",
        },
      });
      const day = refused.data!.result!;
      expect(day).toMatchObject({ zip: "77006", date, firstOpenDate: date });
      expect(day.windows.find((w) => w.label === "12-2 PM")).toMatchObject({
        available: false,
        remaining: 0,
        reason: "full",
      });
      expect(day.windows.find((w) => w.label === "2-4 PM")).toMatchObject({ available: true, remaining: 3 });
    }
    expect(
      await db
        .selectFrom("appointments")
        .select("id")
        .where("preferred_date", "=", date)
        .where("preferred_time", "=", "12-2 PM")
        .execute(),
    ).toHaveLength(3);
    const api = (
      await callRoute(
        availabilityLoader,
        new Request(`${TEST_SITE}/api/availability?zip=77006&date=${date}`),
        testContext(db),
      )
    ).response!;
    const body = (await api.json()) as { windows: { label: string; available: boolean; remaining: number }[] };
    expect(body.windows.find((w) => w.label === "12-2 PM")).toMatchObject({ available: false, remaining: 0 });
  });

  it("refuses a closed day with its own message and suggests the first open date", async () => {
    const { db } = get();
    const date = weekdayAhead(1);
    await addClosedDay(db, { date, window: "", messages: { en: "Closed for the storm." } }, "Pat Lee");
    const refused = await post(fields(date, "8-10 AM"));
    expect(refused.status).toBe(409);
    expect(refused.data).toMatchObject({
      formError: "Closed for the storm.",
      fieldErrors: { preferredTime: "Closed for the storm." },
    });
    expect(refused.data!.result).toMatchObject({
      date,
      message: "Closed for the storm.",
      firstOpenDate: openDayFrom(addDays(date, 1)),
    });
    expect(await db.selectFrom("appointments").select("id").where("preferred_date", "=", date).execute()).toEqual([]);
  });

  it("pre-selects the date, ZIP and time from the address, with that date's windows (company-wide without a ZIP)", async () => {
    const date = weekdayAhead(2);
    const withZip = await load(`?date=${date}&zip=77380&time=${encodeURIComponent("4-6 PM")}`);
    expect(withZip.data).toMatchObject({
      values: { preferredDate: date, zipCode: "77380", preferredTime: "4-6 PM" },
      availability: { zip: "77380", date },
    });
    // North Houston keeps 2 places a window; the company as a whole has 3.
    expect(withZip.data!.availability!.windows.map((w) => w.remaining)).toEqual([2, 2, 2, 2, 2, 2]);
    const noZip = await load(`?date=${date}`);
    expect(noZip.data).toMatchObject({
      values: { preferredDate: date, zipCode: "" },
      availability: { zip: null, date },
    });
    expect(noZip.data!.availability!.windows.map((w) => w.remaining)).toEqual([3, 3, 3, 3, 3, 3]);
    expect((await load("?date=2026-02-30")).data).toMatchObject({ values: { preferredDate: "" }, availability: null });
  });

  it("answers Show times without JavaScript at an address holding only the date, ZIP, appliance, issue and time", async () => {
    const date = weekdayAhead(3);
    const typed = new URLSearchParams({ ...fields(date, "2-4 PM"), show: "times" });
    const shown = await load(`?${typed}`);
    expect(shown.status).toBe(303);
    const location = shown.headers.get("Location")!;
    expect(location).toBe(`/book-online?date=${date}&zip=77006&appliance=Dryer&issue=Not+heating&time=2-4+PM`);
    expect(location).not.toMatch(/Dana|dana|555|Montrose/);
    const page = await load(location.slice("/book-online".length));
    expect(page.data).toMatchObject({
      values: {
        appliance: "Dryer",
        issue: "Not heating",
        zipCode: "77006",
        preferredDate: date,
        preferredTime: "2-4 PM",
        name: "",
      },
    });
    // The first open date's button picks that date and drops the time chosen for the other one.
    const first = await load(`?${new URLSearchParams({ ...fields(date, "2-4 PM"), firstOpen: addDays(date, 1) })}`);
    expect(first.headers.get("Location")).toBe(
      `/book-online?date=${addDays(date, 1)}&zip=77006&appliance=Dryer&issue=Not+heating`,
    );
  });
});
