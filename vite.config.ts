import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

const alias = {
  "~": fileURLToPath(new URL("./app", import.meta.url)),
  "@content": fileURLToPath(new URL("./content", import.meta.url)),
};

export default defineConfig(({ mode }) => ({
  resolve: { alias },
  plugins: mode === "test" ? [] : [tailwindcss(), reactRouter()],
  build: { assetsInlineLimit: 0 },
}));
