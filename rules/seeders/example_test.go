package seeders_test

import (
	"fmt"

	"starboard/rules/seeders"
)

// Every card's abilities are data; its text is written from them.
func ExampleCardOf() {
	for id := 0; id < seeders.NumCards; id++ {
		if d := seeders.CardOf(id); d.Name == "R&D Department" || d.Name == "Archives" {
			fmt.Printf("%s (%s %s, cost %d): %s\n", d.Name, d.Caste, map[bool]string{true: "Unit", false: "Crew"}[d.Unit], d.Cost, d.Text)
			if d.Name == "R&D Department" {
				break
			}
		}
	}
	// Output:
	// Archives (Architeks Unit, cost 2): Activation (1): take the last Unit of the Discard Pile into your hand.
	// Archives (Architeks Unit, cost 2): Activation (1): take the last Unit of the Discard Pile into your hand.
	// R&D Department (Architeks Unit, cost 3): Activation, outside your turn before the first Negotiator is placed: discard a card of the Wing of Whispers and replace it with the top Ark card.
}
