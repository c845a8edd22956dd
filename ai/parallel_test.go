package ai

import (
	"sync"
	"testing"

	"starboard/rules"
	"starboard/rules/catalog"
)

// TestBotsInParallelShareNothing runs, for every title, four bots at once,
// each deciding from its own copy of the same view, as a match's bot
// goroutine runs beside a screen that reads the game. The bots must share
// no memory (`make test` runs it under the race detector) and, seeded
// alike, choose alike. The budgets are small: what is under test is what
// the searches touch, not how well they play.
func TestBotsInParallelShareNothing(t *testing.T) {
	for _, title := range catalog.All() {
		t.Run(title.Slug, func(t *testing.T) {
			g, err := title.New(rules.Setup{Seats: max(title.MinSeats, 2), Seed: 3})
			if err != nil {
				t.Fatal(err)
			}
			picker := New(Random, 1)
			for range 12 { // a little way into the game
				if g.Over() {
					break
				}
				if _, err := g.Apply(picker.Choose(g.View(g.ToMove()))); err != nil {
					t.Fatal(err)
				}
			}
			view := g.View(g.ToMove())
			for _, level := range []Level{Easy, Normal, Hard} {
				c := level.ConfigFor(title)
				if c.Kind == ISMCTS {
					c.Iterations = min(c.Iterations, 40)
				}
				moves := make([]rules.Move, 4)
				var wg sync.WaitGroup
				for i := range moves {
					mine := view.Clone()
					wg.Go(func() { moves[i] = NewWithConfig(c, 9).Choose(mine) })
				}
				// Meanwhile the game itself is read, as a screen reads it.
				for range 3 {
					_ = g.View(g.ToMove()).String()
					_ = g.Legal(nil)
				}
				wg.Wait()
				for i := 1; i < len(moves); i++ {
					if moves[i] != moves[0] {
						t.Errorf("%s: bots seeded alike chose %q and %q from copies of one view", level, g.MoveText(moves[0]), g.MoveText(moves[i]))
					}
				}
			}
		})
	}
}
