package menu

import (
	"slices"
	"strings"
	"sync"
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

// TestReviewASavedGamePicksAFile: where the platform can ask for a file
// (the browser), the title offers "Review a saved game"; the file picked
// opens on its table for review, and a file that is no save is told.
func TestReviewASavedGamePicksAFile(t *testing.T) {
	h := newHarness(t, false)
	h.open("title", 1280, 720)
	if slices.Contains(h.targetNames(), "review-a-saved-game") {
		t.Fatal("the title offers to review a file where no file can be picked")
	}
	save := h.saveGods(5)
	data, err := save.Marshal()
	if err != nil {
		t.Fatal(err)
	}
	var picks int
	var delivered sync.WaitGroup // the browser answers on its own time: wait for it, not for ticks
	file := data
	h.app.PickFile = func(got func([]byte, error)) {
		picks++
		delivered.Go(func() { got(file, nil) })
	}

	file = []byte("{not a save")
	h.open("title", 1280, 720)
	h.tapTarget("review-a-saved-game")
	delivered.Wait()
	h.step(4)
	if names := h.targetNames(); picks != 1 || len(names) != 1 || names[0] != "ok" {
		t.Fatalf("after picking a file that is no save (%d picks): the title offers %q, want a notice", picks, names)
	}
	h.tapTarget("ok")

	file = data
	h.tapTarget("review-a-saved-game")
	delivered.Wait()
	h.step(scenes.FadeTicks + 4)
	if picks != 2 || len(h.tables) != 1 {
		t.Fatalf("%d picks, %d tables opened; want the picked save's table", picks, len(h.tables))
	}
	if got := h.tables[0].m; !got.ForReview() || got.Moves() != 5 {
		t.Fatalf("the table's match: review %v, %d moves; want the save's 5, for review", got.ForReview(), got.Moves())
	}

	h.app.Kiosk = true
	h.open("title", 1280, 720)
	if slices.Contains(h.targetNames(), "review-a-saved-game") {
		t.Error("a kiosk offers to review a file")
	}
}

// A title with no options starts from its setup: the options screen would
// ask nothing (a save it replaces is said on the setup: see
// TestSetupWarnsOfTheSaveItReplaces).
func TestATitleWithNoOptionsStartsFromItsSetup(t *testing.T) {
	h := newHarness(t, false)
	h.open("setup/revive", 1280, 720)
	h.tapTarget("next")
	if len(h.tables) != 1 || h.tables[0].m.Title().Slug != "revive" {
		t.Fatalf("%d tables opened from Revive's setup; want its game at once", len(h.tables))
	}
	h.open("setup/gods", 1280, 720)
	h.tapTarget("next")
	if _, ok := h.root.Top().(*options); !ok {
		t.Fatalf("Gods' setup led to %T; want its options", h.root.Top())
	}
}
