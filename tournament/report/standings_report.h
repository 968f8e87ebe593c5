// The standings (standings.h) as people and programs read them: the text
// table `minnaar tournament report` prints, its JSON and its CSV.
//
//   std::cout << standings_text(board.standings());
#pragma once

#include <cstddef>
#include <string>

#include "engine/game.h"
#include "tournament/stats/standings.h"

namespace minnaar::tournament {

// The word that counts a game's draws (GameInfo::draw_name) in reports:
// "draws" for "draw"; a word ending in "ed", an adjective such as the
// current edition's "undecided", stays as it is.
std::string draws_label(const game::GameInfo& game);

// A report's name for a team in JSON and CSV keys, by its number, whatever
// the game calls it: "first_team", "second_team", ... ("team_9" beyond the
// eighth). The JSON says which team each key names ("teams", "first_team").
std::string team_key(std::size_t team);

// For a panel's SPRT, the line saying what it compares and the pair
// statistics it rests on: "a vs b as the Establishment against the panel:
// 40 pairs (80 games), pentanomial ..., pair score ...; Elo of a over b
// +35 +-20"; empty for any other tournament.
std::string panel_sprt_text(const Standings& s);

std::string standings_text(const Standings& s);
std::string standings_json(const Standings& s);
std::string standings_csv(const Standings& s);

}  // namespace minnaar::tournament
