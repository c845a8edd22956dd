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
}

// New starts a game. The setup must have passed Title.Check.
func New(setup rules.Setup) *State { return newState(setup) }

// Title returns "gods".
func (s *State) Title() string { return "gods" }

// Seats returns the number of seats.
func (s *State) Seats() int { return s.seats }
