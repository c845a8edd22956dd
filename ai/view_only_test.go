package ai

import (
	"testing"

	"starboard/rules"
	"starboard/rules/catalog"
)

// TestBotsReadOnlyTheirView shows that a bot's decision depends on its own
// view and nothing else. At positions along random games of every title in
// the catalog it builds a second full state that agrees with the real one
// on everything the seat to move may know and differs in what it may not
// (another seat's hidden needs, hand or deck order), by resampling the
// hidden part. Every level, seeded alike, must choose the same move in
// both, and choose it again when asked a second time (bots are
// deterministic for a seed).
func TestBotsReadOnlyTheirView(t *testing.T) {
	for _, title := range catalog.All() {
		t.Run(title.Slug, func(t *testing.T) {
			g, err := title.New(rules.Setup{Seats: max(title.MinSeats, 3), Seed: 11})
			if err != nil {
				t.Fatal(err)
			}
			rng := rules.NewRNG(5)
			picker := New(Random, 2)
			checked, hidden := 0, 0
			for step := 0; checked < 3 && !g.Over(); step++ {
				if step%37 != 10 {
					if _, err := g.Apply(picker.Choose(g.View(g.ToMove()))); err != nil {
						t.Fatal(err)
					}
					continue
				}
				seat := g.ToMove()
				other := g.Clone()
				other.Determinize(seat, &rng)
				if other.String() == g.String() {
					continue // nothing hidden from seat here
				}
				hidden++
				view, otherView := g.View(seat), other.View(seat)
				if view.String() != otherView.String() {
					t.Fatalf("step %d: resampling what %s cannot know changed its view", step, seat)
				}
				for _, level := range []Level{Easy, Normal, Hard} {
					c := level.ConfigFor(title)
					if c.Kind == ISMCTS {
						c.Iterations = min(c.Iterations, 200) // the view, not the budget, is under test
					}
					first := NewWithConfig(c, 77).Choose(view)
					again := NewWithConfig(c, 77).Choose(view.Clone())
					inOther := NewWithConfig(c, 77).Choose(otherView)
					if a, b, o := g.MoveText(first), g.MoveText(again), g.MoveText(inOther); a != b || a != o {
						t.Errorf("step %d, %s: %s chose %q, then %q from the same view, and %q when only hidden things differed", step, level, seat, a, b, o)
					}
				}
				checked++
			}
			if hidden == 0 {
				t.Fatal("no position had anything hidden from the seat to move: the test shows nothing")
			}
		})
	}
}
