import { startTransition, StrictMode } from "react";
import { HydratedRouter } from "react-router/dom";
import { hydrateKeepingInput } from "./client/early-input";

startTransition(() => {
  hydrateKeepingInput(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
