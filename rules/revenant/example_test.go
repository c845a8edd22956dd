package revenant_test

import (
	"fmt"

	"starboard/rules"
	"starboard/rules/revenant"
)

// A solo game against the Corrupted Crew starts with the Crew board's side.
func Example() {
	g, err := revenant.Title.New(rules.Setup{Seats: 1, Seed: 7, Options: rules.Options{"automa": "hard"}})
	if err != nil {
		panic(err)
	}
	p := g.Prompt()
	fmt.Println(p.Seat, p.Kind+":", p.Text)
	for _, m := range g.Legal(nil) {
		fmt.Println(g.MoveText(m))
	}
	evs, _ := g.Apply(g.Legal(nil)[1])
	fmt.Println(g.EventText(evs[0]))
	// Output:
	// seat 1 side: Choose the side of your Crew board.
	// side a
	// side b
	// seat 1 turns the Crew board to side B
}
