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

// TestJourneyFromTitleToResults is a player's whole visit: from the title
// screen through the game picker, seat setup and options, a full game of
// gods against a bot on the real table, the results, and back to the title.
func TestJourneyFromTitleToResults(t *testing.T) {
	app := &scenes.App{Text: scenes.NewSpriteText(), Settings: scenes.DefaultSettings()}
	app.Settings.AnimationSpeed = 3
	app.Shelf = []scenes.Title{Entry}
	store := new(match.MemoryStore)
	app.Store = func(string) match.Store { return store }
	r := &scenetest.Rig{T: t, App: app, Script: new(input.Script), W: 640, H: 360, DrawEvery: 4, Kinds: map[string]int{}}
	title := menu.New(app, menu.Config{Seed: 5, Pace: time.Millisecond})
	scenetest.Do(func() {
		r.Screen = scenetest.NewScreen(scenes.NewRoot(app, title, r.Script), 640, 360)
	})
	r.Step(30)
	tapTarget := func(name string) {
		t.Helper()
		top := r.Screen.Root.Top()
		rc, ok := scenes.FindTarget(top, name)
		if !ok {
			t.Fatalf("%T has no target %q", top, name)
		}
		r.Tap(rc)
		r.Step(20) // let a cross-fade end
	}

	var path []string
	visit := func() { path = append(path, fmt.Sprintf("%T", r.Screen.Root.Top())) }
	visit()
	tapTarget("play")
	visit()
	tapTarget("title/gods")
	visit()
	tapTarget("seats/2")
	tapTarget("seat2/bot")
	tapTarget("seat2/easy")
	tapTarget("next")
	visit()
	tapTarget("faces/difficult")
	tapTarget("start")
	visit()

	tbl, ok := r.Screen.Root.Top().(*Shell)
	if !ok {
		t.Fatalf("after Start the screen shows %T, want the gods table (path %v)", r.Screen.Root.Top(), path)
	}
	r.Table, r.M = tbl, tbl.Match()
	if got := r.M.Setup().Options["faces"]; got != "difficult" {
		t.Errorf("faces = %q, want the difficult faces chosen in the options", got)
	}
	seats := r.M.Seats()
	if len(seats) != 2 || seats[0].Player.Bot || seats[1].Player.String() != "bot:easy" {
		t.Fatalf("seats = %+v, want a person and an easy bot", seats)
	}
	rng := rules.NewRNG(5)
	r.PlayToEnd(&rng, nil)
	if !r.M.Over() {
		t.Fatal("the results show but the match is not over")
	}
	tapTarget("results/menu")
	r.Step(30)
	visit()
	if _, ok := scenes.FindTarget(r.Screen.Root.Top(), "play"); !ok {
		t.Errorf("after the results' Menu button the screen shows %T, want the title screen with Play", r.Screen.Root.Top())
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
	t.Logf("path %v; %d moves of %s through the table", path, r.Moves, gods.Title.Name)
}
