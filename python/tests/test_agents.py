"""The agents through the Python module: their choices and reports, their
determinism for a seed, their refusals, and hidden information."""

import random
import threading

import pytest

import minnaar

RULES = minnaar.rules()
HIDDEN = [name for name in RULES if not minnaar.game(name).perfect_information]
# A search every rule set answers in milliseconds.
SEARCH = "alphabeta:depth=2"


def random_state(name, seed, plies):
    """A state `plies` random moves (drawn from `seed`) into a game of `name`,
    or earlier if the game ends."""
    rng = random.Random(seed)
    state = minnaar.game(name).start(seed)
    for _ in range(plies):
        if state.is_over:
            break
        state.apply(rng.choice(state.legal_moves()))
    return state


def agent_game(name, spec, seed, plies):
    """The moves and reports of one agent (spec, seed) playing every seat of a
    game of `name` for `plies` plies."""
    agent = minnaar.agent(spec, seed=seed)
    state = minnaar.game(name).start(seed)
    played = []
    for _ in range(plies):
        if state.is_over:
            break
        choice = agent.choose(state)
        played.append((choice.move, choice.score, choice.depth, choice.nodes, choice.pv))
        state.apply(choice.move)
    return played


@pytest.mark.parametrize("name", RULES)
def test_a_search_chooses_a_legal_move_and_reports_its_score_depth_nodes_and_line(name):
    state = random_state(name, seed=3, plies=6)
    assert not state.is_over
    choice = minnaar.agent(SEARCH, seed=1).choose(state)
    assert choice.move in state.legal_moves()
    assert choice.seat == state.to_move
    assert choice.depth == 2
    assert isinstance(choice.score, int)
    assert choice.nodes > 0
    assert choice.pv and choice.pv[0] == choice.move
    assert choice.time_us is not None and choice.time_us >= 0
    assert f"depth 2" in str(choice)
    assert choice.move in repr(choice)


@pytest.mark.parametrize("name", RULES)
def test_mcts_reports_its_visits_and_the_moves_value(name):
    state = random_state(name, seed=5, plies=4)
    choice = minnaar.agent("mcts:iterations=200", seed=2).choose(state)
    assert choice.move in state.legal_moves()
    assert choice.visits == 200
    assert 0.0 <= choice.value <= 1.0


@pytest.mark.parametrize("name", RULES)
def test_the_same_spec_and_seed_play_the_same_moves_with_the_same_reports(name):
    for spec in (SEARCH, "mcts:iterations=100", "random"):
        first = agent_game(name, spec, seed=11, plies=12)
        assert first, spec
        assert agent_game(name, spec, seed=11, plies=12) == first, spec


def report(choice):
    return (choice.move, choice.score, choice.depth, choice.nodes, choice.visits, choice.pv)


@pytest.mark.parametrize("name", RULES)
def test_a_choices_budget_replaces_the_specs_budget_for_that_choice_alone(name):
    state = random_state(name, seed=7, plies=4)
    agent = minnaar.agent(SEARCH, seed=1)
    assert agent.choose(state, budget={"depth": 3}).depth == 3
    assert agent.choose(state).depth == 2
    # A node budget alone: no depth limit left from the spec.
    by_nodes = agent.choose(state, budget={"nodes": 400})
    assert report(by_nodes) == report(minnaar.agent("alphabeta:depth=64,nodes=400", seed=1).choose(state))
    by_level = agent.choose(state, budget={"level": 2})
    assert report(by_level) == report(minnaar.agent("alphabeta:level=2", seed=1).choose(state))
    playouts = minnaar.agent("mcts:iterations=200", seed=2).choose(state, budget={"iterations": 30})
    assert playouts.visits == 30


def test_a_budget_the_agent_does_not_take_is_refused_naming_it():
    state = minnaar.game(minnaar.default_rules()).start()
    with pytest.raises(minnaar.Error, match=r"budget: unknown parameter 'iterations' for alphabeta"):
        minnaar.agent(SEARCH).choose(state, budget={"iterations": 100})
    with pytest.raises(minnaar.Error, match=r"budget: 'mobility' bounds no search"):
        minnaar.agent(SEARCH).choose(state, budget={"mobility": 1})
    with pytest.raises(minnaar.Error, match=r"budget: parameter 'depth' of alphabeta: 0 is outside 1 to 64"):
        minnaar.agent(SEARCH).choose(state, budget={"depth": 0})


def test_different_seeds_of_a_random_agent_play_different_games():
    name = minnaar.default_rules()
    games = {tuple(move for move, *_ in agent_game(name, "random", seed, 30)) for seed in range(4)}
    assert len(games) > 1


