#include "tournament/play/game.h"

#include <time.h>

#include <algorithm>
#include <chrono>
#include <stdexcept>

#include "engine/random.h"

namespace minnaar::tournament {
namespace {

// The stream of a game's samples of hidden information.
constexpr std::uint64_t kSampleStream = 0x7361'6D70'0000'0000ull;  // "samp"

// The calling thread's CPU time in seconds.
double thread_cpu_seconds() {
  timespec t{};
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
  return double(t.tv_sec) + double(t.tv_nsec) * 1e-9;
}

}  // namespace

game::Action agent_choice(Agent& agent, const game::State& state, std::uint64_t sample_seed) {
  const game::Game& g = state.game();
  if (g.info().perfect_information) return agent.choose_move(state);
  const game::Seat seat = state.to_move();
  auto view = g.sample(state.observation(seat), seat, sample_seed);
  if (!view)
    throw std::logic_error(g.name() +
                           ": no sample for its own observation: " + view.error().message());
  return agent.choose_move(**view);
}

GameRecord play_game(const game::State& start, const std::vector<Agent*>& seats, std::uint64_t seed,
                     const MoveObserver& observe, const AdjudicationRules& adjudication) {
  GameRecord record;
  record.final = start.clone();
  record.nodes.assign(seats.size(), 0);
  game::State& state = *record.final;
  const game::Game& g = state.game();
  Adjudicator adjudicator(adjudication, g);
  const bool hidden = !g.info().perfect_information;
  // The thread's CPU clock is a system call (microseconds on a virtual
  // machine: more than a random agent's whole move). When every seat's
  // agent thinks on this thread it is read once a game, and the game
  // thread's time counts as the agents'; otherwise around each move of an
  // agent that thinks here.
  const bool all_here =
      std::all_of(seats.begin(), seats.end(), [](const Agent* a) { return a->thinks_here(); });
  const double game_began = all_here ? thread_cpu_seconds() : 0;
  std::vector<game::Action> legal;
  // The distinct agents, told of every move in a game of perfect information.
  std::vector<Agent*> told;
  if (!hidden)
    for (Agent* agent : seats)
      if (std::find(told.begin(), told.end(), agent) == told.end()) told.push_back(agent);
  for (std::uint64_t turn = 0; !state.is_over(); ++turn) {
    if (auto ruling = state.adjudication()) {
      record.ruling = std::move(ruling);
      break;
    }
    if (auto ruling = adjudicator.ruling(state, int(record.moves.size()))) {
      record.ruling = std::move(ruling);
      break;
    }
    const game::Seat seat = state.to_move();
    MoveInfo info;
    info.seat = seat;
    game::Action move;
    if (const auto forced = state.forced_move()) {
      move = *forced;
    } else {
      Agent* agent = seats[std::size_t(seat)];
      const bool here = !all_here && agent->thinks_here();
      const double began = here ? thread_cpu_seconds() : 0;
      const auto asked = std::chrono::steady_clock::now();
      try {
        move = agent_choice(*agent, state, derive_seed(seed, kSampleStream, turn));
      } catch (const Forfeit& failed) {
        record.forfeit = SeatForfeit{seat, failed.failure()};
        return record;
      }
      if (here) record.agent_cpu_seconds += thread_cpu_seconds() - began;
      info = agent->last_info();
      info.seat = seat;
      info.time_us = std::chrono::duration_cast<std::chrono::microseconds>(
                         std::chrono::steady_clock::now() - asked)
                         .count();
      adjudicator.record(seat, info);
      state.legal_moves(legal);
      if (std::find(legal.begin(), legal.end(), move) == legal.end())
        throw std::logic_error("agent " + agent->spec() + " chose an illegal move (" +
                               std::to_string(move.bits) + ") in " + state.notation());
    }
    if (observe) observe(state, seat, move, info);
    for (Agent* agent : told) agent->on_move(state, move);
    record.moves.push_back(state.move_text(move));
    record.nodes[std::size_t(seat)] += info.nodes;
    record.infos.push_back(std::move(info));
    state.apply(move);
  }
  if (all_here) record.agent_cpu_seconds = thread_cpu_seconds() - game_began;
  return record;
}

std::string GameRecord::result() const {
  if (forfeit) return final->game().forfeit_result(final->game().team_of(forfeit->seat));
  return ruling ? ruling->result : final->result();
}

std::string GameRecord::termination() const {
  if (forfeit) return forfeit->failure.termination;
  return ruling ? ruling->termination : final->termination();
}

std::vector<double> GameRecord::returns() const {
  if (forfeit) return final->game().forfeit_returns(final->game().team_of(forfeit->seat));
  return ruling ? ruling->returns : final->returns();
}

std::vector<double> GameRecord::margins() const {
  if (forfeit) return final->game().forfeit_returns(final->game().team_of(forfeit->seat));
  if (ruling) return ruling->margins.empty() ? ruling->returns : ruling->margins;
  return final->margins();
}

std::vector<game::Seat> seat_build_order(const game::Game& game) {
  std::vector<game::Seat> leads, partners;
  std::vector<bool> team_seen(game.info().teams.size(), false);
  for (game::Seat s = 0; s < game.seat_count(); ++s) {
    const std::size_t team = std::size_t(game.team_of(s));
    (team_seen[team] ? partners : leads).push_back(s);
    team_seen[team] = true;
  }
  std::sort(leads.begin(), leads.end(),
            [&](game::Seat a, game::Seat b) { return game.team_of(a) < game.team_of(b); });
  leads.insert(leads.end(), partners.begin(), partners.end());
  return leads;
}

}  // namespace minnaar::tournament
