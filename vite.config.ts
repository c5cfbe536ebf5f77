import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Rollup } from "vite";
import { compileStartupLibrariesEagerly } from "./app/delivery/compile-hints.ts";

/**
 * Warnings that say nothing is wrong, left out so that a build that prints a warning needs
 * looking at: React Router makes a browser chunk of every route module, and one that only answers
 * on the server (a feed, an endpoint) has none to hold; a library's comment that the bundler cannot
 * place is dropped, and the code is the same.
 */
function isExpected(warning: Rollup.RollupLog): boolean {
  if (warning.code === "EMPTY_BUNDLE") return true;
  return warning.code === "INVALID_ANNOTATION" && /[\\/]node_modules[\\/]/.test(warning.id ?? "");
}

export default defineConfig(({ mode }) => ({
  plugins: mode === "test" ? [] : [tailwindcss(), reactRouter(), compileStartupLibrariesEagerly()],
  build: {
    assetsInlineLimit: 0,
    rollupOptions: {
      onwarn(warning, warn) {
        if (!isExpected(warning)) warn(warning);
      },
    },
  },
}));
