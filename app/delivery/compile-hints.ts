import type { Plugin } from "vite";

/** The libraries whose code runs while a page's React starts: React, React DOM and React Router. */
const STARTUP_LIBRARIES = /[\\/]node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/;

/**
 * Chrome compiles a script's functions lazily, on the main thread, the first time each is called;
 * starting React calls most of these libraries' functions, one long task of compiling. The
 * `allFunctionsCalledOnLoad` comment asks the browser to compile the whole file while it downloads,
 * off the main thread (browsers without the hint ignore the comment).
 */
export function compileStartupLibrariesEagerly(): Plugin {
  return {
    name: "compile-startup-libraries-eagerly",
    enforce: "post",
    applyToEnvironment: (environment) => environment.config.consumer === "client",
    // Last of all: minification would drop the comment, and the hint counts only at the top of the
    // file, above the lines Vite adds at the end. The file name's hash already covers the code.
    generateBundle: {
      order: "post",
      handler(_options, bundle) {
        for (const file of Object.values(bundle)) {
          if (file.type === "chunk" && file.moduleIds.some((id) => STARTUP_LIBRARIES.test(id)))
            file.code = `//# allFunctionsCalledOnLoad\n${file.code}`;
        }
      },
    },
  };
}
