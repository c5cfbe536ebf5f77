import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { compileStartupLibrariesEagerly } from "./app/delivery/compile-hints.ts";

export default defineConfig(({ mode, isSsrBuild }) => ({
  plugins:
    mode === "test" ? [] : [tailwindcss(), reactRouter(), ...(isSsrBuild ? [] : [compileStartupLibrariesEagerly()])],
  build: { assetsInlineLimit: 0 },
}));
