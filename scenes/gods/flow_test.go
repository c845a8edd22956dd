package gods

import (
	"testing"
	"time"

	"starboard/match"
	"starboard/rules"
	"starboard/scenes"
	"starboard/scenes/input"
	"starboard/scenes/scenetest"
)

// home is a stand-in for the menu: it opens the table on its first tick.
type home struct {
	table  scenes.Scene
	opened bool
}

func (h *home) Update(*scenes.Context) scenes.Change {
	if !h.opened {
		h.opened = true
		return scenes.Push(h.table)
	}
	return scenes.Stay
}

func (h *home) Draw(*scenes.Canvas) {}

// newHomeRig puts the table over a home scene, as the menus do.
func newHomeRig(t *testing.T, tbl *Table, m *match.Match, speed int) (*rig, *home) {
	r := &rig{t: t, app: newApp(speed), m: m, script: new(input.Script), w: 640, h: 360, tbl: tbl}
	h := &home{table: tbl}
	scenetest.Do(func() {
		root := scenes.NewRoot(r.app, h, r.script)
		r.scr = scenetest.NewScreen(root, 640, 360)
	})
	r.step(30)
	return r, h
}

func TestPauseAndQuitToMenu(t *testing.T) {
	m := newMatch(t, 4, "human", "bot:random")
	r, h := newHomeRig(t, New(m).(*Table), m, 3)
	if r.scr.Root.Top() != scenes.Scene(r.tbl) {
		t.Fatal("the table is not on top after the home scene pushed it")
	}
	r.script.Key(input.Back)
	r.play()
	if !r.tbl.Paused() {
		t.Fatal("Esc did not pause the game")
	}
	r.tap(r.tbl.ButtonRect(ButtonResume))
	if r.tbl.Paused() {
		t.Fatal("Resume left the game paused")
	}
	r.tap(r.tbl.ButtonRect(ButtonMenu))
	if !r.tbl.Paused() {
		t.Fatal("the Menu button did not pause the game")
	}
	r.tap(r.tbl.ButtonRect(ButtonQuit))
	r.step(20)
	if r.scr.Root.Top() != scenes.Scene(h) {
		t.Errorf("Quit to menu left %T on top, want the home scene", r.scr.Root.Top())
	}
	if err := m.Submit(0, rules.Move{}); err == nil {
		t.Error("the match still takes moves after quitting to the menu")
	}
}

// TestAttractStaysOnItsResultsAndLeavesOnATap: an attract table plays its
// match to the results and stays there (the kiosk's attract loop, in
// scenes/menu, starts the next demo); a tap leaves it.
func TestAttractStaysOnItsResultsAndLeavesOnATap(t *testing.T) {
	m := newPacedMatch(t, 8, 2*time.Millisecond, "bot:random", "bot:random", "bot:random")
	tbl := NewTable(m, Options{Attract: true, Exit: scenes.Pop(), Pace: time.Millisecond})
	r, h := newHomeRig(t, tbl, m, 3)
	for i := 0; i < 2000 && !tbl.ResultsShown(); i++ {
		r.step(5)
	}
	if !tbl.ResultsShown() {
		t.Fatalf("the attract game did not reach its results: %d moves, over %v, queue %d/%d, anim %v, mod.over %v, err %v, now %d, hist %d, depth %d", m.Moves(), m.Over(), tbl.qHead, len(tbl.queue), tbl.anim.on, tbl.mod.over, m.Err(), tbl.now, len(tbl.hist), r.scr.Root.Depth())
	}
	if got, want := tbl.ShownScore(), m.View(0).Score(0); got != want {
		t.Errorf("score shown = %d, want %d", got, want)
	}
	r.step(600)
	if r.scr.Root.Top() != scenes.Scene(tbl) {
		t.Fatalf("after the results the attract table left for %T; starting the next demo is the attract loop's", r.scr.Root.Top())
	}
	r.tap(scenes.Rect{X: 600, Y: 300, W: 10, H: 10})
	r.step(20)
	if r.scr.Root.Top() != scenes.Scene(h) {
		t.Errorf("a tap on the attract loop left %T on top, want the home scene", r.scr.Root.Top())
	}
	if len(tbl.hist) == 0 {
		t.Error("the attract game showed no events")
	}
}

func TestAnimatedGameKeepsUp(t *testing.T) {
	checkModels(t)
	m := newMatch(t, 13, "human", "bot:random", "bot:random")
	r := newRig(t, m, 640, 360, 2)
	snd := r.app.Sound.(*sounds)
	moves, _ := r.playToEnd(13)
	if got, want := r.tbl.ShownScore(), m.View(0).Score(0); got != want {
		t.Errorf("score shown = %d, want %d", got, want)
	}
	for id, name := range []string{"pick", "place", "flip", "reveal", "score", "error", "turn"} {
		if id == sndError || id == sndScore {
			continue
		}
		if snd.played[id] == 0 {
			t.Errorf("the %s sound never played in a whole game", name)
		}
	}
	t.Logf("%d moves at fast animation; sounds %v", moves, snd.played)
}

// TestKioskIdleTableAsksThenGoesHome: on a kiosk, a table left alone asks
// whether anyone is still there after scenes.KioskStillIdle and goes home
// (where the title starts the attract loop) after scenes.KioskLeaveIdle,
// both counted on the App's clock, not in ticks.
func TestKioskIdleTableAsksThenGoesHome(t *testing.T) {
	m := newMatch(t, 4, "human", "bot:random")
	r, h := newHomeRig(t, New(m).(*Table), m, 3)
	r.app.Kiosk = true
	scenetest.TickClock(r.app, time.Second)
	scenetest.Do(r.app.Touch)
	r.step(int(scenes.KioskStillIdle/time.Second) - 2)
	if r.tbl.still {
		t.Fatalf("the table asks whether anyone is there after %v idle, want %v", r.app.IdleFor(), scenes.KioskStillIdle)
	}
	r.step(3)
	if !r.tbl.still {
		t.Fatalf("the table does not ask whether anyone is there after %v idle", r.app.IdleFor())
	}
	r.step(int((scenes.KioskLeaveIdle-scenes.KioskStillIdle)/time.Second) + 1)
	if r.scr.Root.Top() != scenes.Scene(h) {
		t.Errorf("after %v idle the top is %T, want the home scene", r.app.IdleFor(), r.scr.Root.Top())
	}
}
