import { randomUUID } from "node:crypto";
import { mkdir, readFile, unlink, writeFile } from "node:fs/promises";
import { join } from "node:path";
import sharp from "sharp";
import { PHOTO_RULES, type PhotoProblem, photoFilesProblem } from "#app/domain/booking/photos.ts";
import type { DB } from "./db.server.ts";
import type { AppointmentPhotosTable } from "./db-types.server.ts";

/** A sent photo decoded and re-encoded: a JPEG at most PHOTO_RULES.longSide on its longer side, without metadata. */
export interface PreparedPhoto {
  data: Buffer;
  width: number;
  height: number;
}

/** A prepared photo written to the photo folder, waiting for its row. */
export interface SavedPhoto extends PreparedPhoto {
  id: string;
}

/** The formats read; a phone's HEIC arrives as JPEG from the browsers that offer it. */
const READ_FORMATS = new Set(["jpeg", "png", "webp"]);

/**
 * Decodes each sent photo and re-encodes it: turned upright as its camera recorded, at most
 * PHOTO_RULES.longSide pixels on the longer side, as JPEG, with no metadata (location, camera, date).
 * Refuses, naming the file, one that is too large, is not a JPEG, PNG or WebP image, or has more
 * pixels than PHOTO_RULES.maxInputPixels (read from its header, before it is decoded).
 */
export async function preparePhotos(
  files: readonly File[],
): Promise<{ ok: true; photos: PreparedPhoto[] } | { ok: false; problem: PhotoProblem }> {
  const problem = photoFilesProblem(files);
  if (problem) return { ok: false, problem };
  const photos: PreparedPhoto[] = [];
  for (const file of files) {
    // oxlint-disable-next-line no-await-in-loop -- one photo decoded at a time keeps memory low
    const prepared = await preparePhoto(Buffer.from(await file.arrayBuffer()), file.name);
    if (!prepared.ok) return prepared;
    photos.push(prepared.photo);
  }
  return { ok: true, photos };
}

async function preparePhoto(
  input: Buffer,
  name: string,
): Promise<{ ok: true; photo: PreparedPhoto } | { ok: false; problem: PhotoProblem }> {
  const options = { limitInputPixels: PHOTO_RULES.maxInputPixels, failOn: "error" } as const;
  let format: string | undefined;
  let pixels = 0;
  try {
    const header = await sharp(input, { ...options, limitInputPixels: false }).metadata();
    format = header.format;
    pixels = (header.width ?? 0) * (header.height ?? 0);
  } catch {
    return { ok: false, problem: { kind: "notImage", name } };
  }
  if (!format || !READ_FORMATS.has(format)) return { ok: false, problem: { kind: "notImage", name } };
  if (pixels > PHOTO_RULES.maxInputPixels) return { ok: false, problem: { kind: "tooManyPixels", name } };
  try {
    const { data, info } = await sharp(input, options)
      .rotate()
      .resize(PHOTO_RULES.longSide, PHOTO_RULES.longSide, { fit: "inside", withoutEnlargement: true })
      .flatten({ background: "#ffffff" })
      .jpeg({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    return { ok: true, photo: { data, width: info.width, height: info.height } };
  } catch {
    // The header read but the pixels did not: a damaged or disguised file.
    return { ok: false, problem: { kind: "notImage", name } };
  }
}

function photoPath(dir: string, id: string): string {
  return join(dir, `${id}.jpg`);
}

/** Writes prepared photos to the photo folder under new random names; on a failure removes those written. */
export async function savePhotoFiles(dir: string, photos: readonly PreparedPhoto[]): Promise<SavedPhoto[]> {
  if (photos.length === 0) return [];
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const saved: SavedPhoto[] = [];
  try {
    for (const photo of photos) {
      const id = randomUUID();
      // oxlint-disable-next-line no-await-in-loop -- a few files, one after another
      await writeFile(photoPath(dir, id), photo.data, { flag: "wx", mode: 0o600 });
      saved.push({ ...photo, id });
    }
    return saved;
  } catch (error) {
    await removePhotoFiles(dir, saved);
    throw error;
  }
}

/** Removes photo files whose booking was not stored; a file already gone is no failure. */
export async function removePhotoFiles(dir: string, photos: readonly { id: string }[]): Promise<void> {
  await Promise.all(photos.map((photo) => unlink(photoPath(dir, photo.id)).catch(() => {})));
}

/** The rows of saved photos for an appointment, in the order the customer chose them. */
export function photoRows(appointmentId: string, photos: readonly SavedPhoto[], now: Date): AppointmentPhotosTable[] {
  return photos.map((photo, i) => ({
    id: photo.id,
    appointment_id: appointmentId,
    position: i + 1,
    width: photo.width,
    height: photo.height,
    bytes: photo.data.byteLength,
    created_at: now.toISOString(),
  }));
}

/** An appointment's photos, in the order the customer chose them. */
export async function appointmentPhotos(
  db: DB,
  appointmentId: string,
): Promise<Pick<AppointmentPhotosTable, "id" | "position" | "width" | "height">[]> {
  return db
    .selectFrom("appointment_photos")
    .select(["id", "position", "width", "height"])
    .where("appointment_id", "=", appointmentId)
    .orderBy("position")
    .execute();
}

/** A stored photo's JPEG by its ID; null when no such photo (or its file) exists. */
export async function readPhoto(db: DB, dir: string, id: string): Promise<Buffer | null> {
  const row = await db.selectFrom("appointment_photos").select("id").where("id", "=", id).executeTakeFirst();
  if (!row) return null;
  try {
    return await readFile(photoPath(dir, row.id));
  } catch {
    return null;
  }
}
