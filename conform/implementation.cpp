#include "conform/implementation.h"

#include "process/child_process.h"

namespace minnaar::conform {

using process::ChildProcess;
using process::SteadyClock;

std::string shell_word(const std::string& word) {
  const bool plain = !word.empty() && word.find_first_not_of(
                                          "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
                                          "0123456789-_./=:,+@%") == std::string::npos;
  if (plain) return word;
  std::string quoted = "'";
  for (const char c : word) quoted += c == '\'' ? std::string("'\\''") : std::string(1, c);
  return quoted + "'";
}

std::string Implementation::reproduce(const Call& call) const {
  std::string line;
  for (const std::string& word : command_) {
    if (!line.empty()) line.push_back(' ');
    line.append(shell_word(word));
  }
  for (const std::string& word : call.arguments(rules_)) line.append(" ").append(shell_word(word));
  return line;
}

Answer Implementation::run(const Call& call) const {
  std::vector<std::string> arguments = call.arguments(rules_);
  std::promise<Answer> promise;
  std::unique_lock<std::mutex> hold(kept_->lock);
  if (const auto it = kept_->answers.find(arguments); it != kept_->answers.end()) {
    ++kept_->counts.reused;
    const std::shared_future<Answer> kept = it->second;
    hold.unlock();
    return kept.get();  // (waits while another thread runs it)
  }
  kept_->answers.emplace(arguments, promise.get_future().share());
  hold.unlock();
  const auto begin = SteadyClock::now();
  Answer answer = run_process(arguments);
  const double seconds = std::chrono::duration<double>(SteadyClock::now() - begin).count();
  promise.set_value(answer);
  hold.lock();
  ++kept_->counts.runs;
  kept_->counts.seconds += seconds;
  return answer;
}

CallCounts Implementation::calls() const {
  const std::lock_guard<std::mutex> hold(kept_->lock);
  return kept_->counts;
}

std::string Implementation::start_problem() const {
  auto child = ChildProcess::start(command_, ".");
  if (!child) return child.error();
  (*child)->stop(std::chrono::milliseconds(0));
  return "";
}

Answer Implementation::run_process(const std::vector<std::string>& arguments) const {
  Answer answer;
  std::vector<std::string> argv = command_;
  argv.insert(argv.end(), arguments.begin(), arguments.end());
  auto child = ChildProcess::start(argv, ".");
  if (!child) {
    answer.status = -1;
    answer.how = child.error();
    return answer;
  }
  (*child)->close_input();
  const auto deadline = SteadyClock::now() + std::chrono::milliseconds(timeout_ms_);
  const ChildProcess::Read read = (*child)->read_to_end(answer.out, deadline);
  if (read == ChildProcess::Read::kTimeout) {
    (*child)->stop(std::chrono::milliseconds(0));
    answer.status = -1;
    answer.how = "timed out after " + std::to_string(timeout_ms_) + " ms";
  } else if (read == ChildProcess::Read::kTooLong) {
    (*child)->stop(std::chrono::milliseconds(0));
    answer.status = -1;
    answer.how = "wrote more than 64 MiB on standard output";
  } else {
    const auto left =
        std::chrono::duration_cast<std::chrono::milliseconds>(deadline - SteadyClock::now());
    const auto status = (*child)->wait_exit(std::max(left, std::chrono::milliseconds(0)));
    if (!status) {
      (*child)->stop(std::chrono::milliseconds(0));
      answer.status = -1;
      answer.how =
          "closed its output but did not exit within " + std::to_string(timeout_ms_) + " ms";
    } else {
      answer.status = status->signaled ? -1 : status->code;
      answer.how = status->text();
    }
  }
  (*child)->drain_errors(SteadyClock::now() + std::chrono::milliseconds(100));
  answer.errors = (*child)->error_tail();
  return answer;
}

}  // namespace minnaar::conform
