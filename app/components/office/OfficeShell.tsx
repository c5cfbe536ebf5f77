import type { ReactNode } from "react";

/** An office page's frame under the staff header. */
export function OfficeShell({ children }: { children: ReactNode }) {
  return <div className="mx-auto max-w-7xl px-4 py-6">{children}</div>;
}

export function Notice({ tone, children }: { tone: "success" | "error"; children: ReactNode }) {
  return (
    <p
      role={tone === "error" ? "alert" : "status"}
      className={`rounded-lg p-3 font-medium ${tone === "success" ? "bg-green-50 text-green-900" : "bg-red-50 text-red-800"}`}
    >
      {children}
    </p>
  );
}

export const tableClass =
  "w-full border-collapse text-left text-sm [&_td]:border-b [&_td]:border-slate-200 [&_td]:px-2 [&_td]:py-2 [&_th]:border-b-2 [&_th]:border-slate-300 [&_th]:px-2 [&_th]:py-2";

/** What a compact office form's answer says: what was done, or the form's (or its first field's) problem. */
export function FormNotices({
  result,
}: {
  result: { notice: string | null; formError: string | null; fieldErrors: Partial<Record<string, string>> } | undefined;
}) {
  if (!result) return null;
  const problem = result.formError ?? Object.values(result.fieldErrors).find(Boolean);
  return (
    <>
      {result.notice ? <Notice tone="success">{result.notice}</Notice> : null}
      {problem ? <Notice tone="error">{problem}</Notice> : null}
    </>
  );
}
