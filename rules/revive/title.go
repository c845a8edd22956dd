package revive

import "starboard/rules"

// Title describes Revive.
var Title = rules.Title{
	Slug:     "revive",
	Name:     "Revive",
	MinSeats: 1,
	MaxSeats: 4,
	Ruleset:  "revive-2",
	Build:    func(setup rules.Setup) (rules.Game, error) { return New(setup), nil },
}

// New starts a game. The setup must have passed Title.Check.
func New(setup rules.Setup) *State { return newState(setup) }

// Title returns "revive".
func (s *State) Title() string { return "revive" }

// Seats returns the number of seats.
func (s *State) Seats() int { return int(s.seats) }
