package gods

import (
	"fmt"
	"testing"
	"time"

	"starboard/match"
	"starboard/rules"
	"starboard/rules/gods"
	"starboard/scenes"
	"starboard/scenes/input"
	"starboard/scenes/menu"
	"starboard/scenes/scenetest"
)

// tapTarget taps the target of the top scene called name.
func (r *rig) tapTarget(name string) {
	r.t.Helper()
	top := r.scr.Root.Top()
	rc, ok := scenes.FindTarget(top, name)
	if !ok {
		r.t.Fatalf("%T has no target %q", top, name)
	}
	r.tap(rc)
	r.step(20) // let a cross-fade end
}

// TestJourneyFromTitleToResults is a player's whole visit: from the title
// screen through the game picker, seat setup and options, a full game of
// gods against a bot on the real table, the results, and back to the title.
func TestJourneyFromTitleToResults(t *testing.T) {
	app := newApp(3)
	app.Shelf = []scenes.Title{Entry}
	store := new(match.MemoryStore)
	app.Store = func(string) match.Store { return store }
	r := &rig{t: t, app: app, script: new(input.Script), w: 640, h: 360}
	title := menu.New(app, menu.Config{Seed: 5, Pace: time.Millisecond})
	scenetest.Do(func() {
		r.scr = scenetest.NewScreen(scenes.NewRoot(app, title, r.script), 640, 360)
	})
	r.step(30)

	var path []string
	visit := func() { path = append(path, fmt.Sprintf("%T", r.scr.Root.Top())) }
	visit()
	r.tapTarget("play")
	visit()
	r.tapTarget("title/gods")
	visit()
	r.tapTarget("seats/2")
	r.tapTarget("seat2/bot")
	r.tapTarget("seat2/easy")
	r.tapTarget("next")
	visit()
	r.tapTarget("faces/difficult")
	r.tapTarget("start")
	visit()

	tbl, ok := r.scr.Root.Top().(*Table)
	if !ok {
		t.Fatalf("after Start the screen shows %T, want the gods table (path %v)", r.scr.Root.Top(), path)
	}
	r.tbl, r.m = tbl, tbl.m
	if got := r.m.Setup().Options["faces"]; got != "difficult" {
		t.Errorf("faces = %q, want the difficult faces chosen in the options", got)
	}
	seats := r.m.Seats()
	if len(seats) != 2 || seats[0].Player.Bot || seats[1].Player.String() != "bot:easy" {
		t.Fatalf("seats = %+v, want a person and an easy bot", seats)
	}
	moves, _ := r.playToEnd(5)
	if !r.m.Over() {
		t.Fatal("the results show but the match is not over")
	}
	if got, want := r.tbl.ShownScore(), r.m.View(0).Score(0); got != want {
		t.Errorf("score shown = %d, want %d", got, want)
	}
	r.step(200) // the final reveal and the count-up
	r.tap(r.tbl.ButtonRect(ButtonResultsMenu))
	r.step(30)
	visit()
	if _, ok := scenes.FindTarget(r.scr.Root.Top(), "play"); !ok {
		t.Errorf("after the results' Menu button the screen shows %T, want the title screen with Play", r.scr.Root.Top())
	}
	data, err := store.Load()
	if err != nil {
		t.Fatalf("the game left no autosave: %v", err)
	}
	save, err := rules.ParseSave(data)
	if err != nil {
		t.Fatal(err)
	}
	if g, err := save.Replay(gods.Title); err != nil || !g.Over() {
		t.Errorf("the autosave replays to over = %v, %v; want the finished game, kept for its results", g != nil && g.Over(), err)
	}
	t.Logf("path %v; %d moves of %s through the table", path, moves, gods.Title.Name)
}
