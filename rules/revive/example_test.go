package revive_test

import (
	"fmt"

	"starboard/rules"
	"starboard/rules/revive"
)

// A game starts with every player's board as the aid sets it up.
func ExampleState_BoardOf() {
	g := revive.New(rules.Setup{Seats: 2, Seed: 1})
	b := g.View(0).(*revive.State).BoardOf(1)
	fmt.Println("resources", b.Resources, "energy", b.Energy)
	fmt.Println("active", len(b.Active), "resting", len(b.Resting), "scoring card", b.Scoring)
	// Output:
	// resources [1 1 1 1] energy 1
	// active 3 resting 3 scoring card -1
}
