// What the program says about its own use: the help of `minnaar --help`,
// of each command and of `minnaar help COMMAND`, and the one line for a
// mistake in using it (an unknown command or option, with the nearest
// valid one). Where a help text names rule sets, seats or teams, it takes
// them from the game registry (the *_text functions below).
#pragma once

#include <CLI/CLI.hpp>
#include <memory>
#include <string>
#include <vector>

namespace minnaar {

// The first line of a command's description is its summary: what its
// parent's list of commands says of it. set_example() gives it an example,
// shown below its own help and in that list.
void set_example(CLI::App& command, const std::string& example);

// The program's help layout: descriptions and option texts wrapped to 80
// columns, and a list of commands, each with its summary and example.
std::shared_ptr<CLI::Formatter> help_formatter();

// The help of the command that `path` names below `app` (the program
// itself for an empty path), as `minnaar help tournament run` prints it;
// BadInput naming the unknown word and the nearest command.
std::string command_help(const CLI::App& app, const std::vector<std::string>& path);

// Reports a failed parse of `app`'s command line as one line on stderr and
// returns the exit status for bad input: an unknown command or option
// named with the nearest valid one ("minnaar perft: unknown option --dpeth
// (did you mean --depth?)"), else CLI11's own message.
int report_parse_error(const CLI::App& app, const CLI::ParseError& error);

// The check of a whole-number option from `min` to `max`, in the program's
// words: "--games: 'abc' is not a whole number", "--threads: 0 is not from
// 1 to 1024" (CLI11's Range says "Value abc not in range", or prints
// 1.79769e+308 as a bound). Its help reads as Range's ("INT in [1 - 1024]").
CLI::Validator whole_number(long long min, long long max);

// Gives every integer option of `app` and its commands that has no check
// the whole-number one (a sign refused where the type has none): CLI11
// would say "Could not convert: --seed = abc".
void check_whole_numbers(CLI::App& app);

// From the game registry, for help texts:
// "a, b, c": the registered rule sets' names.
std::string rule_sets_text();
// "a: south, north; b: white, black": each rule set's seats.
std::string seats_text();
// "a: alliance, establishment; b: ...": each rule set's teams, only those
// of `teams` teams when it is not 0.
std::string teams_text(std::size_t teams = 0);
// "a, b": the rule sets that have a parameter called `parameter`.
std::string rule_sets_with_parameter_text(const std::string& parameter);
// "m1 m2": the first `plies` moves (in `moves` order) of the default rule
// set from its start, for examples.
std::string opening_moves_text(int plies);

}  // namespace minnaar
