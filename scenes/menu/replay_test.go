package menu

import (
	"strings"
	"testing"

	"starboard/match"
	"starboard/rules"
	"starboard/rules/gods"
	"starboard/scenes"
)

// TestReplayOpensTheSaveForReview: -replay FILE opens the saved game on
// its title's table, for review only.
func TestReplayOpensTheSaveForReview(t *testing.T) {
	bot, _ := match.ParsePlayer("bot:random")
	m, err := match.New(match.Config{Title: gods.Title, Setup: rules.Setup{Seed: 3},
		Seats: []match.SeatConfig{{Name: "Ada", Player: bot}, {Name: "Bruno", Player: bot}}})
	if err != nil {
		t.Fatal(err)
	}
	m.WaitIdle()
	save := m.Save()
	m.Close()

	h := newHarness(t, false)
	first, err := Open(h.app, Config{Seed: 42, keys: h.keys, Replay: save}, "title")
	if err != nil {
		t.Fatal(err)
	}
	h.root = scenes.NewRoot(h.app, first, h.script)
	h.step(scenes.FadeTicks + 4)
	if len(h.tables) != 1 {
		t.Fatalf("%d tables opened, want the save's", len(h.tables))
	}
	got := h.tables[0].m
	if !got.ForReview() || got.Moves() != len(save.Moves) || got.Title().Slug != "gods" {
		t.Fatalf("the table's match: review %v, %d moves of %s; want the save's %d moves of gods, for review",
			got.ForReview(), got.Moves(), got.Title().Slug, len(save.Moves))
	}
	if err := got.Submit(got.ToMove(), rules.Move{}); err == nil || !strings.Contains(err.Error(), "review") {
		t.Fatalf("a move submitted to a match under review: %v, want a refusal", err)
	}

	save.Title = "chess"
	if _, err := Open(h.app, Config{Seed: 42, Replay: save}, "title"); err == nil {
		t.Fatal("a save of a title the build does not play was opened")
	}
}
