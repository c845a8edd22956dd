package gods

import (
	"fmt"
	"strings"
	"testing"

	"starboard/rules/gods"
	"starboard/scenes"
	"starboard/scenes/scenetest"
)

// TestWhyNotSaysWhyAPlaceIsRefused asks the board why taps make no move
// while a person places: a space before a pawn is picked up, the white
// space for an element pawn, a space of another continent, and the
// continent set aside.
func TestWhyNotSaysWhyAPlaceIsRefused(t *testing.T) {
	r, s := placing(t)
	b := board(s)
	d := b.view.Designated()
	if d < 0 {
		t.Fatal("no continent designated")
	}
	putDown(r, b)
	if why := b.WhyNot(spacePlace(int16(d), 0)); !strings.Contains(why, "First tap the pawn") {
		t.Errorf("a space tapped with no pawn picked up: %q, want the pawn first", why)
	}
	j := -1
	for k := 0; k < gods.HandSize; k++ {
		if p := b.view.Hand(b.Viewer, k).Pawn; p != gods.NoPawn && gods.KindOf(p) != gods.Oxygen {
			j = k
			break
		}
	}
	if j < 0 {
		t.Skip("the hand holds only Oxygen")
	}
	r.Tap(b.HandSlot(j))
	r.Step(2)
	if b.chosen() != j {
		t.Fatalf("the pawn of slot %d is not picked up (chosen %d)", j, b.chosen())
	}
	if why := b.WhyNot(spacePlace(int16(d), gods.WhiteSpace)); b.view.At(d, gods.WhiteSpace).Pawn == gods.NoPawn && !strings.Contains(why, "only an Oxygen") {
		t.Errorf("the free white space for %v: %q, want Oxygen only", gods.KindOf(b.view.Hand(b.Viewer, j).Pawn), why)
	}
	other := (d + 1) % gods.Continents
	if b.view.SetAside() == other {
		other = (other + 1) % gods.Continents
	}
	if why := b.WhyNot(spacePlace(int16(other), 0)); !strings.Contains(why, "continent "+contLetters[d]) {
		t.Errorf("a space of continent %s: %q, want the designated continent named", contLetters[other], why)
	}
	if a := b.view.SetAside(); a >= 0 {
		if why := b.WhyNot(place{kind: plCont, a: int8(a)}); !strings.Contains(why, "set aside") {
			t.Errorf("the continent set aside: %q", why)
		}
	}
}

// TestHintMatchesWhatGlows checks the words of a placement: until a pawn
// is picked up they say to tap a pawn (the pawns glow, not the spaces).
func TestHintMatchesWhatGlows(t *testing.T) {
	if h := hints["place"]; !strings.HasPrefix(h, "Tap a pawn") {
		t.Errorf("the hint before a pawn is picked up is %q, want it to begin with tapping a pawn", h)
	}
	if h := hintsChosen["place"]; !strings.Contains(h, "glowing space") {
		t.Errorf("the hint once a pawn is picked up is %q, want the glowing spaces", h)
	}
}

// TestATapOnTheBoardBeforePointingSaysToPointFirst: while the active seat
// is to point at a pawn, a tap on a space or a continent says so.
func TestATapOnTheBoardBeforePointingSaysToPointFirst(t *testing.T) {
	_, s := waitingTo(t, "indicate")
	b := board(s)
	for c := range gods.Continents {
		if c == b.view.SetAside() {
			continue
		}
		if why := b.WhyNot(spacePlace(int16(c), 0)); !strings.Contains(why, "First point at") {
			t.Errorf("a space of continent %d while pointing: %q", c, why)
		}
	}
}

// TestRefusalGoesWhenThePlayerMovesOn taps a space before picking a pawn:
// the reason shows near the pointer, stays while the pointer rests
// there, and goes when the pointer moves well away.
func TestRefusalGoesWhenThePlayerMovesOn(t *testing.T) {
	r, s := placing(t)
	b := board(s)
	d := b.view.Designated()
	if d < 0 {
		t.Fatal("no continent designated")
	}
	putDown(r, b)
	space := b.SpaceRect(d, 0)
	refused := func() {
		t.Helper()
		r.Tap(space)
		r.Step(2)
		if msg, on := s.Toast(); !on || !strings.Contains(msg, "First tap the pawn") {
			t.Fatalf("a space tapped with no pawn picked up says %q (shown %v)", msg, on)
		}
	}
	refused()
	x, y := space.Center()
	r.Script.Rest(x+20, y, 20)
	r.Play()
	if _, on := s.Toast(); !on {
		t.Error("the reason went while the pointer stayed near it")
	}
	r.Script.Rest(x+400, y+200, 4)
	r.Play()
	if _, on := s.Toast(); on {
		t.Error("the reason stays after the pointer moved well away")
	}
}

