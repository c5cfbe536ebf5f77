// What the bench scripts share: booking submissions for autocannon, each from its own client
// address behind one trusted proxy, and the printing of results.

const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
let sent = 0;

/** An autocannon request that posts a new, valid booking each time; `origin` is sent when given. */
export function bookingRequest(origin) {
  return {
    method: "POST",
    setupRequest: (req) => {
      sent += 1;
      const n = sent;
      const body = new URLSearchParams({
        submissionKey: crypto.randomUUID(),
        website: "",
        name: "Bench Customer",
        phone: "7135550100",
        email: `bench${n}@example.com`,
        address: "1 Bench St",
        zipCode: "77002",
        appliance: "Dryer",
        issue: "Not heating",
        issueOther: "",
        description: "",
        preferredDate: tomorrow,
        preferredTime: "8-10 AM",
      }).toString();
      // Behind a proxy each customer has an address of their own; the rate limit is per address.
      const headers = {
        "content-type": "application/x-www-form-urlencoded",
        "x-forwarded-for": `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
      };
      return { ...req, body, headers: origin ? { ...headers, origin } : headers };
    },
  };
}

/** One row of figures from an autocannon result. */
export function loadRow(label, result) {
  return {
    ...label,
    "req/s": Math.round(result.requests.average),
    "p99 ms": result.latency.p99,
    "3xx": result["3xx"],
    "non-2xx/3xx": result.non2xx - result["3xx"],
    errors: result.errors,
  };
}

/** A titled table on standard output. */
export function printTable(title, rows) {
  console.log(`\n${title}`);
  console.table(rows);
}
