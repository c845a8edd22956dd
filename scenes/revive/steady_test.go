package revive

import (
	"image"
	"strings"
	"testing"

	"starboard/rules"
	rv "starboard/rules/revive"
	"starboard/scenes"
	"starboard/scenes/scenetest"
	"starboard/scenes/table"
)

// TestButtonsStayPut plays to turns of the seat at the device and reads
// the panel's action buttons at the start of the turn and after the first
// step of an action (exploring, which asks for a citizen card and the
// tile's turn after): the same buttons in the same places, those that may
// not be used now disabled with a reason (the sixth review saw them come,
// go and move through a turn): four, in two rows, so that the log keeps
// its room (the seventh review saw two lines of it under three rows).
func TestButtonsStayPut(t *testing.T) {
	m := scenetest.NewMatch(t, rv.Title, 11, nil, "human", "bot:random", "bot:random")
	r := scenetest.NewRig(t, m, New(m), 1280, 720)
	r.DrawEvery = 8 // the waits for the bots; the buttons are read from a drawn frame
	rng := rules.NewRNG(5)
	sh := r.Table.(*Shell)
	kinds := []string{"Play a card", "Explore", "Populate", "Build"}
	buttons := func() []scenes.Rect {
		drawn(r, 2)
		var out []scenes.Rect
		for _, k := range kinds {
			at, ok := sh.KindButton(k)
			if !ok {
				t.Errorf("no button for %q (prompt %q)", k, m.Prompt().Text)
			}
			out = append(out, at)
		}
		n, rows := 0, map[float64]bool{}
		for _, tg := range sh.Targets(nil) {
			switch tg.Name {
			case "undo", "menu", "sheet-button", "log":
			default:
				n++
				rows[tg.Rect.Y] = true
			}
		}
		if n != 4 || len(rows) != 2 {
			t.Errorf("%d buttons on the panel in %d rows (prompt %q), want 4 in 2", n, len(rows), m.Prompt().Text)
		}
		return out
	}
	checked := 0
	for tries := 0; tries < 20 && checked < 2; tries++ {
		var explore rules.Move
		if !r.PlayUntil(&rng, busy, func(legal []rules.Move) bool {
			found := false
			for _, mv := range legal {
				if mv.Kind == rv.MoveExplore {
					explore, found = mv, true
				}
			}
			return m.Prompt().Kind == "turn" && acted(m.View(0).(*rv.State)) == 0 && found
		}) {
			break
		}
		start := buttons()
		r.Perform(explore, false)
		for j := 0; j < 200 && len(r.Table.Legal()) == 0; j++ {
			r.Step(2)
		}
		if m.Prompt().Seat != 0 {
			continue
		}
		after := buttons()
		for k := range start {
			if start[k] != after[k] {
				t.Errorf("%q moved from %v at the start of the turn to %v after exploring (prompt %q)", kinds[k], start[k], after[k], m.Prompt().Text)
			}
		}
		// A tap on a shut kind says why.
		at, _ := sh.KindButton("Populate")
		r.Tap(at)
		if why, up := sh.Toast(); !up || why == "" {
			t.Errorf("a tap on Populate in the middle of exploring says nothing (prompt %q)", m.Prompt().Text)
		}
		r.Step(250)
		checked++
	}
	if checked == 0 {
		t.Fatal("no turn with a tile to explore came")
	}
}

