package ai

import (
	"testing"

	"starboard/rules"
)

// watchedGame counts the copies and texts made of a game and of the views
// and copies made from it.
type watchedGame struct {
	rules.Game
	copies, texts *int
}

func (w watchedGame) Clone() rules.Game {
	*w.copies++
	return watchedGame{w.Game.Clone(), w.copies, w.texts}
}

func (w watchedGame) View(seat rules.Seat) rules.Game {
	*w.copies++
	return watchedGame{w.Game.View(seat), w.copies, w.texts}
}

func (w watchedGame) String() string {
	*w.texts++
	return w.Game.String()
}

// TestRandomBotNeitherCopiesNorReads checks that a random bot picks its
// moves without copying the game or rendering it as text, in PlayGame and
// in Think, which made random games run a hundred times slower than the
// engine.
func TestRandomBotNeitherCopiesNorReads(t *testing.T) {
	var copies, texts int
	g := watchedGame{newTwentyOne(3, 4), &copies, &texts}
	if err := PlayGame(g, []*Bot{New(Random, 1), New(Random, 2), New(Random, 3)}); err != nil {
		t.Fatal(err)
	}
	if copies != 0 || texts != 0 {
		t.Errorf("PlayGame with random bots made %d copies and %d texts, want none", copies, texts)
	}
	copies, texts = 0, 0
	view := watchedGame{newTwentyOne(3, 4).View(0), &copies, &texts}
	s := New(Random, 1).Think(view)
	for !s.Step() {
	}
	if !rules.LegalMove(view, s.Best()) {
		t.Errorf("Think chose %q, not a legal move", view.MoveText(s.Best()))
	}
	if copies != 0 || texts != 0 {
		t.Errorf("Think of a random bot made %d copies and %d texts, want none", copies, texts)
	}
}

// TestRandomBotThinkPlaysAsPlayGame checks that random bots deciding from
// views with Think, as a match does, play the game PlayGame plays, and
// that a seeded game replays exactly.
func TestRandomBotThinkPlaysAsPlayGame(t *testing.T) {
	for seed := uint64(1); seed <= 20; seed++ {
		played := newTwentyOne(3, seed)
		if err := PlayGame(played, []*Bot{New(Random, seed), New(Random, seed+1), New(Random, seed+2)}); err != nil {
			t.Fatal(err)
		}
		again := newTwentyOne(3, seed)
		if err := PlayGame(again, []*Bot{New(Random, seed), New(Random, seed+1), New(Random, seed+2)}); err != nil {
			t.Fatal(err)
		}
		g := newTwentyOne(3, seed)
		bots := []*Bot{New(Random, seed), New(Random, seed+1), New(Random, seed+2)}
		for !g.Over() {
			seat := g.ToMove()
			s := bots[seat].Think(g.View(seat))
			for !s.Step() {
			}
			if _, err := g.Apply(s.Best()); err != nil {
				t.Fatal(err)
			}
		}
		if played.String() != g.String() || again.String() != played.String() {
			t.Errorf("seed %d: PlayGame ended at\n%s\nagain at\n%s\nThink at\n%s", seed, played, again, g)
		}
	}
}
