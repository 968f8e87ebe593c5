#include "cli/help.h"

#include <charconv>
#include <limits>
#include <sstream>

#include "cli/bad_input.h"
#include "cli/suggest.h"
#include "engine/contract.h"
#include "engine/game.h"
#include "engine/words.h"

namespace minnaar {
namespace {

constexpr std::size_t kWidth = 80;
constexpr std::size_t kNameColumn = 26;  // where option and command texts begin
const std::string kExample = "Example: ";

// `text` wrapped to lines of at most `width` characters (a longer word
// stands alone); its own line breaks are kept.
std::string wrapped(const std::string& text, std::size_t width) {
  std::string out;
  std::istringstream lines(text);
  std::string line;
  bool first_line = true;
  while (std::getline(lines, line)) {
    if (!first_line) out += '\n';
    first_line = false;
    std::size_t column = 0;
    for (const std::string_view word : words_of(line)) {
      if (column > 0 && column + 1 + word.size() > width) {
        out += '\n';
        column = 0;
      } else if (column > 0) {
        out += ' ';
        ++column;
      }
      out += word;
      column += word.size();
    }
  }
  return out;
}

// The first line of the description; when that is long, up to its first
// colon or semicolon.
std::string summary_of(const CLI::App& command) {
  const std::string& description = command.get_description();
  std::string summary = description.substr(0, description.find('\n'));
  if (summary.size() > 100) summary = summary.substr(0, summary.find_first_of(":;"));
  return summary;
}

std::string example_of(const CLI::App& command) {
  const std::string& footer = command.get_footer();
  return footer.rfind(kExample, 0) == 0 ? footer.substr(kExample.size()) : "";
}

class HelpFormatter : public CLI::Formatter {
 public:
  HelpFormatter() {
    column_width(kNameColumn);
    label("SUBCOMMAND", "COMMAND");
    label("SUBCOMMANDS", "COMMANDS");
  }

  std::string make_description(const CLI::App* app) const override {
    const std::string& description = app->get_description();
    return description.empty() ? "" : wrapped(description, kWidth) + "\n\n";
  }

  std::string make_footer(const CLI::App* app) const override {
    const std::string& footer = app->get_footer();
    if (footer.empty()) return "";
    return (example_of(*app).empty() ? wrapped(footer, kWidth) : footer) + "\n";
  }

  std::string make_option_desc(const CLI::Option* option) const override {
    return wrapped(option->get_description(), kWidth - kNameColumn);
  }

  std::string make_subcommands(const CLI::App* app, CLI::AppFormatMode) const override {
    std::string out;
    for (const CLI::App* command : app->get_subcommands({}))
      if (!command->get_name().empty()) out += make_subcommand(command);
    return out.empty() ? "" : "\nCommands:\n" + out;
  }

