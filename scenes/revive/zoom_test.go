package revive

import (
	"strings"
	"testing"

	"starboard/rules"
	rv "starboard/rules/revive"
	"starboard/scenes"
	"starboard/scenes/scenetest"
)

// A long press reads large what is drawn small: a citizen card of the
// display, a module, a technology, the back of a face-down tile.
func TestZoomReadsSmallThingsLarge(t *testing.T) {
	m := scenetest.NewMatch(t, rv.Title, 4, nil, "human", "bot:random")
	r := scenetest.ReadyRig(t, m, New(m))
	b := r.Table.(*Shell).Board().(*Table)
	fp := -1
	for f := 0; f < rv.Footprints() && fp < 0; f++ {
		if !b.view.Explored(f) {
			fp = f
		}
	}
	for name, at := range map[string]struct{ x, y float64 }{
		"citizen card": center(b.lay.cards[0].X, b.lay.cards[0].Y, b.lay.cards[0].W, b.lay.cards[0].H),
		"module":       center(b.lay.mods[0].X, b.lay.mods[0].Y, b.lay.mods[0].W, b.lay.mods[0].H),
		"technology":   center(b.lay.big.techs[4].X, b.lay.big.techs[4].Y, b.lay.big.techs[4].W, b.lay.big.techs[4].H),
		"tile back":    {b.lay.hexX[b.tileAt[fp]], b.lay.hexY[b.tileAt[fp]]},
		"other board":  center(b.lay.minis[0].X, b.lay.minis[0].Y, b.lay.minis[0].W, b.lay.minis[0].H),
		"large place":  center(b.lay.large[0].X, b.lay.large[0].Y, b.lay.large[0].W, b.lay.large[0].H),
	} {
		if cv := b.Zoom(at.x, at.y); cv == nil {
			t.Errorf("a long press on the %s shows nothing large", name)
		}
	}
	// A module or a machine token shown large is worded too: what its
	// tooltip says under it (the twelfth review held a token and read
	// nothing).
	for name, rr := range map[string]scenes.Rect{"module": b.lay.mods[0], "machine token": b.lay.tokens[0][0]} {
		x, y := rr.Center()
		if cv := b.Zoom(x, y); cv == nil || cv.Node.H <= 160 {
			t.Errorf("a long press on a %s on offer shows %+v, not the piece with its words", name, cv)
		}
	}
	if cv := b.Zoom(-50, -50); cv != nil {
		t.Errorf("a long press off the table shows something")
	}
	x, y := b.lay.big.techs[4].Center()
	r.Script.LongPress(x, y)
	r.Step(40)
	r.Shoot("revive-zoom-1280x720", 1280, 720)
	r.Tap(b.lay.big.head) // closes it
	r.Step(40)
	x, y = b.lay.minis[0].Center()
	r.Script.LongPress(x, y)
	r.Step(40)
	r.Shoot("revive-zoom-board-1280x720", 1280, 720)
	r.Shoot("revive-zoom-board-800x600", 800, 600)
	r.Tap(b.lay.big.head)
	r.Step(40)
	x, y = b.lay.tokens[0][0].Center()
	r.Script.LongPress(x, y)
	r.Step(40)
	r.Shoot("revive-zoom-token-1280x720", 1280, 720)
}

// A mouse resting on a part of the board shown large words what it is
// and does.
func TestTipWordsTheBoard(t *testing.T) {
	m := scenetest.NewMatch(t, rv.Title, 4, nil, "human", "bot:random")
	r := scenetest.ReadyRig(t, m, New(m))
	b := r.Table.(*Shell).Board().(*Table)
	for name, at := range map[string]scenes.Rect{
		"machine track": b.lay.big.cells[1][0],
		"Machine":       b.lay.big.machines[3],
		"Technology":    b.lay.big.techs[1],
		"Hibernation":   b.lay.big.hib[2],
		"Card slot":     b.lay.big.slots[2],
	} {
		x, y := at.Center()
		key := b.tipAt(x, y)
		if key < 0 {
			t.Errorf("no tooltip over the %s", name)
			continue
		}
		if title, body := b.describe(key); !strings.Contains(title, name) || body == "" {
			t.Errorf("the tooltip over the %s reads %q, %q", name, title, body)
		}
	}
	// A card's tooltip says what that card does, not what its row is
	// (the twelfth review read "Active cards · 3 to play" over each).
	bd := &b.boards[b.focus]
	for name, c := range map[string]struct {
		at scenes.Rect
		id int
	}{
		"active card":  {b.lay.big.activeCell(0, len(bd.Active)), bd.Active[0]},
		"citizen card": {b.lay.cards[1], b.citizen[1]},
	} {
		x, y := c.at.Center()
		title, body := b.describe(b.tipAt(x, y))
		cd := rv.CardOf(c.id)
		if !strings.Contains(title, cd.Name) || !strings.Contains(body, "top half: "+gainWords(cd.Top)) || !strings.Contains(body, "bottom half: "+gainWords(cd.Bottom)) {
			t.Errorf("the tooltip over the %s %s reads %q, %q", name, cd.Name, title, body)
		}
	}
	r.Tap(b.lay.big.cells[1][0])
	r.Step(40)
	r.Shoot("revive-tip-track-1280x720", 1280, 720)
	x, y := b.lay.big.activeCell(0, len(bd.Active)).Center()
	r.Hover(x, y, tipDelay+4)
	r.Shoot("revive-tip-card-1280x720", 1280, 720)
}