// putDown puts down the pawn the table picked up for the player (the one
// pointed at): a second tap on it drops it.
func putDown(r *scenetest.Rig, b *Table) {
	if j := b.chosen(); j >= 0 {
		r.Tap(b.HandSlot(j))
		r.Tap(b.HandSlot(j))
	}
	if j := b.chosen(); j >= 0 {
		r.T.Fatalf("slot %d stays picked up after two taps on it", j)
	}
}

// TestSetAsideRefusalNearTheTap taps the continent set aside while
// designating, at the sizes where the other three glow round it: the
// reason shows beside the tap, not across the board (the ninth review
// read it 500 px away, at the bottom), over the continent's own tag
// rather than half over it.
func TestSetAsideRefusalNearTheTap(t *testing.T) {
	r, s := waitingTo(t, "designate")
	b := board(s)
	aside := b.view.SetAside()
	if aside < 0 {
		t.Skip("no continent is set aside at this prompt")
	}
	for _, sz := range [][2]int{{1280, 720}, {800, 600}, {1920, 1080}} {
		r.W, r.H = float64(sz[0]), float64(sz[1])
		r.Step(4)
		at := b.lay.cont[aside]
		// Its title band, clear of its spaces, and its middle (where the
		// tenth review tapped and the reason covered the hand's needs).
		for k, y := range []float64{at.Y + 24, at.Y + at.H/2} {
			x := at.X + at.W/2
			r.Script.Tap(x, y)
			r.Play()
			r.Step(1)
			msg, on := s.Toast()
			where, near := s.ToastPlace()
			if !on || !near || !strings.Contains(msg, "set aside") {
				t.Fatalf("%v: a tap on the continent set aside says %q (shown %v, near the pointer %v)", sz, msg, on, near)
			}
			tap := scenes.Rect{X: x - 16, Y: y - 16, W: 32, H: 32}
			if gap := where.Gap(tap); gap > 150 {
				t.Errorf("%v: the reason lands %.0f px from the tap (%v, tap at %.0f,%.0f)", sz, gap, where, x, y)
			}
			if where.Overlaps(b.lay.bar) {
				t.Errorf("%v: the reason %v covers the hand's strip %v", sz, where, b.lay.bar)
			}
			if tag := b.asideAt; where.Overlaps(tag) && !within(tag, where) {
				t.Errorf("%v: the reason %v half covers the set-aside tag %v, which says the same (the twelfth review): over it whole or beside it", sz, where, tag)
			}
			for c := range gods.Continents {
				if c != aside && where.Overlaps(b.lay.cont[c]) {
					t.Errorf("%v: the reason %v covers continent %c %v, lit for the choice", sz, where, 'A'+c, b.lay.cont[c])
				}
			}
			r.Shoot(fmt.Sprintf("gods-refusal-aside-%dx%d-%d", sz[0], sz[1], k), sz[0], sz[1])
			r.Script.Rest(x+500, y+300, 4)
			r.Play()
		}
	}
}

// TestSetAsideBacteriaExplainThemselves rests the mouse on the Bacteria
// in the set-aside continent's tag: a tooltip says what they wait
// for (the thirteenth review found nothing there).
func TestSetAsideBacteriaExplainThemselves(t *testing.T) {
	r, s := waitingTo(t, "designate")
	b := board(s)
	if b.view.SetAside() < 0 {
		t.Skip("no continent is set aside at this prompt")
	}
	r.W, r.H = 1280, 720
	r.Step(4)
	r.ShootSizes("gods-aside")
	tag := b.asideAt
	if tag.W == 0 {
		t.Fatal("the set-aside tag was not drawn")
	}
	x, y := tag.X+14, tag.Y+tag.H/2
	tip := func() bool {
		_, text, on := b.Tooltip()
		return on && strings.Contains(text, "Bacteria go into the bag")
	}
	if !r.HoverUntil(x, y, tipDelay, tip) {
		_, text, on := b.Tooltip()
		t.Fatalf("the Bacteria beside the set-aside tag at %.0f,%.0f explain nothing: %q (shown %v)", x, y, text, on)
	}
}

// TestPointingAsksFirst: a point shows a pawn's colour to everyone and
// cannot be taken back, so a tap on a pawn asks first; Cancel leaves the
// hand as it was and the answer makes the point.
func TestPointingAsksFirst(t *testing.T) {
	r, s := waitingTo(t, "indicate")
	b := board(s)
	slot := -1
	for _, mv := range s.Legal() {
		if mv.Kind == gods.MoveIndicate {
			slot = int(mv.A)
			break
		}
	}
	if slot < 0 {
		t.Fatal("no pawn to point at")
	}
	target := func(name string) (scenes.Rect, bool) {
		for _, tg := range s.Targets(nil) {
			if strings.HasPrefix(tg.Name, name) {
				return tg.Rect, true
			}
		}
		return scenes.Rect{}, false
	}
	before := r.M.Moves()
	r.Tap(b.HandSlot(slot))
	r.Step(2)
	if r.M.Moves() != before {
		t.Fatal("a tap on a pawn pointed at it without asking")
	}
	cancel, ok := target("ask/cancel")
	if !ok {
		t.Fatalf("no question after a tap on a pawn; targets %v", s.Targets(nil))
	}
	r.Tap(cancel)
	r.Step(2)
	if r.M.Moves() != before || len(s.Legal()) == 0 {
		t.Fatal("Cancel made a move")
	}
	r.Tap(b.HandSlot(slot))
	r.Step(2)
	point, ok := target("ask/point-at")
	if !ok {
		t.Fatalf("the question has no Point button; targets %v", s.Targets(nil))
	}
	r.Tap(point)
	r.Step(2)
	if r.M.Moves() == before {
		t.Fatal("the answer made no move")
	}
}

