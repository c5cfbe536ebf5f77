import { currentStaff } from "#app/server/auth.server.ts";
import { readPhoto } from "#app/server/photos.server.ts";
import type { Route } from "./+types/photo";

const PRIVATE = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" };

/**
 * GET /office/photos/:id: a booking photo, to signed-in staff only. Without a session it answers
 * 403 (an image is never redirected to the sign-in page); an unknown photo answers 404.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const staff = await currentStaff(context.db, request, context.env.SESSION_SECRET);
  if (!staff) return new Response("Sign in to the office to see this photo.", { status: 403, headers: PRIVATE });
  const photo = await readPhoto(context.db, context.env.PHOTO_DIR, params.id);
  if (!photo) return new Response("No such photo.", { status: 404, headers: PRIVATE });
  return new Response(new Uint8Array(photo), {
    headers: { ...PRIVATE, "Content-Type": "image/jpeg", "Content-Length": String(photo.byteLength) },
  });
}
