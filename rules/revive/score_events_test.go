package revive

import (
	"testing"

	"starboard/rules"
)

// TestEveryScoreChangeIsSaid plays seeded random games and checks that
// each move's events account for every point of the mover's score: the
// points of its EvGain events on the points track and the changes of its
// EvScore events add up to the change of Score, and the first move says
// the later seats' head starts.
func TestEveryScoreChangeIsSaid(t *testing.T) {
	for seats := 1; seats <= 4; seats++ {
		s := New(rules.Setup{Seats: seats, Seed: uint64(70 + seats)})
		rng := rules.NewRNG(uint64(seats))
		var legal []rules.Move
		for moves := 0; !s.Over() && moves < 3000; moves++ {
			p := s.ToMove()
			before := s.Score(p)
			track := s.BoardOf(p).Points
			first := moves == 0
			legal = s.Legal(legal[:0])
			mv := legal[rng.IntN(len(legal))]
			text := s.MoveText(mv)
			evs, err := s.Apply(mv)
			if err != nil {
				t.Fatal(err)
			}
			said, heads := 0, 0
			for _, e := range evs {
				if e.Kind != EvScore {
					continue
				}
				switch {
				case e.C == 1:
					if !first {
						t.Fatalf("%d seats, move %d: a head start said after the first move", seats, moves)
					}
					if want := StartPoints(int(e.Seat)); int(e.B) != want {
						t.Errorf("%d seats: seat %d starts with %d points, said %d", seats, e.Seat, want, e.B)
					}
					heads++
				case e.Seat != p:
					t.Fatalf("%d seats, move %d: seat %d's score said in seat %d's move", seats, moves, e.Seat, p)
				default:
					said += int(e.B)
				}
			}
			if first && heads != seats-1 {
				t.Errorf("%d seats: %d head starts said, want %d", seats, heads, seats-1)
			}
			gained := s.BoardOf(p).Points - track
			if got := s.Score(p) - before; got != said+gained {
				t.Fatalf("%d seats, move %d (%s): score changed by %d, events say %d (+%d on the points track)", seats, moves, text, got, said, gained)
			}
		}
	}
}

// TestArtifactCardScoreIsSecret: a change of the artifact scoring card's
// line is said to its holder only; the others see neither the line nor
// the points.
func TestArtifactCardScoreIsSecret(t *testing.T) {
	s := New(rules.Setup{Seats: 2, Seed: 3})
	before := s.lines(0)
	before[lnArtifactCard] -= 3
	before[lnResources] -= 1
	s.events = s.events[:0]
	s.scoreChanges(0, &before)
	if len(s.events) != 2 {
		t.Fatalf("%d events for two lines changed, want 2: %v", len(s.events), s.events)
	}
	// Once the seat holds a major artifact, its card's line is said after
	// each of its moves, changed or not.
	s.seat[0].major[0] = 1
	before = s.lines(0)
	s.events = s.events[:0]
	s.scoreChanges(0, &before)
	if len(s.events) != 1 || s.events[0].A != lnArtifactCard || s.events[0].B != 0 {
		t.Errorf("a move that changed nothing, with a major artifact held: events %v, want the card's line unchanged", s.events)
	}
	before = s.lines(0)
	before[lnArtifactCard] -= 3
	before[lnResources] -= 1
	s.events = s.events[:0]
	s.scoreChanges(0, &before)
	for _, e := range s.events {
		mine, theirs := e.For(0), e.For(1)
		if mine.A != e.A || mine.B != e.B {
			t.Errorf("the holder sees %+v of %+v", mine, e)
		}
		secret := e.A == lnArtifactCard
		if hidden := theirs.A == rules.Unknown && theirs.B == rules.Unknown; hidden != secret {
			t.Errorf("line %d: another seat sees %+v (hidden %v, want %v)", e.A, theirs, hidden, secret)
		}
	}
}