// TestEveryNeedLineShows picks up a pawn of a full hand while placing, at
// every size: the hint then takes more room, and every pawn's need line
// must still be drawn (the eleventh review saw the third one vanish).
func TestEveryNeedLineShows(t *testing.T) {
	r, s := placing(t)
	b := board(s)
	for _, sz := range scenetest.Sizes {
		r.W, r.H = float64(sz[0]), float64(sz[1])
		r.DrawEvery = 1
		r.Step(4)
		putDown(r, b)
		for j := 0; j < gods.HandSize; j++ {
			if p := b.view.Hand(b.Viewer, j).Pawn; p == gods.NoPawn || gods.KindOf(p) == gods.Oxygen {
				continue
			}
			r.Tap(b.HandSlot(j))
			r.Step(2)
			break
		}
		if j := b.chosen(); j < 0 {
			t.Fatalf("%v: no pawn picked up", sz)
		}
		if b.needsDrawn != gods.HandSize {
			t.Errorf("%v, a pawn picked up: %d need lines drawn for a hand of %d", sz, b.needsDrawn, gods.HandSize)
		}
		r.Tap(b.HandSlot(b.chosen()))
		r.Step(2)
		if b.needsDrawn != gods.HandSize {
			t.Errorf("%v: %d need lines drawn for a hand of %d", sz, b.needsDrawn, gods.HandSize)
		}
	}
}

// TestATapOnAPawnWhileDesignatingSaysWhy: while a person designates the
// continent for the active god, a tap on their own pawn says why it does
// nothing (the eleventh review found it silent).
func TestATapOnAPawnWhileDesignatingSaysWhy(t *testing.T) {
	r, s := waitingTo(t, "designate")
	b := board(s)
	r.Tap(b.HandSlot(0))
	r.Step(1)
	if msg, on := s.Toast(); !on || !strings.Contains(msg, "continent") {
		t.Errorf("a tap on a pawn while designating says %q (shown %v)", msg, on)
	}
}

// TestWhiteSpaceRefusalBesideTheTap picks up an element pawn and taps the
// designated continent's white space at every size: the reason lands
// beside the tap (the fourteenth review read it ~270 px away, over
// continent D, at 1920x1080).
func TestWhiteSpaceRefusalBesideTheTap(t *testing.T) {
	r, s := placing(t)
	b := board(s)
	d := b.view.Designated()
	putDown(r, b)
	j := -1
	for k := 0; k < gods.HandSize; k++ {
		if p := b.view.Hand(b.Viewer, k).Pawn; p != gods.NoPawn && gods.KindOf(p) != gods.Oxygen {
			j = k
			break
		}
	}
	if d < 0 || j < 0 || b.view.At(d, gods.WhiteSpace).Pawn != gods.NoPawn {
		t.Skip("no element pawn in hand, or the white space is taken")
	}
	for _, sz := range scenetest.Sizes {
		r.W, r.H = float64(sz[0]), float64(sz[1])
		r.Step(4)
		if b.chosen() != j {
			r.Tap(b.HandSlot(j))
			r.Step(2)
		}
		space := b.SpaceRect(d, gods.WhiteSpace)
		x, y := space.Center()
		r.Script.Tap(x, y)
		r.Play()
		r.Step(1)
		msg, on := s.Toast()
		where, near := s.ToastPlace()
		if !on || !near || !strings.Contains(msg, "only an Oxygen") {
			t.Fatalf("%v: a tap on the white space says %q (shown %v, near %v)", sz, msg, on, near)
		}
		tap := scenes.Rect{X: x - 16, Y: y - 16, W: 32, H: 32}
		if gap := where.Gap(tap); gap > 40 {
			t.Errorf("%v: the reason lands %.0f units from the tap (%v, tap at %.0f,%.0f)", sz, gap, where, x, y)
		}
		r.Shoot(fmt.Sprintf("gods-refusal-white-%dx%d", sz[0], sz[1]), sz[0], sz[1])
		r.Script.Rest(x+500, y+300, 4)
		r.Play()
	}
}
