package desolated

import (
	"os"
	"testing"

	"starboard/match"
	"starboard/rules"
	dr "starboard/rules/desolated"
	"starboard/scenes"
	"starboard/scenes/input"
	"starboard/scenes/scenetest"
)

func TestMain(m *testing.M) {
	os.Setenv("STARBOARD_AUDIO", "off")
	scenetest.Main(m)
}

var seatNames = []string{"Ada", "Bruno", "Chandra", "Dara", "Emil", "Faye"}

func newMatch(t testing.TB, seed uint64, opts rules.Options, players ...string) *match.Match {
	t.Helper()
	var seats []match.SeatConfig
	for i, p := range players {
		pl, err := match.ParsePlayer(p)
		if err != nil {
			t.Fatal(err)
		}
		seats = append(seats, match.SeatConfig{Name: seatNames[i], Player: pl})
	}
	m, err := match.New(match.Config{Title: dr.Title, Setup: rules.Setup{Seed: seed, Options: opts}, Seats: seats})
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
	kinds  map[string]int
	// drawEvery draws one step in so many; software GL is slow, and
	// everything a tap needs is laid out in Update.
	drawEvery int
	steps     int
}

func newRig(t testing.TB, m *match.Match, w, h int) *rig {
	app := &scenes.App{Text: scenes.NewSpriteText(), Settings: scenes.DefaultSettings()}
	r := &rig{t: t, app: app, m: m, script: new(input.Script), w: float64(w), h: float64(h)}
	r.tbl = NewTable(m, Options{})
	scenetest.Do(func() {
		r.scr = scenetest.NewScreen(scenes.NewRoot(app, r.tbl, r.script), w, h)
	})
	r.step(2)
	return r
}

// step runs n ticks and draws the last one.
func (r *rig) step(n int) {
	r.t.Helper()
	var err error
	scenetest.Do(func() {
		for i := 0; i < n && err == nil; i++ {
			r.scr.Root.LayoutF(r.w, r.h)
			err = r.scr.Root.Update()
		}
		r.steps++
		if r.drawEvery <= 1 || r.steps%r.drawEvery == 0 {
			r.scr.Root.Draw(r.scr.Image)
			r.scr.Image.At(0, 0)
		}
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
	r.script.Drag(x0, y0, x1, y1, 10)
	r.play()
}
