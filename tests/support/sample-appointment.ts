/**
 * A stored booking for the tests of what is written from one (emails, texts, the calendar file);
 * `changes` sets the fields a test is about.
 */
export function sampleAppointment<T extends object>(changes: T = {} as T) {
  return {
    id: "APT-123456",
    name: "Ann Smith",
    phone: "7135550199",
    email: "ann@example.com",
    address: "123 Main St",
    zipCode: "77002",
    appliance: "Washing Machine",
    issue: "Leaking water",
    description: "",
    preferredDate: "2026-11-23",
    preferredTime: "2-4 PM",
    createdAt: "2026-11-22T18:00:00.000Z",
    ...changes,
  };
}