def test_a_spec_no_rule_set_takes_is_refused_naming_the_valid_types():
    with pytest.raises(minnaar.Error, match=r"unknown agent type 'nonsense'.*valid: .*alphabeta"):
        minnaar.agent("nonsense")


def test_a_parameter_that_is_not_a_number_is_refused_naming_it():
    with pytest.raises(minnaar.Error, match=r"parameter 'depth' of alphabeta: 'deep' is not a number"):
        minnaar.agent("alphabeta:depth=deep")


@pytest.mark.parametrize("name", RULES)
def test_an_agent_built_for_a_game_refuses_a_type_the_game_lacks(name):
    game = minnaar.game(name)
    types = minnaar.agent_types(game)
    assert "random" in types and "alphabeta" in types
    assert minnaar.agent("random", game=game).spec == "random"
    with pytest.raises(minnaar.Error, match="unknown agent type"):
        minnaar.agent("no-such-type", game=game)
    assert "alphabeta" in minnaar.agent_catalogue(game)


@pytest.mark.parametrize("name", RULES)
def test_a_finished_game_has_no_move_to_choose(name):
    state = random_state(name, seed=1, plies=100_000)
    assert state.is_over
    with pytest.raises(minnaar.Error, match=r"the game is over \(" + state.result):
        minnaar.agent("random").choose(state)


def test_one_agent_moves_from_one_rule_set_to_another():
    agent = minnaar.agent(SEARCH, seed=4)
    for name in RULES:
        state = minnaar.game(name).start()
        assert agent.choose(state).move in state.legal_moves()


def test_agents_choose_on_several_python_threads_at_once():
    name = minnaar.default_rules()
    state = random_state(name, seed=2, plies=3)
    alone = minnaar.agent("alphabeta:depth=3", seed=9).choose(state).move
    chosen = []

    def choose():
        chosen.append(minnaar.agent("alphabeta:depth=3", seed=9).choose(state).move)

    threads = [threading.Thread(target=choose) for _ in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert chosen == [alone] * 4


@pytest.mark.parametrize("name", RULES)
def test_every_seat_sees_the_state_its_sample_comes_from(name):
    game = minnaar.game(name)
    for seed in range(3):
        state = random_state(name, seed, plies=8)
        for seat in range(len(game.seats)):
            seen = state.observation(seat)
            for sample_seed in range(3):
                sample = game.sample(seen, seat, sample_seed)
                assert sample.observation(seat) == seen
                if game.perfect_information:
                    assert sample.mfen == state.mfen


def test_a_seat_out_of_range_is_refused_naming_the_seats():
    game = minnaar.game(minnaar.default_rules())
    with pytest.raises(ValueError, match=r"seat 9 is not a seat of .*seats 0 to"):
        game.start().observation(9)
    with pytest.raises(ValueError, match="seat -1"):
        game.sample(game.start().mfen, -1)


@pytest.mark.parametrize("name", HIDDEN)
def test_a_hidden_information_sample_draws_what_the_seat_cannot_see(name):
    game = minnaar.game(name)
    state = random_state(name, seed=4, plies=6)
    seat = state.to_move
    samples = {game.sample(state.observation(seat), seat, s).mfen for s in range(8)}
    assert state.observation(seat) != state.mfen
    assert len(samples) > 1, "every sample is the same state: nothing hidden was drawn"


@pytest.mark.parametrize("name", HIDDEN)
def test_an_agent_chooses_the_same_in_states_its_seat_cannot_tell_apart(name):
    # Two real states that differ only in what the seat to move cannot see:
    # an agent that looked at the real state could tell them apart.
    game = minnaar.game(name)
    for seed in range(4):
        state = random_state(name, seed, plies=6)
        seat = state.to_move
        one, other = (game.sample(state.observation(seat), seat, s) for s in (1, 2))
        assert one.observation(seat) == other.observation(seat)
        if one.mfen == other.mfen:
            continue
        for spec in (SEARCH, "ismcts:iterations=100" if "ismcts" in minnaar.agent_types(game) else "random"):
            a = minnaar.agent(spec, seed=seed).choose(one)
            b = minnaar.agent(spec, seed=seed).choose(other)
            assert (a.move, a.score, a.nodes) == (b.move, b.score, b.nodes), spec


def test_help_describes_the_agent_and_its_choice():
    assert "hidden" in minnaar.Agent.choose.__doc__
    assert "score" in minnaar.Choice.score.__doc__
