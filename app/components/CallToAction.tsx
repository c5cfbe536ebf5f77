import type { ReactNode } from "react";
import { ButtonLink } from "./ui/Button";
import { CallButton } from "./ui/CallButton";

/** The closing call to action: call or book online. */
export function CallToAction({ title, text, children }: { title: string; text: string; children?: ReactNode }) {
  return (
    <section className="bg-brand-800 text-white">
      <div className="mx-auto max-w-7xl px-4 py-12 text-center">
        <h2 className="text-3xl font-bold">{title}</h2>
        <p className="mx-auto mt-2 max-w-2xl text-blue-100">{text}</p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <CallButton size="lg" label="Call" />
          <ButtonLink to="/book-online" size="lg" variant="outline">Book Online</ButtonLink>
        </div>
        {children}
      </div>
    </section>
  );
}
