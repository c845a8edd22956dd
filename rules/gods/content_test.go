package gods

import (
	"fmt"
	"testing"

	"starboard/rules"
)

// fillings returns, for face f, every set of four non-Water Element pawns
// (as a bit mask over pawns 4 to 19) that can fill the face together with
// one Water so that every need is met, with one such arrangement each.
func fillings(f int) map[uint32][elementSpaces]Pawn {
	s := &State{seats: 2, setAside: -1}
	s.faces[0] = uint8(f)
	s.adj[0] = faces[f].adjacency()
	for sp := range s.board[0] {
		s.board[0][sp] = empty
	}
	s.board[0][whiteSpace] = token{P: 20}
	out := map[uint32][elementSpaces]Pawn{}
	var rec func(sp int8, used uint32, water bool)
	rec = func(sp int8, used uint32, water bool) {
		if sp == elementSpaces {
			if !water {
				return
			}
			for o := int8(0); o < elementSpaces; o++ {
				if !s.satisfied(0, o) {
					return
				}
			}
			if _, ok := out[used]; !ok {
				var arr [elementSpaces]Pawn
				for o := range arr {
					arr[o] = s.board[0][o].P
				}
				out[used] = arr
			}
			return
		}
		if !water {
			s.board[0][sp].P = 0
			rec(sp+1, used, true)
		}
		for p := Pawn(4); p < numElements; p++ {
			if used&(1<<p) != 0 {
				continue
			}
			if n := pawns[p]; n.Kind == Mineral && faces[f].Soils[sp] != n.Soil {
				continue
			}
			s.board[0][sp].P = p
			rec(sp+1, used|1<<p, water)
		}
		s.board[0][sp].P = NoPawn
	}
	rec(0, 0, false)
	return out
}

// TestG1PerfectPlacement proves, for every combination of faces, that a
// placement scoring 24 exists: it searches each face for the sets of pawns
// that can fill it perfectly, finds four disjoint sets covering every
// Element pawn, lays them out and scores the board with the real scoring.
func TestG1PerfectPlacement(t *testing.T) {
	var sets [2 * continents]map[uint32][elementSpaces]Pawn
	for f := range faces {
		sets[f] = fillings(f)
		if len(sets[f]) == 0 {
			t.Fatalf("face %s has no perfect filling at all", faces[f].Name)
		}
		t.Logf("face %-18s difficult=%-5v perfect pawn sets: %d", faces[f].Name, faces[f].Difficult, len(sets[f]))
	}
	const all = uint32(1<<numElements - 1<<4) // pawns 4 to 19
	for combo := 0; combo < 1<<continents; combo++ {
		var pick [continents]int
		for c := range pick {
			pick[c] = 2*c + combo>>c&1
		}
		name := fmt.Sprintf("%s/%s/%s/%s", faces[pick[0]].Name, faces[pick[1]].Name, faces[pick[2]].Name, faces[pick[3]].Name)
		var chosen [continents]uint32
		var cover func(c int, used uint32) bool
		cover = func(c int, used uint32) bool {
			if c == continents-1 {
				rest := all &^ used
				if _, ok := sets[pick[c]][rest]; ok {
					chosen[c] = rest
					return true
				}
				return false
			}
			for set := range sets[pick[c]] {
				if set&used == 0 {
					chosen[c] = set
					if cover(c+1, used|set) {
						return true
					}
				}
			}
			return false
		}
		if !cover(0, 0) {
			t.Errorf("faces %s: no placement scores 24", name)
			continue
		}
		s := New(rules.Setup{Seats: 3, Seed: 1, Options: rules.Options{"faces": "easy", "oxygen": "0"}})
		for c := 0; c < continents; c++ {
			s.faces[c] = uint8(pick[c])
			s.adj[c] = faces[pick[c]].adjacency()
			arr := sets[pick[c]][chosen[c]]
			for sp, p := range arr {
				if p == 0 {
					p = Pawn(c) // one Water each
				}
				s.board[c][sp] = token{P: p}
			}
			s.board[c][whiteSpace] = token{P: Pawn(20 + c)}
		}
		s.finish()
		if got := s.Score(0); got != 24 {
			t.Errorf("faces %s: the perfect placement scores %d, want 24", name, got)
		}
	}
}

// TestG1Difficulty checks that every difficult face admits fewer perfect
// fillings than the easy face of the same tray.
func TestG1Difficulty(t *testing.T) {
	for c := 0; c < continents; c++ {
		easy, hard := len(fillings(2*c)), len(fillings(2*c+1))
		if !faces[2*c+1].Difficult || faces[2*c].Difficult {
			t.Errorf("tray %s: faces[%d] must be easy and faces[%d] difficult", contName(c), 2*c, 2*c+1)
		}
		if hard >= easy {
			t.Errorf("tray %s: difficult face has %d perfect fillings, easy %d; want fewer", contName(c), hard, easy)
		}
	}
}
