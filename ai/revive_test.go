package ai

import (
	"testing"

	"starboard/rules"
	"starboard/rules/revive"
)

// TestRootMovesSearchesOnlyTheBestFew checks RootMoves on a Revive
// position with many moves: only the RootMoves moves with the best
// one-ply scores are rolled out, the others keep their score and are never
// chosen.
func TestRootMovesSearchesOnlyTheBestFew(t *testing.T) {
	g := revive.New(rules.Setup{Seats: 2, Seed: 5})
	easy := New(Easy, 7)
	for range 159 {
		if _, err := g.Apply(easy.Choose(g.View(g.ToMove()))); err != nil {
			t.Fatal(err)
		}
	}
	c := Hard.TitleConfig(revive.Title.Search)
	if c.RootMoves == 0 {
		t.Fatal("Revive's hard level searches every root move: the test shows nothing")
	}
	s := NewWithConfig(c, 9).Think(g.View(g.ToMove()))
	if s.Done() || len(s.legal) <= 2*c.RootMoves {
		t.Fatalf("the position offers %d moves: the test shows nothing", len(s.legal))
	}
	for range 200 {
		s.iterate()
	}
	prior := int32(len(s.greedy.samples))
	searched, lowest, highestPruned := 0, 2.0, -1.0
	for ch := s.tree.nodes[0].firstChild; ch >= 0; ch = s.tree.nodes[ch].nextSibling {
		n := &s.tree.nodes[ch]
		score := s.scoreGreedy(n.move)
		if n.pruned {
			if n.visits != prior {
				t.Errorf("%s: pruned but visited %d times, want its %d samples only", g.MoveText(n.move), n.visits, prior)
			}
			highestPruned = max(highestPruned, score)
			continue
		}
		searched++
		lowest = min(lowest, score)
	}
	if searched != c.RootMoves {
		t.Errorf("%d root moves searched, want %d", searched, c.RootMoves)
	}
	if highestPruned > lowest {
		t.Errorf("a pruned move scores %.3f one ply ahead, above a searched one's %.3f", highestPruned, lowest)
	}
	best := s.tree.best(s.legal, rules.Move{})
	for ch := s.tree.nodes[0].firstChild; ch >= 0; ch = s.tree.nodes[ch].nextSibling {
		if n := &s.tree.nodes[ch]; n.move == best && n.pruned {
			t.Errorf("the search chose %s, a pruned move", g.MoveText(best))
		}
	}
}

// TestReviveLevelsAreTuned pins Revive's levels to the tuning in its
// doc.go (Bots): both plan the turn; hard plays on a turn and searches
// only the best four moves of the root.
func TestReviveLevelsAreTuned(t *testing.T) {
	normal, hard := Normal.TitleConfig(revive.Title.Search), Hard.TitleConfig(revive.Title.Search)
	if !normal.TurnHorizon || !hard.TurnHorizon {
		t.Errorf("TurnHorizon: normal %v, hard %v, want both", normal.TurnHorizon, hard.TurnHorizon)
	}
	if normal.ExtraTurns != 0 || hard.ExtraTurns != 1 {
		t.Errorf("ExtraTurns: normal %d, hard %d, want 0 and 1", normal.ExtraTurns, hard.ExtraTurns)
	}
	if normal.RootMoves != 0 || hard.RootMoves != 4 {
		t.Errorf("RootMoves: normal %d, hard %d, want 0 and 4", normal.RootMoves, hard.RootMoves)
	}
}
