// What the tests of the JavaScript module share: the module under test
// ($MINNAAR_WASM_MODULE, else build/wasm/minnaar.mjs) and the fixtures
// folder ($MINNAAR_FIXTURES, else the repository's) with its manifests
// (fixtures/README.md#the-manifest).
import { readFileSync, readdirSync, existsSync } from "node:fs";
import { join, dirname, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, "..", "..");

export const minnaar = await import(
  pathToFileURL(process.env.MINNAAR_WASM_MODULE ?? join(root, "build", "wasm", "minnaar.mjs")).href
);

export const fixturesDir = process.env.MINNAAR_FIXTURES ?? join(root, "fixtures");

/** A fixture file's rows: tab-separated fields, '#' lines and blank lines left out. */
export function readRows(path) {
  return readFileSync(path, "utf8")
    .split("\n")
    .filter((line) => line.trim() && !line.startsWith("#"))
    .map((line) => line.split("\t"));
}

/** A game folder's manifest.tsv as an object from key to its value's words. */
export function readManifest(folder) {
  const manifest = {};
  for (const row of readRows(join(folder, "manifest.tsv")))
    manifest[row[0]] = row.length > 1 && row[1] !== "-" ? row[1].split(/\s+/) : [];
  return manifest;
}

/** Every folder of the fixtures that has a manifest, by name. */
export function gameFolders() {
  return readdirSync(fixturesDir)
    .sort()
    .map((name) => join(fixturesDir, name))
    .filter((folder) => existsSync(join(folder, "manifest.tsv")));
}

/** The rows of a folder's table as objects keyed by the manifest's columns. */
export function tableRows(folder, table) {
  const columns = readManifest(folder)[table] ?? [];
  const path = join(folder, table);
  if (!columns.length || !existsSync(path)) return [];
  return readRows(path).map((fields) => Object.fromEntries(columns.map((c, i) => [c, fields[i]])));
}

/** The rule set and parameters of a row: its own columns, else the folder's one rule set. */
export function rowGame(folder, row) {
  const manifest = readManifest(folder);
  const rules = row.rules ?? (manifest.rule_sets?.length === 1 ? manifest.rule_sets[0] : null);
  const parameters = {};
  for (const name of manifest.parameter_columns ?? [])
    if (name in row) parameters[name] = row[name] === "on";
  return { rules, parameters };
}