// TestNoActionLeftShut plays to a turn of the seat at the device with
// both actions taken and a free action left: every kind of action is a
// disabled button that says why, a tap on one making no move (the seventh
// review saw "Play a card" look open with no action left), and End turn a
// button on the panel (the ninth review missed it as a small control on
// the board) in the place it took after the turn's first action (the
// tenth review saw it jump). On the way, a card chosen lights its slots
// with outlines around them (checkOutlines).
func TestNoActionLeftShut(t *testing.T) {
	m := scenetest.NewMatch(t, rv.Title, 11, nil, "human", "bot:random")
	r := scenetest.NewRig(t, m, New(m), 1280, 720)
	r.DrawEvery = 8 // on the way; what is checked is read from drawn frames
	rng := rules.NewRNG(3)
	sh := r.Table.(*Shell)
	outlined := false
	endAt := func() (scenes.Rect, bool) {
		for _, tg := range sh.Targets(nil) {
			if tg.Name == "end-turn" {
				return tg.Rect, true
			}
		}
		return scenes.Rect{}, false
	}
	var afterOne []scenes.Rect
	for i := 0; i < 3000; i++ {
		legal := r.Table.Legal()
		if len(legal) == 0 {
			r.Step(4)
			continue
		}
		if m.Prompt().Kind == "turn" && m.Prompt().Seat == 0 && !outlined && hasPlay(legal) {
			checkOutlines(t, r, legal)
			outlined = true
		}
		if m.Prompt().Kind == "turn" && m.Prompt().Seat == 0 && acted(m.View(0).(*rv.State)) == 1 {
			drawn(r, 2)
			if at, ok := endAt(); ok {
				afterOne = append(afterOne, at)
			}
		}
		if m.Prompt().Kind != "turn" || m.Prompt().Seat != 0 || acted(m.View(0).(*rv.State)) < 2 {
			r.Perform(busy(&rng, legal), false)
			continue
		}
		r.DrawEvery = 1
		r.Step(2)
		r.Shoot("revive-noaction-1280x720", 1280, 720)
		r.Shoot("revive-noaction-800x600", 800, 600)
		var names []string
		for _, tg := range sh.Targets(nil) {
			names = append(names, tg.Name)
		}
		at, ok := endAt()
		if !ok {
			t.Fatalf("no End turn button with no action left (targets %v)", names)
		}
		if len(afterOne) == 0 {
			t.Fatal("End turn never showed after a first action")
		}
		for _, a := range afterOne {
			if a != at {
				t.Errorf("End turn at %v after the first action, at %v with no action left", a, at)
				break
			}
		}
		for _, k := range []string{"Play a card", "Explore", "Populate", "Build"} {
			kb, ok := sh.KindButton(k)
			if !ok {
				t.Errorf("no button for %q with no action left (targets %v)", k, names)
				continue
			}
			moves := m.Moves()
			r.Tap(kb)
			r.Step(2)
			if why, up := sh.Toast(); !up || !strings.Contains(why, "No action left") || m.Moves() != moves {
				t.Errorf("a tap on %q with no action left says %q (up %v), moves %d to %d", k, why, up, moves, m.Moves())
			}
		}
		if p := sh.Board().(*Table).turnPrompt; !strings.Contains(p, "End turn") {
			t.Errorf("the prompt with no action left: %q", p)
		}
		return
	}
	t.Fatal("no turn with both actions taken came")
}

// checkOutlines chooses a card to play and reads the screen: the slots lit
// for it are outlined around their boxes, in the light of a target, and
// none of that light falls inside them over their words (the twenty-third
// review saw "1/3 crystal" cut) nor further out over the words and
// figures beside (the seventh review saw glows cover the "2", "Active
// cards" and "cost 3").
func checkOutlines(t *testing.T, r *scenetest.Rig, legal []rules.Move) {
	t.Helper()
	b := r.Table.(*Shell).Board().(*Table)
	for _, mv := range legal {
		if mv.Kind != rv.MovePlay {
			continue
		}
		where, _ := b.Where(obj{kind: objCard, a: mv.A})
		r.Tap(where)
		break
	}
	drawn(r, 2)
	lit := append([]scenes.Rect(nil), b.Frame.Lit()...)
	var img *image.RGBA
	scenetest.Do(func() { img = r.Screen.Frame() })
	inside, outside := 0, 0
	for y := img.Rect.Min.Y; y < img.Rect.Max.Y; y++ {
		for x := img.Rect.Min.X; x < img.Rect.Max.X; x++ {
			if img.RGBAAt(x, y) != table.LightColor(table.Target, 0) {
				continue
			}
			in := false
			px, py := (float64(x)+0.5)/b.lay.px, (float64(y)+0.5)/b.lay.px
			for _, rc := range lit {
				in = in || rc.Inset(-b.lightWidth()-0.5).Contains(px, py) && !rc.Inset(1).Contains(px, py)
			}
			if in {
				inside++
			} else {
				outside++
			}
		}
	}
	if inside == 0 || outside > 0 {
		t.Errorf("a card chosen: %d pixels of the targets' light inside the %d places lit, %d outside them; want some around their edges, none elsewhere", inside, len(lit), outside)
	}
	r.Tap(where0(b, legal)) // let the card go
}

// where0 is where the first card of legal's plays is.
func where0(b *Table, legal []rules.Move) scenes.Rect {
	for _, mv := range legal {
		if mv.Kind == rv.MovePlay {
			where, _ := b.Where(obj{kind: objCard, a: mv.A})
			return where
		}
	}
	return scenes.Rect{}
}

// drawn runs n steps of r and draws the last, whatever r.DrawEvery.
func drawn(r *scenetest.Rig, n int) {
	every := r.DrawEvery
	r.DrawEvery = 1
	r.Step(n)
	r.DrawEvery = every
}
