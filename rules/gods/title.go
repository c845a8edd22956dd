package gods

import "starboard/rules"

// Title describes Gods Don't Play Dice.
var Title = rules.Title{
	Slug:        "gods",
	Name:        "Gods Don't Play Dice",
	MinSeats:    2,
	MaxSeats:    4,
	Cooperative: true,
	Ruleset:     "gods-1",
	Options: []rules.OptionSpec{
		{Key: "faces", Doc: "continent faces: easy, difficult, or random per continent", Default: "easy", Values: []string{"easy", "difficult", "random"}},
		{Key: "oxygen", Doc: "Oxygen pawns placed element side up before the game, for a harder game", Default: "0", Min: 0, Max: 4},
	},
	Build: func(setup rules.Setup) (rules.Game, error) { return New(setup), nil },
	// A plain search gets worse with more iterations here: its tree picks a
	// teammate's placement by the average over samples of that teammate's
	// hidden pawns, as if the teammate could not read its own, and the
	// deeper the tree the more its values rest on such blind teammates. The
	// search keeps only the root's moves in its tree (TreeDepth 1), first
	// scores each one ply ahead (Guided) and plays each iteration out
	// greedily to the end of the game, every seat knowing its own pawns in
	// the sample, and scores the end by the final check itself. Samples
	// read teammates' placements as signals (see State.Determinize). Hard
	// has 600 iterations: 1,500 scored no higher than normal's 150 over 20
	// games, and Evaluate costs about three times what it did since it
	// matches the pawns left to the free spaces; 600 keep a hard decision
	// within the 1.5 s goal (docs/bots.md; its history in git log -p README.md).
	//
	// Hard's playouts rank moves by JudgePlayout, each seat judging from the
	// needs it has seen rather than from every need of the sample: over 240
	// games that raised normal's search from 15.96 to 17.15, and with it
	// hard's 600 iterations scored 17.92, where without it they had added
	// nothing measurable to normal's 150 (docs/bots.md; its history in git log -p README.md).
	//
	// Exploration is 0.3 (the search's values are scores over 24): with
	// 0.05 the search settled on a root move after a few playouts, below
	// the noise of a playout's score, so 1,000 iterations scored what 600
	// did (17.93). With 0.3, over 240 games, normal scored 17.72 and hard
	// 19.14 (docs/bots.md; its history in git log -p README.md).
	Search: rules.Search{Guided: true, HardIterations: 600, NormalIterations: 150, RolloutDepth: 1000, Exploration: 0.3, TreeDepth: 1, HardPlayoutJudge: true},
}

// New starts a game. The setup must have passed Title.Check.
func New(setup rules.Setup) *State { return newState(setup) }

// Search returns Title.Search, for the bots.
func (s *State) Search() rules.Search { return Title.Search }

// Title returns "gods".
func (s *State) Title() string { return "gods" }

// Seats returns the number of seats.
func (s *State) Seats() int { return s.seats }
