package seeders

import (
	"fmt"
	"regexp"
	"testing"

	"starboard/rules"
)

// named reports whether text names card id ("Envoy #3" and not "Envoy #37").
func named(text string, id int16) bool {
	return regexp.MustCompile(regexp.QuoteMeta(cardName(id)) + `\b`).MatchString(text)
}

// whereIs returns the seat whose hand or pack holds card id, and whether
// it is in a pack; -1 when it is in no hand and no pack.
func whereIs(s *State, id int16) (seat int8, inPack bool) {
	for p := int8(0); p < s.seats; p++ {
		if s.slotOf(p, id) >= 0 {
			return p, false
		}
		for j := int8(0); j < s.packN[p]; j++ {
			if s.pack[p][j].id == id {
				return p, true
			}
		}
	}
	return -1, false
}

// TestP2DraftPickIsFaceDown: in Thryïnn's Potentiality each pick is laid face
// down. A seat may remember the cards of the packs it held, but it never
// learns which card another seat took: not from the events, not from its
// view, not from the board text. It sees no pack it never held, and of a
// pack it passed only what it passed, until the next seat has picked from
// it. Determinize deals the cards it lost track of again among the places
// they may be: never into the Ark pile, and not always where they are.
func TestP2DraftPickIsFaceDown(t *testing.T) {
	for _, seats := range []int{3, 4} {
		t.Run(fmt.Sprint(seats, " seats"), func(t *testing.T) {
			sc := newScene(t, seats, 38, rules.Options{"expert": "off", "draft": "on"})
			s := sc.s
			n := rules.Seat(seats)
			// held[v]: the cards v has seen in its packs; passed[v]: the
			// cards v passed at the last passing; given[v]: the last cards
			// of packs v passed on, which the next seat took without a choice.
			var held, passed, given [4]map[int16]bool
			for v := range held {
				held[v], passed[v], given[v] = map[int16]bool{}, map[int16]bool{}, map[int16]bool{}
			}
			note := func() {
				for v := int8(0); v < s.seats; v++ {
					for j := int8(0); j < s.packN[v]; j++ {
						held[v][s.pack[v][j].id] = true
					}
				}
			}
			note()
			resampled := false
			for s.phase == phDraft {
				seat := s.Prompt().Seat
				evs := sc.play(fmt.Sprintf("pick #%d", s.pack[seat][0].id))
				var count [4]int
				for _, e := range evs {
					if e.Kind == EvPassCard {
						count[e.Seat]++
					}
				}
				if count != [4]int{} {
					for v := range passed {
						passed[v] = map[int16]bool{}
					}
				}
				for _, e := range evs {
					if e.Kind == EvPassCard {
						passed[e.Seat][e.A] = true
						if count[e.Seat] == 1 {
							given[e.Seat][e.A] = true
						}
					}
					for v := range n {
						re := e.For(v)
						switch {
						case e.Kind == EvPick && e.Seat != v && re.A != rules.Unknown,
							e.Kind == EvPassCard && e.Seat != v && rules.Seat(e.B) != v && re.A != rules.Unknown:
							t.Errorf("%v reads %q", v, s.EventText(re))
						}
					}
				}
				note()
				for v := range n {
					vw := s.View(v).(*State)
					text := vw.String()
					for p := int8(0); p < s.seats; p++ {
						if rules.Seat(p) == v {
							continue
						}
						for j := int8(0); j < s.handN[p]; j++ {
							id := s.hands[p][j].id
							if given[v][id] {
								continue
							}
							if vw.hands[p][j].id >= 0 {
								t.Errorf("View(%v) shows %s in the hand of seat %d", v, cardName(id), p+1)
							}
							if named(text, id) {
								t.Errorf("%v reads %s in the hand of seat %d:\n%s", v, cardName(id), p+1, text)
							}
						}
						for j := int8(0); j < s.packN[p]; j++ {
							id := s.pack[p][j].id
							if passed[v][id] {
								continue
							}
							if vw.pack[p][j].id >= 0 {
								t.Errorf("View(%v) shows %s in the pack of seat %d", v, cardName(id), p+1)
							}
							if named(text, id) {
								t.Errorf("%v reads %s in the pack of seat %d:\n%s", v, cardName(id), p+1, text)
							}
						}
					}
					// The cards v saw are in hands and packs in every
					// determinization; those v lost track of move about.
					for seed := uint64(1); seed <= 4; seed++ {
						d := vw.Clone().(*State)
						rng := rules.NewRNG(seed)
						d.Determinize(v, &rng)
						for id := range held[v] {
							p, _ := whereIs(d, id)
							if p < 0 {
								t.Fatalf("a determinized View(%v) puts %s, a card it saw in a pack, in no hand and no pack", v, cardName(id))
							}
							if q, _ := whereIs(s, id); q != p {
								resampled = true
							}
						}
					}
				}
			}
			if !resampled {
				t.Error("Determinize never deals again a card a seat saw in a pack and lost track of")
			}
		})
	}
}
