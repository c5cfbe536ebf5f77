import { describe, expect, it } from "vitest";
import { PHOTO_FORM_BODY_LIMIT, PHOTO_RULES, photoFilesProblem, photoProblemMessage } from "./photos.ts";

const MB = 1024 * 1024;

describe("photoFilesProblem", () => {
  it("accepts up to the allowed count of photos within the size limit", () => {
    const files = Array.from({ length: PHOTO_RULES.maxCount }, (_, i) => ({ name: `p${i}.jpg`, size: 10 * MB }));
    expect(photoFilesProblem(files)).toBeNull();
    expect(photoFilesProblem([])).toBeNull();
  });

  it("refuses one photo more than allowed", () => {
    const files = Array.from({ length: PHOTO_RULES.maxCount + 1 }, (_, i) => ({ name: `p${i}.jpg`, size: 1 }));
    expect(photoFilesProblem(files)).toEqual({ kind: "tooMany" });
  });

  it("names the first photo over 10 MB", () => {
    expect(
      photoFilesProblem([
        { name: "small.jpg", size: MB },
        { name: "big.jpg", size: 10 * MB + 1 },
      ]),
    ).toEqual({ kind: "tooLarge", name: "big.jpg" });
  });
});

it("reads a single 30 MB photo whole, so its refusal keeps the typed fields", () => {
  expect(PHOTO_FORM_BODY_LIMIT).toBeGreaterThan(30 * MB + 64 * 1024);
});

it("tells each problem in the page's language, naming the photo and the limits", () => {
  expect(photoProblemMessage({ kind: "tooLarge", name: "fridge.jpg" }, "en")).toBe(
    'The photo "fridge.jpg" is larger than 10 MB. Please choose a smaller photo.',
  );
  expect(photoProblemMessage({ kind: "tooMany" }, "es")).toBe("Elija como máximo 3 fotos.");
  expect(photoProblemMessage({ kind: "notImage", name: "notes.jpg" }, "es")).toBe(
    'El archivo "notes.jpg" no es una foto JPEG, PNG o WebP. Por favor elija una foto.',
  );
});
