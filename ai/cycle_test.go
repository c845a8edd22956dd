package ai

import (
	"testing"

	"starboard/rules"
	"starboard/rules/seeders"
)

// In a four-seat Seeders game (seed 5) the normal bot at seat 4, behind
// late in turn 4's Negotiation, used to move a Resource into its Safe and
// out again, over and over: each move kept the Negotiation's estimates,
// which a pass would settle against it. A bot never moves back to a
// position it decided from.
func TestSeedersNormalBotMakesNoCycle(t *testing.T) {
	g, err := seeders.Title.New(rules.Setup{Seats: 4, Seed: 5, Options: rules.Options{"expert": "off", "draft": "off"}})
	if err != nil {
		t.Fatal(err)
	}
	bots := make([]*Bot, 4)
	for p := range bots {
		bots[p] = NewWithConfig(Normal.TitleConfig(seeders.Title.Search), 50+uint64(p))
	}
	var run []string // the positions the seat to move decided from since it began moving
	last := rules.NoSeat
	safes := 0
	for n := 0; n < 360 && !g.Over(); n++ {
		seat := g.ToMove()
		if seat != last {
			run, last = run[:0], seat
		}
		run = append(run, positionKey(g.View(seat)))
		m := bots[seat].Choose(g.View(seat))
		if k := g.MoveText(m); len(k) > 4 && k[:4] == "safe" {
			safes++
		}
		if _, err := g.Apply(m); err != nil {
			t.Fatal(err)
		}
		if g.ToMove() != seat {
			continue
		}
		key := positionKey(g.View(seat))
		for i, k := range run {
			if k == key {
				t.Fatalf("move %d: %s's %q leads back to the position of its decision %d of %d in a row", n+1, seat, g.MoveText(m), i+1, len(run))
			}
		}
	}
	if safes == 0 {
		t.Errorf("no bot used a Safe: the position no longer tests what it did")
	}
}
