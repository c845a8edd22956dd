package revive

import "starboard/rules"

// Title describes Revive.
var Title = rules.Title{
	Slug:     "revive",
	Name:     "Revive",
	MinSeats: 1,
	MaxSeats: 4,
	Ruleset:  "revive-5",
	Build:    func(setup rules.Setup) (rules.Game, error) { return New(setup), nil },
	// A turn is a long chain of small moves: both search levels plan the
	// rest of the deciding seat's turn; hard also plays every plan on,
	// greedily, through the other seats' turns and its own next one, so
	// that it sees what a turn sets up (see doc.go, Bots). Those plans are
	// judged a turn later than a move's score one ply ahead, and lower, so
	// hard puts the scores on the plans' scale (HardScaledPriors); then 400
	// iterations beat the greedy bot where 200 did not, and under revive-5
	// 800 beat it in 92.5% of the ladder's 200 games where 400 won 88.5%.
	Search: rules.Search{Turn: true, HardIterations: 800, NormalIterations: 500, Exploration: 0.1, HardExtraTurns: 1, HardScaledPriors: true},
}

// Search returns Title.Search, for the bots.
func (s *State) Search() rules.Search { return Title.Search }

// New starts a game. The setup must have passed Title.Check.
func New(setup rules.Setup) *State { return newState(setup) }

// Title returns "revive".
func (s *State) Title() string { return "revive" }

// Seats returns the number of seats.
func (s *State) Seats() int { return int(s.seats) }
