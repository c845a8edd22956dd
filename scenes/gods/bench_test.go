package gods

import (
	"testing"

	"starboard/rules"
	"starboard/scenes"
	"starboard/scenes/scenetest"
)

// midGame returns a rig on a game of three people, 30 moves in, waiting
// for a placement with a pawn picked up and the legal spaces glowing.
func midGame(b *testing.B, w, h int) *rig {
	m := newMatch(b, 9, "human", "human", "human")
	rng := rules.NewRNG(9)
	for m.Moves() < 30 || m.Prompt().Kind != "place" {
		seat := m.ToMove()
		legal := m.Legal(seat)
		if err := m.Submit(seat, legal[rng.IntN(len(legal))]); err != nil {
			b.Fatal(err)
		}
	}
	r := newRig(b, m, w, h, 1)
	for i := 0; i < 50 && r.tbl.Passing() != rules.NoSeat; i++ {
		r.tap(r.tbl.ButtonRect(ButtonContinue))
	}
	r.step(200)
	if _, ready := r.tbl.Waiting(); !ready {
		b.Fatal("the table is not waiting for a person")
	}
	return r
}

// frames runs f once per benchmark iteration on the game loop. After each
// frame, with the timer stopped, it flushes the drawing commands as the
// end of a real frame does, so ebiten's pools behave as they do in a game.
func frames(b *testing.B, screen *rig, f func()) {
	b.ReportAllocs()
	scenetest.Do(func() {
		for b.Loop() {
			f()
			b.StopTimer()
			screen.scr.Image.At(0, 0)
			b.StartTimer()
		}
	})
}

// BenchmarkTableFrame measures one Update and one Draw of the table scene
// on a mid-game board.
func BenchmarkTableFrame(b *testing.B) {
	r := midGame(b, 1280, 720)
	w, h, scale := r.scr.Root.Size()
	ctx := &scenes.Context{W: w, H: h, App: r.app, Tick: 1000}
	canvas := &scenes.Canvas{Dst: r.scr.Image, Scale: scale, W: w, H: h, App: r.app}
	frames(b, r, func() {
		ctx.Tick++
		r.tbl.Update(ctx)
		r.tbl.Draw(canvas)
	})
}

// BenchmarkRootFrame measures a whole frame through the scene root,
// input tracking and screen fill included.
func BenchmarkRootFrame(b *testing.B) {
	r := midGame(b, 1280, 720)
	frames(b, r, func() {
		r.scr.Root.LayoutF(r.w, r.h)
		if err := r.scr.Root.Update(); err != nil {
			b.Fatal(err)
		}
		r.scr.Root.Draw(r.scr.Image)
	})
}

// BenchmarkFirstFrame measures the first frame of a table: every piece,
// continent and panel rendered into the image cache, then drawn.
func BenchmarkFirstFrame(b *testing.B) {
	r := midGame(b, 1280, 720)
	w, h, scale := r.scr.Root.Size()
	canvas := &scenes.Canvas{Dst: r.scr.Image, Scale: scale, W: w, H: h, App: r.app}
	frames(b, r, func() {
		r.tbl.art = newArt()
		for c := range r.tbl.art.conts {
			r.tbl.art.conts[c] = &contArt{face: r.tbl.view().FaceOf(c), order: r.tbl.order[c]}
		}
		r.tbl.Draw(canvas)
	})
}

// BenchmarkZoomFrame measures a whole frame through the scene root while
// a pawn of the hand is shown large.
func BenchmarkZoomFrame(b *testing.B) {
	r := midGame(b, 1280, 720)
	x, y := r.tbl.HandSlot(r.tbl.hv.hand.Card(0).ID).Center()
	r.script.LongPress(x, y)
	r.play()
	r.step(30)
	if r.tbl.hv.hand.Zoomed() == nil {
		b.Fatal("a long press on a tile did not show its pawn large")
	}
	frames(b, r, func() {
		r.scr.Root.LayoutF(r.w, r.h)
		if err := r.scr.Root.Update(); err != nil {
			b.Fatal(err)
		}
		r.scr.Root.Draw(r.scr.Image)
	})
}
