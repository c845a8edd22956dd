package desolated_test

import (
	"fmt"

	"starboard/rules"
	"starboard/rules/desolated"
)

// A game is played by answering prompts with moves, which have a text
// form.
func Example() {
	g := desolated.New(rules.Setup{Seats: 2, Seed: 1})
	fmt.Println(g.Prompt().Kind)
	for _, text := range []string{"take 1", "take pile", "pass"} {
		m, err := g.ParseMove(text)
		if err != nil {
			fmt.Println(err)
			return
		}
		if _, err := g.Apply(m); err != nil {
			fmt.Println(err)
			return
		}
	}
	fmt.Println(g.Prompt().Seat, g.Prompt().Kind, g.HandSize(0))
	// Output:
	// draw
	// seat 2 draw 6
}
