// Expected<T, E>: a value or the error that explains why there is none.
// Parsers return it so that bad input is an ordinary value at the boundary,
// never an exception or a crash. (std::expected arrives with C++23; this is
// the small part of it the project uses.)
//
//   Expected<Position, MfenError> parsed = parse_mfen(text);
//   if (!parsed) return fail(parsed.error().message());
//   use(*parsed);
#pragma once

#include <cassert>
#include <utility>
#include <variant>

namespace minnaar {

template <class E>
struct Unexpected {
  E error;
};
template <class E>
Unexpected(E) -> Unexpected<E>;

template <class T, class E>
class [[nodiscard]] Expected {
 public:
  Expected(T value) : state_(std::in_place_index<0>, std::move(value)) {}
  template <class G>
  Expected(Unexpected<G> unexpected)
      : state_(std::in_place_index<1>, std::move(unexpected.error)) {}

  bool has_value() const { return state_.index() == 0; }
  explicit operator bool() const { return has_value(); }

  T& value() & {
    assert(has_value());
    return std::get<0>(state_);
  }
  const T& value() const& {
    assert(has_value());
    return std::get<0>(state_);
  }
  T&& value() && {
    assert(has_value());
    return std::get<0>(std::move(state_));
  }
  const E& error() const {
    assert(!has_value());
    return std::get<1>(state_);
  }

  T& operator*() & { return value(); }
  const T& operator*() const& { return value(); }
  T&& operator*() && { return std::move(*this).value(); }
  T* operator->() { return &value(); }
  const T* operator->() const { return &value(); }

 private:
  std::variant<T, E> state_;
};

}  // namespace minnaar
