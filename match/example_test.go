package match_test

import (
	"fmt"

	"starboard/match"
	"starboard/rules"
	"starboard/rules/toy"
)

// Two people share a screen. Each entry of the queue is described as seat 2
// sees it, so seat 1's draw keeps its card hidden; seat 1 takes back its
// play before drawing.
func Example() {
	m, err := match.New(match.Config{
		Title: toy.Title,
		Setup: rules.Setup{Seed: 1},
		Seats: []match.SeatConfig{{Name: "Ada"}, {Name: "Grace"}},
	})
	if err != nil {
		fmt.Println(err)
		return
	}
	defer m.Close()

	fmt.Println(m.Prompt().Text)
	m.SubmitText(0, "play 1")
	m.Undo(0)
	m.SubmitText(0, "draw")
	fmt.Println(m.Undo(0))
	for _, e := range m.Poll(nil) {
		if e.Undo {
			fmt.Printf("%s took back move %d\n", m.Seat(e.Seat).Name, e.Number)
			continue
		}
		fmt.Printf("%d. %s: %s\n", e.Number, m.Seat(e.Seat).Name, e.Text)
		for _, line := range m.Describe(e, 1) {
			fmt.Println("   ", line)
		}
	}
	fmt.Println(m.Prompt().Text)
	// Output:
	// Play a card from your hand or draw from the deck.
	// that move cannot be taken back: it drew at random or showed hidden information
	// 1. Ada: play 1
	//     Ada played 7 from slot 1
	// Ada took back move 1
	// 1. Ada: draw
	//     Ada drew a card (7 left in the deck)
	// Play a card from your hand or draw from the deck.
}
