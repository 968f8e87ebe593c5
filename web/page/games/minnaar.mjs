// What the page shows of the current edition beyond the common board
// (docs/rules/minnaar.md#the-website): Online Solo and Online Cooperative
// against the computer Establishment, the four factions' turn order, the
// count since the last capture as the tally and as the marker method, End
// Battle and NEW BATTLEFIELD, and the rules' own words for each ending.

// The factions in their fixed cycle, by the notation's side letter
// (docs/rules/minnaar.md#mfen).
const factions = [
  { letter: "s", name: "Southern Sovereigns" },
  { letter: "w", name: "White Establishment" },
  { letter: "n", name: "Northern Sovereigns" },
  { letter: "b", name: "Black Establishment" },
];
const kQuietTurns = 80;

// The side to move and the tally, from the notation "board side tally passes round".
function counts(state) {
  const [, side, tally] = state.mfen.split(" ");
  return { now: factions.findIndex((f) => f.letter === side), tally: Number(tally) };
}

const endings = {
  "alliance-wins": "THE SOVEREIGN ALLIANCE PREVAILS. Liberation Achieved!",
  "establishment-wins": "THE ESTABLISHMENT PREVAILS. Divide and Conquer!",
  "undecided-80-turns":
    "THE STRUGGLE CONTINUES. This battle has reached an impasse. Another battlefield awaits.",
  "undecided-four-passes": "THE STRUGGLE CONTINUES.",
};

export default {
  title: "Minnaar Chess",
  subtitle: "The Sovereign Alliance against the computer Establishment",
  // Seats: 0 South, 1 North, 2 the Establishment; the computer always
  // plays the Establishment.
  modes: [
    { name: "Online Solo", humans: [{ name: "you", seats: [0, 1] }] },
    {
      name: "Online Cooperative",
      humans: [
        { name: "player 1", seats: [0] },
        { name: "player 2", seats: [1] },
      ],
    },
  ],
  endLabel: "End Battle",
  newLabel: "NEW BATTLEFIELD",
  ending: (state) => endings[state.result] ?? state.result,
  endedByPlayers: () => "THE STRUGGLE CONTINUES.",
  // The four factions, the one to move marked, and the marker beside the
  // faction that made the last capture (at the start the Black
  // Establishment's) with its count: one for each of that faction's turns
  // since, so it reaches 20 when the tally reaches 80.
  turnOrder(state) {
    const { now, tally } = counts(state);
    const holder = (((now - 1 - tally) % 4) + 4) % 4;
    return factions.map((f, i) => ({
      name: f.name,
      now: !state.isOver && i === now,
      marker: i === holder ? Math.floor(tally / 4) : undefined,
    }));
  },
  count(state) {
    const { tally } = counts(state);
    return `Turns since the last capture: ${tally} of ${kQuietTurns} (marker ${Math.floor(tally / 4)} of ${kQuietTurns / 4})`;
  },
};
