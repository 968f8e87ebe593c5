#!/usr/bin/env node
// The command-line contract (docs/cli.md#the-command-line-contract) answered
// by the JavaScript module: `node minnaar-cli.js perft|moves|show ...`, so
// that `minnaar conform --impl "node build/wasm/minnaar-cli.js"` checks the
// WebAssembly build against the program, call by call.
//
// Bad input is one line on standard error and exit status 2, nothing on
// standard output, as the contract asks.
import { contract, MinnaarError } from "./minnaar.mjs";

// Each command's options: true for those that take a value.
const position = { rules: true, "no-anti-stall": false, mfen: true, deal: true, moves: true };
const commands = {
  perft: { ...position, depth: true, divide: false },
  moves: position,
  show: { ...position, observer: true },
};

// The options of `command` from its words: "--name value", "--name=value"
// or "--name" alone for a flag. A value is the next word whatever it
// starts with (a position may begin with '-').
function options(command, words) {
  const known = commands[command];
  const values = {};
  for (let i = 0; i < words.length; ++i) {
    const word = words[i];
    if (!word.startsWith("--")) refuse(`${command}: unexpected argument '${word}'`);
    const equals = word.indexOf("=");
    const name = word.slice(2, equals < 0 ? undefined : equals);
    if (!(name in known)) refuse(`${command}: unknown option --${name}`);
    if (name in values) refuse(`${command}: --${name} given twice`);
    if (!known[name]) {
      if (equals >= 0) refuse(`${command}: --${name} takes no value`);
      values[name] = true;
    } else if (equals >= 0) {
      values[name] = word.slice(equals + 1);
    } else {
      if (i + 1 >= words.length) refuse(`${command}: --${name} needs a value`);
      values[name] = words[++i];
    }
  }
  return values;
}

function refuse(message) {
  process.stderr.write(`minnaar-cli: ${message}\n`);
  process.exit(2);
}

function answer(args) {
  const [command, ...rest] = args;
  if (!(command in commands))
    refuse(command ? `unknown command '${command}' (perft, moves or show)` : "perft, moves or show?");
  const values = options(command, rest);
  if (values.mfen !== undefined && values.deal !== undefined)
    refuse(`${command}: --mfen excludes --deal`);
  const state = contract.position({
    rules: values.rules,
    noAntiStall: values["no-anti-stall"] ?? false,
    mfen: values.mfen ?? null,
    deal: values.deal ?? null,
    moves: values.moves ?? "",
  });
  if (command === "perft") {
    if (values.depth === undefined) refuse("perft: --depth is required");
    if (!/^\d+$/.test(values.depth) || Number(values.depth) > 100)
      refuse(`perft: --depth: '${values.depth}' is not a depth from 0 to 100`);
    return contract.perft(state, Number(values.depth), values.divide ?? false);
  }
  if (command === "moves") return contract.moves(state);
  return contract.show(state, values.observer ?? "");
}

try {
  process.stdout.write(answer(process.argv.slice(2)));
} catch (e) {
  if (e instanceof MinnaarError) refuse(e.message.split("\n")[0]);
  throw e;
}