func center(x, y, w, h float64) struct{ x, y float64 } {
	return struct{ x, y float64 }{x + w/2, y + h/2}
}

// A mouse resting on a space of the map names it and says what it does.
func TestTipNamesTheSpace(t *testing.T) {
	m := scenetest.NewMatch(t, rv.Title, 4, nil, "human", "bot:random")
	r := scenetest.ReadyRig(t, m, New(m))
	b := r.Table.(*Shell).Board().(*Table)
	chasm := -1
	for h := 0; h < rv.Spaces(); h++ {
		if b.view.Terrain(h) == rv.Chasm {
			chasm = h
		}
	}
	cx, cy := b.lay.hexRect(chasm).Center()
	r.Script.Rest(cx, cy, 4) // the pointer rests there: a click would hush the tooltip
	r.Play()
	r.Step(10)
	for i := 0; i < 100; i++ {
		if _, shown := r.Table.(*Shell).Toast(); !shown {
			break // the reason for the tap speaks first; then the tooltip
		}
		r.Step(10)
	}
	if x, y, on := r.Table.(*Shell).Hovering(); !on || !b.lay.hexRect(chasm).Contains(x, y) {
		t.Fatalf("the pointer does not rest on the chasm: %.0f, %.0f, %v", x, y, on)
	}
	r.Shoot("revive-tip-1280x720", 1280, 720)
}

// Each of the four kinds of action has a button that says how; the free
// actions have none, and glow on the board whenever no kind is chosen.
func TestKindsAreExplained(t *testing.T) {
	b := &Table{}
	for _, k := range []uint8{rv.MovePlay, rv.MoveBuild, rv.MoveExplore, rv.MovePopulate} {
		kind := b.MoveKind(rules.Move{Kind: k})
		if kind == "" || b.Explain(kind) == "" {
			t.Errorf("move kind %d: kind %q is not explained", k, kind)
		}
	}
	for _, k := range []uint8{rv.MoveMachine, rv.MoveCrate, rv.MoveTrade, rv.MoveAbility} {
		if kind := b.MoveKind(rules.Move{Kind: k}); kind != "" {
			t.Errorf("free move kind %d has a button %q", k, kind)
		}
	}
}

// A long press on a citizen card shows it large with what it does in
// words: each half's gain and its ring, not its icons alone.
func TestZoomedCardIsWorded(t *testing.T) {
	words := strings.Join(cardWords(cardNamed("Forager")), "\n")
	for _, want := range []string{"card slot", "Top: 2 food.", "Bottom: 1 green step."} {
		if !strings.Contains(words, want) {
			t.Errorf("the words of Forager do not say %q:\n%s", want, words)
		}
	}
	for id := 0; id < rv.NumCards; id++ {
		if rv.CardOf(id).Slot && !strings.Contains(strings.Join(cardWords(id), " "), "ring") {
			t.Errorf("the words of %s do not explain its ring", rv.CardOf(id).Name)
		}
	}
	m := scenetest.NewMatch(t, rv.Title, 4, nil, "human", "bot:random")
	r := scenetest.ReadyRig(t, m, New(m))
	b := r.Table.(*Shell).Board().(*Table)
	x, y := b.lay.cards[0].Center()
	if cv := b.Zoom(x, y); cv == nil || cv.Node.H < 400 {
		t.Fatalf("a long press on a card of the display shows %+v, not the card with its words", cv)
	}
	r.Script.LongPress(x, y)
	r.Step(40)
	r.Shoot("revive-zoom-card-1280x720", 1280, 720)
}

// The words of a gain say the plural of a thing counted more than once.
func TestGainWordsPlural(t *testing.T) {
	g := rv.Gain{AnyTrack: 2, Crate: 1}
	g.Res[rv.Crystal] = 1
	if got, want := gainWords(g), "1 crystal, 2 steps on any track, 1 crate"; got != want {
		t.Errorf("gainWords = %q, want %q", got, want)
	}
}
