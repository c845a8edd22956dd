package gods

import "starboard/rules"

// Weights of the belief a seat holds about a face-down pawn it has not
// seen, by how well the pawn's need would have fitted the space it was put
// on, as the board stood then. Players put their pawns where the needs
// they read are met, when they can; a seat that sees a Mineral put on Sand
// by a teammate who knew it rightly guesses that it needs Sand.
const (
	fitMet      = 1.0  // the need was met there
	fitOpen     = 0.35 // the need could still be met by a later neighbour
	fitBroken   = 0.03 // the need could no longer be met there
	fitNoSignal = 1.0  // nothing to judge: every candidate alike
)

// plausibility returns the weight of the belief that pawn p is the one put
// on element space sp of continent c in turn since, by whoever put it there
// knowing its need. It reads only what every seat sees: soils, links, the
// kinds of the pawns around and the turns they came in.
func (s *State) plausibility(p Pawn, c, sp int8, since int16) float64 {
	n := pawns[p]
	before := func(k Kind) bool { // linked to a pawn of kind k that was there first
		links := s.adj[c][sp]
		for o := int8(0); o < elementSpaces; o++ {
			if links&(1<<o) == 0 {
				continue
			}
			if t := s.board[c][o]; t.P != NoPawn && KindOf(t.P) == k && t.Since < since {
				return true
			}
		}
		return false
	}
	open := func() bool { // linked to an element space that was free then
		links := s.adj[c][sp]
		for o := int8(0); o < elementSpaces; o++ {
			if links&(1<<o) == 0 {
				continue
			}
			if t := s.board[c][o]; t.P == NoPawn || t.Since >= since {
				return true
			}
		}
		return false
	}
	target := func(k Kind) float64 {
		switch {
		case before(k):
			return fitMet
		case open():
			return fitOpen
		}
		return fitBroken
	}
	switch n.Kind {
	case Mineral:
		if faces[s.faces[c]].Soils[sp] == n.Soil {
			return fitMet
		}
		return fitBroken
	case Plant:
		if before(n.Avoid) {
			return fitBroken
		}
		return fitMet
	case Insect:
		return target(n.Target)
	case Animal:
		if before(n.Avoid) {
			return fitBroken
		}
		return target(n.Target)
	}
	return fitNoSignal
}

// JudgePlayout judges s for seat as seat itself could, from the needs it
// has seen: every other pawn counts as one of unknown need
// (rules.PlayoutJudge). The hard level's playouts rank moves by it, so that
// each seat in a sampled game plays from what its real counterpart would
// know there, instead of seeing every need of the sample: a playout then no
// longer counts on teammates to serve needs they could not read.
func (s *State) JudgePlayout(seat rules.Seat) float64 {
	if s.final != nil {
		return s.Evaluate(seat)
	}
	m := *s
	m.hideNeeds(seat)
	return m.Evaluate(seat)
}
