package gods

import (
	"testing"
	"time"

	"starboard/rules"
	"starboard/rules/gods"
	"starboard/scenes"
	"starboard/scenes/input"
	"starboard/scenes/scenetest"
	"starboard/sprites"
)

// TestScreenshots writes the table to $STARBOARD_SHOTS: a person's turn
// with a pawn picked up, the player aid, a pawn shown large, the question
// of an Oxygen's side, a pawn in flight, the final check, the results,
// and the attract table of bots. Without it the test is skipped.
func TestScreenshots(t *testing.T) {
	defer func(n int) { sprites.ImagesPerFrame = n }(sprites.ImagesPerFrame)
	sprites.ImagesPerFrame = 1 << 20 // a shot is one frame at a new size: all its art
	r := scenetest.ShotRig(t, scenetest.Game{Title: gods.Title, Table: New, Seed: 5, Players: []string{"human", "bot:random", "bot:random"}})
	r.DrawEvery = 1 // the flight and the reveal are caught mid-way
	m := r.M
	s := shell(r)
	b := board(s)
	rng := rules.NewRNG(5)
	playUntil := func(done func() bool) {
		for guard := 0; guard < 20000 && !done() && !s.ResultsShown(); guard++ {
			if legal := s.Legal(); len(legal) > 0 {
				r.Perform(legal[rng.IntN(len(legal))], false)
			} else {
				r.Step(4)
			}
		}
	}
	playUntil(func() bool { return len(s.Legal()) > 0 && m.Moves() > 28 && s.Prompt().Kind == "place" })
	// Rest the pointer on a board pawn for its tooltip.
	for c := 0; c < gods.Continents; c++ {
		if p := b.pieceAt(c, 0); p.on {
			x, y := b.SpaceRect(c, 0).Center()
			r.Script.Tap(x, y).Wait(40)
			r.Play()
			break
		}
	}
	r.Shoot("gods-tooltip-1280x720", 1280, 720)
	// Pick up a pawn so the legal spaces glow.
	r.Tap(b.HandSlot(b.hv.hand.Card(0).ID))
	r.ShootSizes("gods-table")
	r.Tap(s.SheetButton())
	r.ShootSizes("gods-aid")
	r.Script.Key(input.Back)
	r.Play()
	hd := b.hv.hand
	x, y := b.HandSlot(hd.Card(hd.Len() - 1).ID).Center()
	r.Script.LongPress(x, y)
	r.Play()
	r.Step(30)
	r.Shoot("gods-hand-zoom-1280x720", 1280, 720)
	r.Shoot("gods-hand-zoom-1080x1920", 1080, 1920)
	r.Script.Key(input.Back)
	r.Play()
	r.Step(30)

	// A pawn in flight, at normal speed.
	r.App.Settings.AnimationSpeed = 1
	for _, mv := range s.Legal() {
		if mv.Kind == gods.MovePlace && mv.C != gods.WhiteSpace {
			x0, y0 := b.HandSlot(int(mv.A)).Center()
			x1, y1 := b.SpaceRect(int(mv.B), int(mv.C)).Center()
			r.Script.Drag(x0, y0, x1, y1, 8)
			break
		}
	}
	for r.Script.Len() > 2 {
		r.Step(1)
	}
	r.Shoot("gods-hand-drag-1280x720", 1280, 720)
	for r.Script.Len() > 0 {
		r.Step(1)
	}
	r.Step(12)
	r.Shoot("gods-flight-1280x720", 1280, 720)

	// An Oxygen for the white space: the table asks which side up.
	r.App.Settings.AnimationSpeed = 3
	asked := false
	playUntil(func() bool {
		for _, mv := range s.Legal() {
			if mv.Kind == gods.MovePlace && mv.D == 1 {
				if b.selectFor(r, mv) {
					asked = true
					return true
				}
			}
		}
		return false
	})
	if asked {
		r.ShootSizes("gods-oxygen")
		r.Script.Key(input.Back)
		r.Play()
	}

	// The final check under way, then the results.
	playUntil(func() bool { return b.bagSize() == 0 && m.Moves() > 60 })
	r.App.Settings.AnimationSpeed = 1
	playUntil(func() bool { return m.Over() })
	for i := 0; i < 2000 && !(b.finalCheck() && b.anim.on && b.anim.kind == anFlip && b.since.validated[1] != 0); i++ {
		r.Step(1)
	}
	r.Step(8)
	r.Shoot("gods-reveal-1280x720", 1280, 720)
	playUntil(func() bool { return false })
	r.Step(60)
	r.ShootSizes("gods-results")
	if rc, ok := scenes.FindTarget(r.Table, "review"); ok {
		r.Tap(rc)
		r.Step(60)
		r.ShootSizes("gods-review")
	}

	// The attract table: bots at play.
	am := pacedMatch(t, 8, 5*time.Millisecond, "bot:random", "bot:random", "bot:random", "bot:random")
	ar := scenetest.NewRig(t, am, NewAttract(am), 640, 360)
	ar.App.Settings.AnimationSpeed = 1
	for i := 0; i < 400 && am.Moves() < 20; i++ {
		ar.Step(5)
	}
	for i := 0; i < 200 && !shell(ar).Playing(); i++ {
		ar.Step(1)
	}
	ar.ShootSizes("gods-bots")
}

// selectFor taps the pawn and the white space of placement mv, which asks
// which side up; it reports whether the question came.
func (t *Table) selectFor(r *scenetest.Rig, mv rules.Move) bool {
	r.Tap(t.HandSlot(int(mv.A)))
	r.Tap(t.SpaceRect(int(mv.B), int(mv.C)))
	return len(shell(r).Asking()) == 2
}
