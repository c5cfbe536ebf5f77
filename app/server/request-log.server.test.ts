import { describe, expect, it } from "vitest";
import { MANAGE_PATHS, manageToken } from "./manage-links.server.ts";
import { pathForLog } from "./request-log.server.ts";

const token = manageToken("A1B2C3", "nonce", "secret-".repeat(6));

describe("pathForLog", () => {
  it("names a manage page by its route pattern in every language, never by its token", () => {
    for (const path of Object.values(MANAGE_PATHS)) {
      for (const asked of [
        `${path}/${token}`,
        `${path}/${token}.data`,
        `${path}/${token}/more`,
        `${path.toUpperCase()}/${token}`,
        `${path.replace("a", "%61")}/${token}`,
      ]) {
        const logged = pathForLog(asked);
        expect(logged, asked).toBe(`${path}/:token`);
        expect(logged).not.toContain(token);
      }
    }
  });

  it("names a newsletter confirmation page by its route pattern in every language, never by its signed link", () => {
    const signed = `12.1795773600.${"x".repeat(43)}`;
    expect(pathForLog(`/newsletter/confirm/${signed}`)).toBe("/newsletter/confirm/:token");
    expect(pathForLog(`/es/boletin/confirmar/${signed}.data`)).toBe("/es/boletin/confirmar/:token");
    expect(pathForLog(`/Newsletter/Confirm/${signed}`)).toBe("/newsletter/confirm/:token");
  });

  it("keeps every other path as it was asked for", () => {
    for (const path of [
      "/",
      "/issues/dryer-not-heating",
      "/es/problemas/secadora-no-calienta",
      "/office/appointments/A1B2C3",
      "/appointments",
      "/newsletter/unsubscribe",
      "/%zz",
    ])
      expect(pathForLog(path)).toBe(path);
  });
});
