package revenant

import "starboard/rules"

// Title describes Revenant.
var Title = rules.Title{
	Slug:     "revenant",
	Name:     "Revenant",
	MinSeats: 1,
	MaxSeats: MaxSeats,
	Ruleset:  "revenant-3",
	Options: []rules.OptionSpec{
		{Key: "automa", Doc: "Solo: how hard the Corrupted Crew (the game's own opponent) plays", Default: "medium", Values: []string{"easy", "medium", "hard"}, MaxSeats: 1},
	},
	Build: func(setup rules.Setup) (rules.Game, error) { return New(setup), nil },
}
