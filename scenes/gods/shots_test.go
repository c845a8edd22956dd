package gods

import (
	"os"
	"testing"

	"starboard/rules"
	"starboard/rules/gods"
	"starboard/scenes/input"
	"starboard/scenes/scenetest"
)

// shoot saves the screen at w by h as a PNG in $STARBOARD_SHOTS.
func (r *rig) shoot(name string, w, h int) {
	r.t.Helper()
	if dir := os.Getenv("STARBOARD_SHOTS"); dir != "" {
		if err := scenetest.Shoot(r.scr.Root, dir, name, w, h, r.w, r.h); err != nil {
			r.t.Fatal(err)
		}
	}
}

// playUntil plays through the screen until done says stop.
func (r *rig) playUntil(seed uint64, done func() bool) {
	rng := rules.NewRNG(seed)
	for guard := 0; guard < 20000 && !done(); guard++ {
		if r.tbl.ResultsShown() {
			return
		}
		if r.tbl.Passing() != rules.NoSeat {
			r.tap(r.tbl.ButtonRect(ButtonContinue))
			continue
		}
		seat, ready := r.tbl.Waiting()
		if !ready {
			r.step(4)
			continue
		}
		legal := r.m.Legal(seat)
		r.perform(legal[rng.IntN(len(legal))], guard)
	}
}

func TestScreenshots(t *testing.T) {
	if os.Getenv("STARBOARD_SHOTS") == "" {
		t.Skip("set STARBOARD_SHOTS to a directory to write screenshots")
	}
	m := newMatch(t, 5, "human", "bot:random", "bot:random")
	r := newRig(t, m, 640, 360, 3)
	r.playUntil(5, func() bool {
		_, ready := r.tbl.Waiting()
		return ready && r.m.Moves() > 28 && r.tbl.prompt.Kind == "place"
	})
	// Pick up a pawn so the legal spaces glow, and rest the pointer on a
	// board pawn for its tooltip.
	if j := r.tbl.SelectedSlot(); j < 0 {
		r.tap(r.tbl.HandSlot(0))
	}
	// Rest the pointer on a pawn of another seat's hand for its tooltip.
	x, y := r.tbl.lay.handMini(1, 1)
	r.script.Tap(x, y).Wait(40)
	r.play()
	r.shoot("gods-table-1280x720", 1280, 720)
	r.shoot("gods-table-1920x1080", 1920, 1080)
	r.shoot("gods-table-720x1280", 720, 1280)
	r.shoot("gods-table-1024x768", 1024, 768)
	r.shoot("gods-table-800x600", 800, 600)
	r.shoot("gods-table-1080x1920", 1080, 1920)
	r.shoot("gods-table-2560x1440", 2560, 1440)
	// The player aid, opened from its button and closed again.
	r.tap(r.tbl.AidButton())
	r.shoot("gods-aid-1280x720", 1280, 720)
	r.shoot("gods-aid-1080x1920", 1080, 1920)
	r.shoot("gods-aid-800x600", 800, 600)
	r.script.Key(input.Back)
	r.play()
	// A pawn of the hand shown large after a long press, then put back.
	hd := r.tbl.hv.hand
	x, y = r.tbl.HandSlot(hd.Card(hd.Len() - 1).ID).Center()
	r.script.LongPress(x, y)
	r.play()
	r.step(30)
	r.shoot("gods-hand-zoom-1280x720", 1280, 720)
	r.shoot("gods-hand-zoom-720x1280", 720, 1280)
	r.script.Key(input.Back)
	r.play()
	r.step(30)
	r.tbl.oxy = oxygenChoice{open: true, pawn: 21}
	r.tbl.oxyText = "Its action: " + actionText[gods.Exchange]
	r.shoot("gods-oxygen-1280x720", 1280, 720)
	r.tbl.oxy.open = false
	r.tbl.passTo = 1
	r.shoot("gods-pass-1280x720", 1280, 720)
	r.tbl.passTo = rules.NoSeat
	now := r.tbl.now
	r.tbl.anim = anim{on: true, kind: anBacteria, pawn: 24, caption: "Bruno draws a Bacteria", start: now - 30, end: now + 200, space: -1, slot: -1, cont: -1}
	r.shoot("gods-bacteria-1280x720", 1280, 720)
	r.tbl.anim = anim{}

	// A pawn in flight, at normal speed.
	r.app.Settings.AnimationSpeed = 1
	legal := r.m.Legal(r.m.ToMove())
	for _, mv := range legal {
		if mv.Kind == gods.MovePlace && mv.C != gods.WhiteSpace {
			x0, y0 := r.tbl.HandSlot(int(mv.A)).Center()
			x1, y1 := r.tbl.SpaceRect(int(mv.B), int(mv.C)).Center()
			r.script.Drag(x0, y0, x1, y1, 8)
			break
		}
	}
	for r.script.Len() > 2 {
		r.step(1)
	}
	r.shoot("gods-hand-drag-1280x720", 1280, 720)
	for r.script.Len() > 0 {
		r.step(1)
	}
	r.step(12)
	r.shoot("gods-flight-1280x720", 1280, 720)

	// The final reveal under way.
	r.app.Settings.AnimationSpeed = 3
	r.playUntil(5, func() bool {
		left := 0
		for i := range r.tbl.mod.hands {
			for _, p := range r.tbl.mod.hands[i] {
				if p.on {
					left++
				}
			}
		}
		return r.tbl.mod.bagN == 0 && left <= 2
	})
	r.app.Settings.AnimationSpeed = 1
	r.playUntil(5, func() bool { return r.m.Over() })
	for i := 0; i < 400 && r.tbl.anim.kind != anFlip; i++ {
		r.step(1)
	}
	for i := 0; i < 200 && !(r.tbl.mod.revealed[1][2] != 0 && r.tbl.anim.kind == anFlip); i++ {
		r.step(2)
	}
	r.step(8)
	r.shoot("gods-reveal-1280x720", 1280, 720)
	r.playUntil(5, func() bool { return r.tbl.ResultsShown() })
	r.step(200)
	r.shoot("gods-results-1280x720", 1280, 720)
	r.shoot("gods-results-1920x1080", 1920, 1080)
}
