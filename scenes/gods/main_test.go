package gods

import (
	"testing"
	"time"

	"starboard/match"
	"starboard/rules"
	"starboard/rules/gods"
	"starboard/scenes"
	"starboard/scenes/input"
	"starboard/scenes/scenetest"
)

func TestMain(m *testing.M) { scenetest.Main(m) }

var testText = func() scenes.TextDrawer { return scenes.NewSpriteText() }

// sounds counts the sounds the table plays.
type sounds struct{ played [8]int }

func (s *sounds) Play(id int) { s.played[id]++ }

func newApp(speed int) *scenes.App {
	app := &scenes.App{Text: testText(), Sound: &sounds{}, Settings: scenes.DefaultSettings()}
	app.Settings.AnimationSpeed = speed
	return app
}

var seatNames = []string{"Ada", "Bruno", "Chandra", "Dara"}

func newMatch(t testing.TB, seed uint64, players ...string) *match.Match {
	t.Helper()
	return newPacedMatch(t, seed, 0, players...)
}

func newPacedMatch(t testing.TB, seed uint64, pace time.Duration, players ...string) *match.Match {
	t.Helper()
	var seats []match.SeatConfig
	for i, p := range players {
		pl, err := match.ParsePlayer(p)
		if err != nil {
			t.Fatal(err)
		}
		seats = append(seats, match.SeatConfig{Name: seatNames[i], Player: pl})
	}
	m, err := match.New(match.Config{Title: gods.Title, Setup: rules.Setup{Seed: seed}, Seats: seats, Pace: pace})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(m.Close)
	return m
}

// rig is a table on a screen driven by a script.
type rig struct {
	t      testing.TB
	app    *scenes.App
	m      *match.Match
	tbl    *Table
	script *input.Script
	scr    *scenetest.Screen
	w, h   float64
	kinds  map[string]int // the moves made through the screen, by kind
}

func newRig(t testing.TB, m *match.Match, w, h, speed int) *rig {
	r := &rig{t: t, app: newApp(speed), m: m, script: new(input.Script), w: float64(w), h: float64(h)}
	r.tbl = New(m).(*Table)
	scenetest.Do(func() {
		root := scenes.NewRoot(r.app, r.tbl, r.script)
		r.scr = scenetest.NewScreen(root, w, h)
	})
	r.step(2)
	return r
}

// step runs n ticks and draws the last one; drawing every tick in
// software rendering would make the tests slow.
func (r *rig) step(n int) {
	r.t.Helper()
	var err error
	scenetest.Do(func() {
		for i := 0; i < n && err == nil; i++ {
			r.scr.Root.LayoutF(r.w, r.h)
			err = r.scr.Root.Update()
		}
		r.scr.Root.Draw(r.scr.Image)
		// Reading a pixel flushes the drawing commands, which otherwise pile
		// up while the loop runs job after job in one frame.
		r.scr.Image.At(0, 0)
	})
	if err != nil {
		r.t.Fatalf("Update: %v", err)
	}
}

// play runs queued input to its end, and a few ticks more.
func (r *rig) play() {
	for r.script.Len() > 0 {
		r.step(4)
	}
	r.step(3)
}

func (r *rig) tap(rc scenes.Rect) {
	x, y := rc.Center()
	r.script.Tap(x, y)
	r.play()
}

func (r *rig) drag(from, to scenes.Rect) {
	x0, y0 := from.Center()
	x1, y1 := to.Center()
	r.script.Drag(x0, y0, x1, y1, 8)
	r.play()
}
