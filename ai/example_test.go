package ai_test

import (
	"fmt"

	"starboard/ai"
	"starboard/rules"
	"starboard/rules/toy"
)

func ExamplePlayGame() {
	g, err := toy.Title.New(rules.Setup{Seats: 2, Seed: 7})
	if err != nil {
		panic(err)
	}
	bots := []*ai.Bot{ai.New(ai.Easy, 1), ai.New(ai.Random, 2)}
	if err := ai.PlayGame(g, bots); err != nil {
		panic(err)
	}
	fmt.Println("over:", g.Over())
	// Output: over: true
}

func ExampleBot_Think() {
	g, err := toy.Title.New(rules.Setup{Seats: 3, Seed: 1})
	if err != nil {
		panic(err)
	}
	bot := ai.NewWithConfig(ai.Config{Kind: ai.ISMCTS, Iterations: 500}, 1)
	s := bot.Think(g.View(g.ToMove()))
	for !s.Step() {
		// An interactive caller yields here, so the screen keeps drawing.
	}
	fmt.Println(s.Iterations(), "iterations; legal:", rules.LegalMove(g, s.Best()))
	// Output: 500 iterations; legal: true
}

func ExampleParseLevel() {
	l, err := ai.ParseLevel("hard")
	if err != nil {
		panic(err)
	}
	fmt.Println(l, l.Config().Kind)
	// Output: hard ismcts
}
