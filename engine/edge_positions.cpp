#include "engine/edge_positions.h"

#include <algorithm>
#include <cstdlib>
#include <set>

#include "engine/move_description.h"

namespace minnaar::game {
namespace {

// The board field of FEN: ranks from the last to the first, '/' between
// them, each square's piece or a decimal count of empty squares in a row.
std::string board_text(const Box& board, const std::map<Square, std::string>& pieces) {
  std::string out;
  for (int rank = board.max_rank; rank >= board.min_rank; --rank) {
    int empty = 0;
    for (int file = board.min_file; file <= board.max_file; ++file) {
      const auto piece = pieces.find({file, rank});
      if (piece == pieces.end()) {
        ++empty;
        continue;
      }
      if (empty) out += std::to_string(empty);
      empty = 0;
      out += piece->second;
    }
    if (empty) out += std::to_string(empty);
    if (rank > board.min_rank) out += '/';
  }
  return out;
}

// Draws pieces of the given kinds in turn, no kind beyond what is left of it.
class Pool {
 public:
  Pool(std::vector<std::string> kinds, std::map<std::string, int>* left)
      : kinds_(std::move(kinds)), left_(left) {}
  // The next piece `fits` takes (a kind the rules allow there), or "" when
  // none does.
  std::string next(const std::function<bool(const std::string&)>& fits) {
    for (std::size_t tried = 0; tried < kinds_.size(); ++tried) {
      const std::string& kind = kinds_[(turn_ + tried) % kinds_.size()];
      if (int& count = (*left_)[kind]; count > 0 && fits(kind)) {
        --count;
        turn_ += tried + 1;
        return kind;
      }
    }
    return "";
  }

 private:
  std::vector<std::string> kinds_;
  std::map<std::string, int>* left_;
  std::size_t turn_ = 0;
};

bool is_corner(const Box& board, Square s) {
  return (s.file == board.min_file || s.file == board.max_file) &&
         (s.rank == board.min_rank || s.rank == board.max_rank);
}

}  // namespace

std::vector<Square> wrapped_squares(const Box& board, Square at, int reach) {
  const int files = board.files(), ranks = board.ranks();
  std::set<Square> out;
  auto add = [&](int file, int rank) {
    const Square s{file, rank};
    if (board.contains(s) && s != at) out.insert(s);
  };
  for (int df = -reach; df <= reach; ++df)
    for (int dr = -reach; dr <= reach; ++dr) {
      const int file = at.file + df, rank = at.rank + dr;
      if (board.contains({file, rank})) continue;  // on the board: not wrapped
      // A torus: each coordinate taken round its own edge.
      add(board.min_file + ((file - board.min_file) % files + files) % files,
          board.min_rank + ((rank - board.min_rank) % ranks + ranks) % ranks);
      // A row-major array: the square's index, off its row into the next.
      const int index = (rank - board.min_rank) * files + (file - board.min_file);
      if (index >= 0 && index < files * ranks)
        add(board.min_file + index % files, board.min_rank + index / files);
    }
  return {out.begin(), out.end()};
}

std::vector<Square> edge_squares(const Box& board) {
  std::set<Square> out;
  const int mid_file = (board.min_file + board.max_file) / 2;
  const int mid_rank = (board.min_rank + board.max_rank) / 2;
  for (const int rank : {board.min_rank, board.max_rank})
    for (const int file :
         {board.min_file, board.min_file + 1, mid_file, board.max_file - 1, board.max_file})
      out.insert({file, rank});
  for (const int file : {board.min_file, board.max_file})
    for (const int rank : {board.min_rank + 1, mid_rank, board.max_rank - 1})
      out.insert({file, rank});
  std::erase_if(out, [&](Square s) { return !board.contains(s); });
  return {out.begin(), out.end()};
}

std::vector<EdgePosition> edge_positions(const Box& board, int reach,
                                         const std::map<std::string, int>& limits,
                                         const std::vector<EdgeSide>& sides,
                                         const std::function<bool(const std::string&)>& accepts) {
  // Every square, the middle first: where kept pieces go.
  std::vector<Square> middle_first;
  for (int file = board.min_file; file <= board.max_file; ++file)
    for (int rank = board.min_rank; rank <= board.max_rank; ++rank)
      middle_first.push_back({file, rank});
  auto off_middle = [&](Square s) {
    return std::abs(2 * s.file - board.min_file - board.max_file) +
           std::abs(2 * s.rank - board.min_rank - board.max_rank);
  };
  std::stable_sort(middle_first.begin(), middle_first.end(),
                   [&](Square a, Square b) { return off_middle(a) < off_middle(b); });

  std::vector<EdgePosition> out;
  for (const EdgeSide& side : sides)
    for (const std::string& mover : side.movers)
      for (const Square at : edge_squares(board)) {
        const std::vector<Square> wrapped = wrapped_squares(board, at, reach);
        for (const bool enemies : {true, false}) {
          std::map<std::string, int> left = limits;
          std::map<Square, std::string> pieces{{at, mover}};
          --left[mover];
          // The kept pieces, where nothing else goes.
          std::size_t free = 0;
          for (const std::string& kept : side.kept) {
            if (left[kept] <= 0) continue;
            while (free < middle_first.size() &&
                   (middle_first[free] == at ||
                    std::binary_search(wrapped.begin(), wrapped.end(), middle_first[free])))
              ++free;
            if (free == middle_first.size()) break;
            pieces[middle_first[free++]] = kept;
            --left[kept];
          }
          auto notation_of = [&] { return board_text(board, pieces) + " " + side.fields; };
          if (!accepts(notation_of())) continue;  // the piece cannot stand there
          // Each wrapped square filled with a piece the rules allow there
          // (none where no kind left is).
          Pool fillers(enemies ? side.enemies : side.friends, &left);
          for (const Square s : wrapped) {
            if (pieces.count(s)) continue;
            const std::string piece = fillers.next([&](const std::string& kind) {
              pieces[s] = kind;
              const bool fits = accepts(notation_of());
              pieces.erase(s);
              return fits;
            });
            if (!piece.empty()) pieces[s] = piece;
          }
          const std::string notation = notation_of();
          out.push_back({mover + " on " + square_label(at) + ", " +
                             (enemies ? "enemies" : "friends") + " past the edge, " +
                             side.fields.substr(0, side.fields.find(' ')) + " to move",
                         notation, at, is_corner(board, at)});
        }
      }
  return out;
}

}  // namespace minnaar::game
