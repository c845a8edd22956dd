package scenes_test

import (
	"image/color"
	"image/png"
	"math"
	"os"
	"path/filepath"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"starboard/scenes"
	"starboard/scenes/input"
	"starboard/scenes/scenetest"
	godsart "starboard/sprites/gods"
)

// table is a scene with a hand of cards at the bottom and two places to
// play them at the top: a small card table to try the widgets on.
type table struct {
	deck   *demoDeck
	hand   *scenes.Hand
	board  *scenes.Node // cards played
	pads   []scenes.Rect
	labels []string
	events []scenes.HandEvent
}

func newTable(cards int) *table {
	tb := &table{deck: newDemoDeck(), board: scenes.NewNode(0, 0), labels: []string{"Play", "Discard"}}
	tb.board.Passive = true
	tb.hand = scenes.NewHand(cardW, cardH)
	for i := 0; i < cards; i++ {
		tb.hand.Add(tb.deck.card(i, i%len(kindLines)))
	}
	return tb
}

func (tb *table) layout(w, h float64) {
	tb.hand.Node.X, tb.hand.Node.Y, tb.hand.Width = w/2, h, math.Min(w*0.7, 900)
	pw, ph := cardW+40.0, cardH+52.0
	tb.pads = append(tb.pads[:0], scenes.Rect{X: 60, Y: 96, W: pw, H: ph}, scenes.Rect{X: w - 60 - pw, Y: 96, W: pw, H: ph})
	tb.hand.Targets = tb.hand.Targets[:0]
	for _, p := range tb.pads {
		tb.hand.Targets = append(tb.hand.Targets, scenes.DropTarget{Rect: p})
	}
}

func (tb *table) Update(ctx *scenes.Context) scenes.Change {
	tb.layout(ctx.W, ctx.H)
	ev := tb.hand.Update(ctx)
	if ev.Kind != scenes.HandNothing {
		tb.events = append(tb.events, ev)
	}
	if ev.Kind == scenes.HandDropped {
		n := tb.board.Add(ev.View.Node)
		x, y := tb.pads[ev.Target].Center()
		n.Animate(ctx.Tick, scenes.GlideTo(scenes.Pose{X: x, Y: y + 12, Scale: 1, Alpha: 1}, 16, scenes.EaseOut))
	}
	tb.board.Update(ctx.Tick)
	return scenes.Stay
}

func (tb *table) Draw(c *scenes.Canvas) {
	pal := godsart.Palette
	c.Fill(pal.Table)
	// A felt under the hand, fading in, and a sprinkle of stars.
	const bands = 26
	for i := 0; i < bands; i++ {
		t := float64(i+1) / bands
		c.Rect(scenes.Rect{Y: c.H - 260 + 10*float64(i), W: c.W, H: 10}, faded(color.RGBA{0x1a, 0x26, 0x48, 0xff}, 0.85*t*t))
	}
	for i := 0; i < 70; i++ {
		x, y := float64((i*397)%1270)+5, float64((i*233)%440)+8
		c.Circle(x*c.W/1280, y, 0.6+float64(i%4)*0.35, faded(pal.Link, 0.2+float64((i*37)%60)/100))
	}
	c.Bold("A hand of cards", 60, 28, 30, scenes.ColText, scenes.Left)
	c.Text("drag a card to play it · tap to choose · hold for a closer look", 60+250, 38, 18, scenes.ColDim, scenes.Left)
	for i, p := range tb.pads {
		col := scenes.ColBorder
		if tb.hand.Over() == i {
			col = pal.Highlight
			c.RoundRect(p.Inset(-6), 20, faded(pal.Highlight, 0.18))
		}
		c.RoundRect(p, 16, color.RGBA{0x12, 0x19, 0x2e, 0xff})
		c.RoundRectStroke(p, 16, 2, col)
		c.Text(tb.labels[i], p.X+p.W/2, p.Y+8, 18, scenes.ColDim, scenes.Center)
	}
	tb.board.Draw(c)
	tb.hand.Draw(c)
}

