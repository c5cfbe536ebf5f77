import { Outlet } from "react-router";
import { OfficeShell } from "#app/components/office/OfficeShell.tsx";
import { requireStaff } from "#app/server/auth.server.ts";
import type { Route } from "./+types/layout";

export async function loader({ request, url, context }: Route.LoaderArgs) {
  const staff = await requireStaff(context, request, url);
  return { staffName: staff.name };
}

export default function OfficeLayout() {
  return (
    <OfficeShell>
      <Outlet />
    </OfficeShell>
  );
}
