// Put before the Emscripten factory (--extern-pre-js): the CommonJS names
// that its node support uses (require, __dirname), which an ES module does
// not have. In a browser or a worker they stay undefined and unused.
const { require, __dirname } = await (async () => {
  if (typeof process !== "object" || typeof process.versions?.node !== "string") return {};
  const { createRequire } = await import("node:module");
  const { dirname } = await import("node:path");
  const { fileURLToPath } = await import("node:url");
  return { require: createRequire(import.meta.url), __dirname: dirname(fileURLToPath(import.meta.url)) };
})();