// faded returns c at opacity a, premultiplied as color.RGBA wants.
func faded(c color.RGBA, a float64) color.RGBA {
	k := func(v uint8) uint8 { return uint8(float64(v) * a) }
	return color.RGBA{k(c.R), k(c.G), k(c.B), k(c.A)}
}

// tableRig drives a table through a scene root and a script.
type tableRig struct {
	t      *testing.T
	tb     *table
	script *input.Script
	scr    *scenetest.Screen
}

func newTableRig(t *testing.T, cards int) *tableRig {
	r := &tableRig{t: t, tb: newTable(cards), script: new(input.Script)}
	app := &scenes.App{Text: spriteText, Settings: scenes.DefaultSettings()}
	scenetest.Do(func() {
		r.scr = scenetest.NewScreen(scenes.NewRoot(app, r.tb, r.script), 1280, 720)
	})
	r.step(3)
	r.tb.hand.Snap()
	return r
}

// step runs n ticks and draws the last.
func (r *tableRig) step(n int) {
	r.t.Helper()
	var err error
	scenetest.Do(func() {
		for i := 0; i < n && err == nil; i++ {
			r.scr.Root.LayoutF(1280, 720)
			err = r.scr.Root.Update()
		}
		r.scr.Root.Draw(r.scr.Image)
		r.scr.Image.At(0, 0)
	})
	if err != nil {
		r.t.Fatal(err)
	}
}

// play runs the queued input and then ticks more.
func (r *tableRig) play(then int) {
	r.step(r.script.Len() + then)
}

func (r *tableRig) events(kind scenes.HandEventKind) []scenes.HandEvent {
	var out []scenes.HandEvent
	for _, e := range r.tb.events {
		if e.Kind == kind {
			out = append(out, e)
		}
	}
	return out
}

func (r *tableRig) pixel(x, y float64) color.RGBA {
	var c color.RGBA
	scenetest.Do(func() { c = r.scr.Frame().RGBAAt(int(x), int(y)) })
	return c
}

func TestTapSelectsAndTapAgainLetsGo(t *testing.T) {
	r := newTableRig(t, 7)
	x, y := r.tb.hand.SlotCenter(2)
	r.script.Tap(x, y)
	r.play(12)
	taps := r.events(scenes.HandTapped)
	if len(taps) != 1 || taps[0].Card != 2 || r.tb.hand.Selected() != 2 {
		t.Fatalf("after a tap on card 2: taps %+v, selected %d", taps, r.tb.hand.Selected())
	}
	if cx, cy := r.tb.hand.Card(2).Node.WorldPose().X, r.tb.hand.Card(2).Node.WorldPose().Y; cy >= y-10 || math.Abs(cx-x) > 30 {
		t.Errorf("the selected card sits at %.0f,%.0f, want it raised above its place %.0f,%.0f", cx, cy, x, y)
	}
	r.script.Tap(x, y)
	r.play(12)
	if r.tb.hand.Selected() != -1 || len(r.events(scenes.HandTapped)) != 2 {
		t.Errorf("a second tap: selected %d, want -1", r.tb.hand.Selected())
	}
}

func TestDragOntoATargetDropsTheCard(t *testing.T) {
	r := newTableRig(t, 7)
	id := r.tb.hand.Card(4).ID
	x, y := r.tb.hand.SlotCenter(4)
	tx, ty := r.tb.pads[1].Center()
	r.script.Drag(x, y, tx, ty, 16)
	r.step(r.script.Len() - 1)
	if r.tb.hand.Over() != 1 {
		t.Errorf("with the card held over the Discard pad, Over() = %d, want 1", r.tb.hand.Over())
	}
	if a := r.tb.hand.Card(4).Node.Pose().Alpha; a >= 0.8 {
		t.Errorf("the card held over the pad has opacity %.2f: it hides the pad", a)
	}
	r.play(20)
	drops := r.events(scenes.HandDropped)
	if len(drops) != 1 || drops[0].Card != 4 || drops[0].Target != 1 || drops[0].View.ID != id {
		t.Fatalf("drops = %+v, want card 4 (id %d) on target 1", drops, id)
	}
	if r.tb.hand.Len() != 6 {
		t.Errorf("the hand holds %d cards after the drop, want 6", r.tb.hand.Len())
	}
	if a := drops[0].View.Node.Pose().Alpha; a != 1 {
		t.Errorf("the played card keeps opacity %.2f", a)
	}
	if p := drops[0].View.Node.WorldPose(); !r.tb.pads[1].Contains(p.X, p.Y) {
		t.Errorf("the played card rests at %.0f,%.0f, outside the pad %+v", p.X, p.Y, r.tb.pads[1])
	}
}

