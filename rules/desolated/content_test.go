package desolated

import (
	"fmt"
	"hash/fnv"
	"testing"

	"starboard/rules"
)

// contentFingerprint is the FNV-1a hash of every card's features. A change
// of the content must change the ruleset too; then update this value.
const contentFingerprint uint64 = 0x47b19927f50743ec

func fingerprint() uint64 {
	h := fnv.New64a()
	for _, c := range Materials {
		fmt.Fprintf(h, "%v|", c)
	}
	for _, c := range Influences {
		fmt.Fprintf(h, "%v|", c)
	}
	for _, c := range Landmarks {
		fmt.Fprintf(h, "%v|", c)
	}
	fmt.Fprintf(h, "%v|%v", Campaigns, Talents)
	return h.Sum64()
}

func TestContentPinned(t *testing.T) {
	if got := fingerprint(); got != contentFingerprint {
		t.Errorf("content fingerprint = %#x, want %#x: the cards changed (bump Title.Ruleset if on purpose)", got, contentFingerprint)
	}
}

// TestD1NoWorthFromNothing proves ruling R-tiers: every conversion, on one
// card or through any pair of cards that can chain, gives the worth it
// takes, so no sequence of conversions creates worth.
func TestD1NoWorthFromNothing(t *testing.T) {
	for id, c := range Materials {
		if c.Kind == RareCard || c.Kind == TechCard {
			continue
		}
		if c.Left.Worth() != c.Right.Worth() {
			t.Errorf("%s #%d converts %v (worth %d) into %v (worth %d)", c.Name, id, c.Left, c.Left.Worth(), c.Right, c.Right.Worth())
		}
		if c.Left.Units() == 0 || c.Right.Units() == 0 {
			t.Errorf("%s #%d has an empty conversion side", c.Name, id)
		}
	}
	pairs := 0
	for a := range FirstRare {
		for b := range FirstRare {
			if a == b || !links(int16(a), int16(b)) {
				continue
			}
			pairs++
			ca, cb := Materials[a], Materials[b]
			if ca.Left.Worth() != cb.Right.Worth() || ca.Right.Worth() != cb.Left.Worth() {
				t.Fatalf("#%d and #%d chain but convert %v into %v", a, b, ca.Left, cb.Right)
			}
		}
	}
	if pairs == 0 {
		t.Fatal("no two cards can chain")
	}
	// And in play: over random games, no conversion changes the pool's worth.
	for seed := range uint64(20) {
		s := New(rules.Setup{Seats: 3, Seed: seed})
		rng := rules.NewRNG(seed)
		var buf [512]rules.Move
		for !s.Over() {
			legal := s.Legal(buf[:0])
			m := legal[rng.IntN(len(legal))]
			before := s.pool.Worth()
			if m.Kind == MoveConvert {
				play(t, s, s.MoveText(m))
				if s.phase == phPay && s.pool.Worth() != before {
					t.Fatalf("seed %d: %q changed the pool's worth from %d to %d", seed, s.MoveText(m), before, s.pool.Worth())
				}
				continue
			}
			s.Apply(m)
		}
	}
}

func TestContentTiers(t *testing.T) {
	linkable, byTier := 0, map[int]int{}
	for _, c := range Materials[:NumMaterialCards] {
		if c.Linkable() {
			linkable++
		}
		byTier[tierOf(c)]++
	}
	if linkable < 270 {
		t.Errorf("%d linkable Material cards, want most of the 300", linkable)
	}
	for _, w := range []int{1, 2, 4} {
		if byTier[w] < 20 {
			t.Errorf("%d cards of tier %d, want at least 20", byTier[w], w)
		}
	}
}
