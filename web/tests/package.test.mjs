// The package: `npm pack` of the build makes a tarball that another
// project installs without a network, imports by the package's name and
// whose command line it runs, answering as the module in the build does.
import { test } from "node:test";
import assert from "node:assert/strict";
import { execFileSync, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { minnaar } from "./fixtures.mjs";

const here = dirname(fileURLToPath(import.meta.url));
const build = dirname(process.env.MINNAAR_WASM_MODULE ?? resolve(here, "..", "..", "build", "wasm", "minnaar.mjs"));
const npmMissing = spawnSync("npm", ["--version"]).status !== 0 && "npm is not installed";

test("npm pack makes a tarball that another project installs, imports and runs", { skip: npmMissing }, () => {
  const work = mkdtempSync(join(tmpdir(), "minnaar-pack-"));
  try {
    const quiet = { cwd: work, stdio: ["ignore", "pipe", "pipe"] };
    execFileSync("npm", ["pack", build, "--pack-destination", work, "--silent"], quiet);
    const tarball = readdirSync(work).find((name) => name.endsWith(".tgz"));
    assert.ok(tarball, "npm pack wrote no tarball");

    const project = join(work, "project");
    mkdirSync(project);
    writeFileSync(join(project, "package.json"), JSON.stringify({ name: "user", private: true, type: "module" }));
    execFileSync("npm", ["install", "--offline", "--no-audit", "--no-fund", join(work, tarball)], { ...quiet, cwd: project });
    const installed = readdirSync(join(project, "node_modules", "minnaar")).sort();
    for (const file of ["minnaar.mjs", "minnaar.d.ts", "minnaar-wasm.js", "minnaar-wasm.wasm", "minnaar-cli.js"])
      assert.ok(installed.includes(file), `the package lacks ${file}: ${installed}`);

    // Imported by name from the other project.
    const script = "import * as m from 'minnaar'; const s = m.game().start(); console.log(m.defaultRules(), String(s.perft(2)));";
    const imported = execFileSync(process.execPath, ["--input-type=module", "-e", script], { cwd: project }).toString();
    assert.equal(imported.trim(), `${minnaar.defaultRules()} ${minnaar.game().start().perft(2)}`);

    // The contract's command line, as the package's bin.
    const bin = join(project, "node_modules", ".bin", "minnaar-cli");
    const moves = execFileSync(bin, ["moves"], { cwd: project }).toString();
    assert.equal(moves, minnaar.contract.moves(minnaar.game().start()));
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
});