func TestRefusedDropFliesBack(t *testing.T) {
	r := newTableRig(t, 7)
	var asked [][2]int
	r.tb.hand.Accept = func(card, target int) bool {
		asked = append(asked, [2]int{card, target})
		return false
	}
	x, y := r.tb.hand.SlotCenter(3)
	tx, ty := r.tb.pads[0].Center()
	r.script.Drag(x, y, tx, ty, 12)
	r.play(2)
	refused := r.events(scenes.HandRefused)
	if len(refused) != 1 || refused[0].Card != 3 || refused[0].Target != 0 || len(asked) != 1 || asked[0] != [2]int{3, 0} {
		t.Fatalf("refused = %+v, Accept asked %v; want card 3 on target 0", refused, asked)
	}
	if r.tb.hand.Len() != 7 {
		t.Fatalf("a refused card left the hand: %d cards", r.tb.hand.Len())
	}
	p := r.tb.hand.Card(3).Node.WorldPose()
	if math.Hypot(p.X-x, p.Y-y) < 100 {
		t.Errorf("two ticks after the drop the card is already at %.0f,%.0f, near its place: it should fly back", p.X, p.Y)
	}
	r.step(40)
	p = r.tb.hand.Card(3).Node.WorldPose()
	if math.Hypot(p.X-x, p.Y-y) > 0.5 || r.tb.hand.Card(3).Node.Animating() {
		t.Errorf("the refused card rests at %.1f,%.1f, want its place %.1f,%.1f", p.X, p.Y, x, y)
	}
}

func TestDragWithinTheHandReorders(t *testing.T) {
	r := newTableRig(t, 7)
	id := r.tb.hand.Card(1).ID
	x0, y0 := r.tb.hand.SlotCenter(1)
	x1, _ := r.tb.hand.SlotCenter(5)
	r.script.Drag(x0, y0, x1, y0, 12)
	r.play(20)
	moves := r.events(scenes.HandMoved)
	if len(moves) != 1 || moves[0].Card != 1 || moves[0].To != 5 {
		t.Fatalf("moves = %+v, want card 1 to place 5", moves)
	}
	if got := r.tb.hand.Card(5).ID; got != id {
		t.Errorf("card at place 5 is %d, want %d", got, id)
	}
}

func TestLongPressZoomsAndTapCloses(t *testing.T) {
	r := newTableRig(t, 7)
	cx, cy := 640.0, 360.0
	before := r.pixel(cx, cy)
	x, y := r.tb.hand.SlotCenter(2)
	r.script.LongPress(x, y)
	r.play(scenes.CardZoomTicks + 4)
	zooms := r.events(scenes.HandZoomed)
	if len(zooms) != 1 || zooms[0].Card != 2 || r.tb.hand.Zoomed() != r.tb.hand.Card(2) {
		t.Fatalf("zooms = %+v, want card 2 in the large view", zooms)
	}
	if got := r.pixel(cx, cy); got == before {
		t.Errorf("the middle of the screen is still %v with a card zoomed", got)
	}
	// Taps go to the large view, not to the cards under it.
	x3, y3 := r.tb.hand.SlotCenter(3)
	r.script.Tap(x3, y3)
	r.play(scenes.CardZoomTicks + 4)
	if r.tb.hand.Zoomed() != nil || len(r.events(scenes.HandTapped)) != 0 {
		t.Fatalf("after a tap: zoomed %v, taps %d; want the view closed and no tap on a card", r.tb.hand.Zoomed() != nil, len(r.events(scenes.HandTapped)))
	}
	if got := r.pixel(cx, cy); got != before {
		t.Errorf("the middle of the screen is %v after closing, want %v as before", got, before)
	}
}

