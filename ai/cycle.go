package ai

import (
	"strings"

	"starboard/rules"
)

// cycleSeed seeds the sample in which cycles makes a move.
const cycleSeed = 0x6379636c65

// seenPositions is how many of the positions a bot decided from it keeps,
// to stay out of cycles.
const seenPositions = 16

// positionKey returns a key of the position of g: its text without its
// first line, which in some titles counts the moves made (and so differs
// between two visits of one position).
func positionKey(g rules.Game) string {
	s := g.String()
	if i := strings.IndexByte(s, '\n'); i >= 0 {
		return s[i+1:]
	}
	return s
}

// remember records the position a bot decides from.
func (b *Bot) remember(key string) {
	if len(b.seen) >= seenPositions {
		copy(b.seen, b.seen[1:])
		b.seen = b.seen[:seenPositions-1]
	}
	b.seen = append(b.seen, key)
}

// cycles reports whether making m at the root leads back to a position the
// bot has decided from before: a move that undoes its last ones (a
// Resource moved into a Safe and out again) makes no progress, however
// Evaluate rates the positions on the way.
func (s *Search) cycles(m rules.Move) bool {
	if len(s.bot.seen) == 0 || s.root == nil {
		return false
	}
	// A view may hide what a move reveals (a card drawn): the move is made
	// in a sample of the hidden information, and its position compared as
	// the seat sees it.
	g := s.root.Clone()
	rng := rules.NewRNG(cycleSeed)
	g.Determinize(s.seat, &rng)
	if _, err := g.Apply(m); err != nil {
		return false
	}
	if g.ToMove() != s.seat {
		return false // the turn passed: the position moved on
	}
	key := positionKey(g.View(s.seat))
	for _, k := range s.bot.seen {
		if k == key {
			return true
		}
	}
	return false
}

// bestFresh returns the tree's best move among the legal moves that do
// not lead back to a position the bot has decided from, or its best move
// when every one does.
func (s *Search) bestFresh() rules.Move {
	best := s.tree.best(s.legal, s.best)
	if !s.cycles(best) {
		return best
	}
	fresh := make([]rules.Move, 0, len(s.legal))
	for _, m := range s.legal {
		if m != best && !s.cycles(m) {
			fresh = append(fresh, m)
		}
	}
	if len(fresh) == 0 {
		return best
	}
	return s.tree.best(fresh, fresh[0])
}
