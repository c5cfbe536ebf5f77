import type { ReactNode } from "react";
import { CallAndBook } from "./CallAndBook.tsx";

/** The closing call to action: call or book online. */
export function CallToAction({
  title,
  text,
  bookLabel,
  children,
}: {
  title: string;
  text: string;
  bookLabel?: string;
  children?: ReactNode;
}) {
  return (
    <section className="bg-brand-800 text-white">
      <div className="mx-auto max-w-7xl px-4 py-12 text-center">
        <h2 className="text-3xl font-bold">{title}</h2>
        <p className="mx-auto mt-2 max-w-2xl text-blue-100">{text}</p>
        <CallAndBook bookLabel={bookLabel} centered className="mt-6" />
        {children}
      </div>
    </section>
  );
}