  // "  name  summary" and, below the summary, the example.
  std::string make_subcommand(const CLI::App* command) const override {
    std::string name = "  " + command->get_name();
    name.resize(std::max(name.size() + 1, kNameColumn), ' ');
    std::string out = name;
    if (name.size() > kNameColumn) out += "\n" + std::string(kNameColumn, ' ');
    const std::string indent = "\n" + std::string(kNameColumn, ' ');
    std::string summary = wrapped(summary_of(*command), kWidth - kNameColumn);
    for (std::size_t at = summary.find('\n'); at != std::string::npos;
         at = summary.find('\n', at + indent.size()))
      summary.replace(at, 1, indent);
    out += summary;
    if (const std::string example = example_of(*command); !example.empty())
      out += indent + "  " + example;
    return out + "\n";
  }
};

// The last command a parse reached (the program itself if none).
const CLI::App& deepest_parsed(const CLI::App& app) {
  const CLI::App* command = &app;
  while (!command->get_subcommands().empty()) command = command->get_subcommands().front();
  return *command;
}

// "minnaar tournament run": the command's name after its parents'.
std::string path_of(const CLI::App& command) {
  std::string path = command.get_name();
  for (const CLI::App* parent = command.get_parent(); parent; parent = parent->get_parent())
    path = parent->get_name() + " " + path;
  return path;
}

// "minnaar help tournament run": where the command's help is.
std::string help_hint(const CLI::App& command) {
  const std::string path = path_of(command);
  const std::size_t space = path.find(' ');
  return space == std::string::npos ? path + " help"
                                    : path.substr(0, space) + " help" + path.substr(space);
}

std::string joined(const std::vector<std::string>& parts, const std::string& separator) {
  std::string text;
  for (const std::string& part : parts) text += (text.empty() ? "" : separator) + part;
  return text;
}

std::vector<std::string> command_names(const CLI::App& parent) {
  std::vector<std::string> names;
  for (const CLI::App* command : parent.get_subcommands({}))
    if (!command->get_name().empty()) names.push_back(command->get_name());
  return names;
}

// "unknown command 'perfit' (did you mean perft?)", or with the valid ones
// and where to read more.
std::string unknown_command(const CLI::App& parent, const std::string& word,
                            const std::string& hint) {
  const std::vector<std::string> names = command_names(parent);
  if (const auto near = nearest_name(word, names))
    return "unknown command '" + word + "' (did you mean " + *near + "?)";
  return "unknown command '" + word + "' (valid: " + joined(names, ", ") + "; see " + hint + ")";
}

std::string unknown_option(const CLI::App& command, const std::string& word,
                           const std::string& hint) {
  const std::string option = word.substr(0, word.find('='));
  std::vector<std::string> names;
  for (const CLI::Option* o : command.get_options()) {
    if (!o->nonpositional()) continue;
    for (const std::string& name : o->get_lnames()) names.push_back("--" + name);
    for (const std::string& name : o->get_snames()) names.push_back("-" + name);
  }
  if (const auto near = nearest_name(option, names))
    return "unknown option " + option + " (did you mean " + *near + "?)";
  return "unknown option " + option + " (see " + hint + ")";
}

bool is_option(const std::string& word) {
  return word.size() > 1 && word[0] == '-' && !(word[1] >= '0' && word[1] <= '9') && word[1] != '.';
}

}  // namespace

void set_example(CLI::App& command, const std::string& example) {
  command.footer(kExample + example);
}

std::shared_ptr<CLI::Formatter> help_formatter() { return std::make_shared<HelpFormatter>(); }

std::string command_help(const CLI::App& app, const std::vector<std::string>& path) {
  const CLI::App* command = &app;
  std::string asked = "help";
  for (const std::string& word : path) {
    const CLI::App* found = nullptr;
    for (const CLI::App* sub : command->get_subcommands({}))
      if (sub->get_name() == word) found = sub;
    if (!found) throw BadInput(asked + ": " + unknown_command(*command, word, help_hint(*command)));
    command = found;
    asked += " " + word;
  }
  return command->get_formatter()->make_help(command, path_of(*command),
                                             CLI::AppFormatMode::Normal);
}

namespace {

// Why `text` is not a whole number (decimal, an optional sign), or "".
std::string whole_number_problem(const std::string& text, bool sign_allowed) {
  const std::size_t digits = text.empty() || text[0] == '-' || text[0] == '+' ? 1 : 0;
  const bool plain =
      text.size() > digits && text.find_first_not_of("0123456789", digits) == std::string::npos;
  if (!plain) return "'" + text + "' is not a whole number";
  if (!sign_allowed && text[0] == '-') return "'" + text + "' is not a whole number from 0";
  return "";
}

}  // namespace

CLI::Validator whole_number(long long min, long long max) {
  const std::string description =
      "INT in [" + std::to_string(min) + " - " + std::to_string(max) + "]";
  return CLI::Validator(
      [min, max](std::string& text) -> std::string {
        if (std::string problem = whole_number_problem(text, true); !problem.empty())
          return problem;
        long long value = 0;
        const auto [end, error] = std::from_chars(text.data() + (text[0] == '+' ? 1 : 0),
                                                  text.data() + text.size(), value);
        if (error == std::errc() && end == text.data() + text.size() && value >= min &&
            value <= max)
          return "";
        if (max == std::numeric_limits<long long>::max() || max == std::numeric_limits<int>::max())
          return text + " is not a whole number from " + std::to_string(min);
        return text + " is not from " + std::to_string(min) + " to " + std::to_string(max);
      },
      description, "whole-number");
}

void check_whole_numbers(CLI::App& app) {
  for (CLI::Option* option : app.get_options()) {
    const std::string type = option->get_type_name();
    if (type != "INT" && type != "UINT") continue;
    try {
      option->get_validator();
      continue;  // it has its own check
    } catch (const CLI::OptionNotFound&) {
    }
    const bool sign_allowed = type == "INT";
    option->check(CLI::Validator(
        [sign_allowed](std::string& text) { return whole_number_problem(text, sign_allowed); }, "",
        "whole-number"));
  }
  for (CLI::App* command : app.get_subcommands({})) check_whole_numbers(*command);
}

int report_parse_error(const CLI::App& app, const CLI::ParseError& error) {
  const CLI::App& command = deepest_parsed(app);
  // "minnaar: tournament run: ...": the program's one prefix, then the
  // command that refused.
  const std::string path = path_of(command);
  const std::size_t space = path.find(' ');
  const std::string where = space == std::string::npos ? "" : path.substr(space + 1) + ": ";
  const std::string hint = help_hint(command);
  const std::vector<std::string> extras = app.remaining(true);
  const bool has_commands = !command.get_subcommands({}).empty();
  if (!extras.empty()) {
    const std::string& word = extras.front();
    if (is_option(word)) return report_bad_input(where + unknown_option(command, word, hint));
    if (has_commands) return report_bad_input(where + unknown_command(command, word, hint));
    return report_bad_input(where + "unexpected argument '" + word + "' (see " + hint + ")");
  }
  if (has_commands && dynamic_cast<const CLI::RequiredError*>(&error))
    return report_bad_input(where + "a command is required: " +
                            joined(command_names(command), ", ") + " (see " + hint + ")");
  return report_bad_input(where + error.what() + " (see " + hint + ")");
}

std::string rule_sets_text() {
  std::vector<std::string> names;
  for (const game::GameInfo* info : game::registered_games()) names.push_back(info->name);
  return joined(names, ", ");
}

std::string seats_text() {
  std::vector<std::string> parts;
  for (const game::GameInfo* info : game::registered_games()) {
    std::vector<std::string> seats;
    for (const game::SeatInfo& seat : info->seats) seats.push_back(seat.name);
    parts.push_back(info->name + ": " + joined(seats, ", "));
  }
  return joined(parts, "; ");
}

std::string teams_text(std::size_t teams) {
  std::vector<std::string> parts;
  for (const game::GameInfo* info : game::registered_games())
    if (teams == 0 || info->teams.size() == teams)
      parts.push_back(info->name + ": " + joined(info->teams, ", "));
  return joined(parts, "; ");
}

std::string rule_sets_with_parameter_text(const std::string& parameter) {
  return game::games_with_parameter(parameter);
}

std::string opening_moves_text(int plies) {
  auto game = game::load(game::default_game_name());
  if (!game) return "";
  auto state = (*game)->start();
  std::string text;
  for (int ply = 0; ply < plies && !state->is_over(); ++ply) {
    const std::string move = state->sorted_move_texts().front();
    text += (text.empty() ? "" : " ") + move;
    if (!state->play(move)) break;
  }
  return text;
}

}  // namespace minnaar
