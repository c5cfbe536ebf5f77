import { z } from "zod";

// Zod probes for `new Function` when it builds its first object schema, which the content security
// policy refuses (a console error on every page). The root route imports this module before any
// other, so schemas built while the page's modules load are built without the probe.
z.config({ jitless: true });