func TestEscClosesTheZoom(t *testing.T) {
	r := newTableRig(t, 5)
	r.tb.hand.Zoom(0)
	r.step(scenes.CardZoomTicks)
	r.script.Key(input.Back)
	r.play(scenes.CardZoomTicks + 2)
	if r.tb.hand.Zoomed() != nil {
		t.Error("Esc left the large view open")
	}
}

// pointerAt is an input source with the mouse resting at one place.
type pointerAt struct{ x, y float64 }

func (p pointerAt) Raw(func(x, y float64) (float64, float64)) input.Raw {
	return input.Raw{X: p.x, Y: p.y, Present: true}
}

// shoot saves the screen at w by h as a PNG in dir.
func (r *tableRig) shoot(dir, name string, w, h int) {
	r.t.Helper()
	if err := os.MkdirAll(dir, 0o755); err != nil {
		r.t.Fatal(err)
	}
	var err error
	scenetest.Do(func() {
		scr := scenetest.NewScreen(r.scr.Root, w, h)
		defer scr.Image.Deallocate()
		if err = scr.Step(1); err != nil {
			return
		}
		var f *os.File
		if f, err = os.Create(filepath.Join(dir, name+".png")); err != nil {
			return
		}
		defer f.Close()
		err = png.Encode(f, scr.Frame())
	})
	if err != nil {
		r.t.Fatal(err)
	}
}

// TestScreenshots writes the widgets demo to $STARBOARD_SHOTS: a fanned
// hand of seven cards, one lifted under the mouse and one zoomed, and a
// card already played.
func TestScreenshots(t *testing.T) {
	dir := os.Getenv("STARBOARD_SHOTS")
	if dir == "" {
		t.Skip("set STARBOARD_SHOTS to a directory to write screenshots")
	}
	r := newTableRig(t, 8)
	x, y := r.tb.hand.SlotCenter(3)
	px, py := r.tb.pads[0].Center()
	r.script.Drag(x, y, px, py, 12)
	r.play(30)
	if r.tb.hand.Len() != 7 {
		t.Fatalf("the demo hand holds %d cards, want 7", r.tb.hand.Len())
	}
	hx, hy := r.tb.hand.SlotCenter(0)
	r.scr.Root.SetSource(pointerAt{hx, hy - 30})
	r.step(20)
	r.shoot(dir, "widgets-hand-lifted", 1280, 720)
	r.tb.hand.Zoom(1)
	r.step(scenes.CardZoomTicks + 4)
	r.shoot(dir, "widgets-hand", 1280, 720)
}

// BenchmarkHandFrame measures one Update and one Draw of a hand of seven
// cards with the mouse sweeping over it, card after card lifting.
func BenchmarkHandFrame(b *testing.B) {
	tb := newTable(7)
	tb.layout(1280, 720)
	tb.hand.Snap()
	x0, y0 := tb.hand.SlotCenter(0)
	x1, _ := tb.hand.SlotCenter(6)
	app := &scenes.App{Text: spriteText}
	scenetest.Do(func() {
		dst := ebiten.NewImage(1280, 720)
		defer dst.Deallocate()
		c := &scenes.Canvas{Dst: dst, Scale: 1, W: 1280, H: 720, App: app}
		ctx := &scenes.Context{W: 1280, H: 720, App: app}
		frame := func() {
			ctx.Tick++
			ctx.In = input.Frame{X: x0 + (x1-x0)*float64(ctx.Tick%120)/120, Y: y0, Present: true}
			tb.hand.Update(ctx)
			dst.Fill(scenes.ColBackground)
			tb.hand.Draw(c)
		}
		for i := 0; i < 130; i++ { // every card lifted once: its images rendered
			frame()
			dst.At(0, 0)
		}
		b.ReportAllocs()
		b.ResetTimer()
		for b.Loop() {
			frame()
			b.StopTimer()
			dst.At(0, 0)
			b.StartTimer()
		}
	})
}
