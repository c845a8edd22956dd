package seeders

import "starboard/rules"

// Title describes Seeders from Sereis: Exodus.
var Title = rules.Title{
	Slug:     "seeders",
	Name:     "Seeders from Sereis: Exodus",
	MinSeats: 2,
	MaxSeats: 4,
	Ruleset:  "seeders-2",
	Options: []rules.OptionSpec{
		{Key: "draft", Doc: "Thryïnn's Potentiality, a variant: each player picks their starting Foundation cards from hands passed around the table instead of being dealt them", Default: "off", Values: []string{"off", "on"}},
		{Key: "expert", Doc: "Expert Play, for players who know the game: airlocks on the B areas, six cards out, the Wing of Whispers filled before the deal", Default: "off", Values: []string{"off", "on"}},
	},
	Build: func(setup rules.Setup) (rules.Game, error) { return New(setup), nil },
	// A placement is judged after the other seats' replies (a later seat
	// can tie a card out), so the search is plain ISMCTS over every seat's
	// moves, each leaf scored at once by Evaluate, exploring less than the
	// default since Evaluate's values of nearby positions lie close.
	Search: rules.Search{HardIterations: 2000, Exploration: 0.1},
}

// New starts a game. The setup must have passed Title.Check.
func New(setup rules.Setup) *State { return newState(setup) }

// Search returns Title.Search, for the bots.
func (s *State) Search() rules.Search { return Title.Search }

// Title returns "seeders".
func (s *State) Title() string { return "seeders" }

// Seats returns the number of seats.
func (s *State) Seats() int { return int(s.seats) }
