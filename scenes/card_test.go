package scenes_test

import (
	"image"
	"testing"

	"starboard/scenes"
	"starboard/scenes/input"
)

// solidArt paints the face red and the back blue.
func solidArt(c *scenes.Canvas, w, h float64, faceUp bool) {
	col := blue
	if faceUp {
		col = red
	}
	c.Rect(scenes.Rect{W: w, H: h}, col)
}

func TestFlipTurnsTheCardEdgeOnHalfway(t *testing.T) {
	cv := scenes.NewCardView(1, 100, 140, solidArt)
	cv.Node.X, cv.Node.Y = 100, 100
	ctx := &scenes.Context{Tick: 100}
	shot := func() *image.RGBA {
		cv.Update(ctx)
		return render(200, 200, 1, cv.Node.Draw)
	}
	if got := shot().RGBAAt(70, 100); got.R < 0xd0 || got.B > 0x40 {
		t.Fatalf("before the flip: %v, want the red face", got)
	}
	cv.Flip(ctx.Tick)
	ctx.Tick += scenes.CardFlipTicks / 2
	if got := shot().RGBAAt(70, 100); got.R > 0x20 || got.B > 0x20 {
		t.Errorf("halfway through the flip, 30 units left of the middle: %v, want the table (the card edge on)", got)
	}
	ctx.Tick += scenes.CardFlipTicks/2 + 1
	if got := shot().RGBAAt(70, 100); got.B < 0xd0 || got.R > 0x50 {
		t.Errorf("after the flip: %v, want the blue back", got)
	}
}

func TestZoomTakesInputUntilClosed(t *testing.T) {
	cv := scenes.NewCardView(1, 100, 140, solidArt)
	cv.Node.X, cv.Node.Y = 200, 200
	ctx := &scenes.Context{Tick: 1, W: 1280, H: 720}
	cv.OpenZoom(ctx.Tick)
	for i := 0; i < 5; i++ {
		ctx.Tick++
		if !cv.Update(ctx) {
			t.Fatal("the open large view let input through")
		}
	}
	ctx.In = input.Frame{Intents: input.Back}
	cv.Update(ctx)
	ctx.In = input.Frame{}
	ctx.Tick += scenes.CardZoomTicks
	if cv.Update(ctx) || cv.ZoomShowing() {
		t.Error("Esc did not close the large view")
	}
}

func TestStandaloneCardZoomsOnLongPress(t *testing.T) {
	cv := scenes.NewCardView(1, cardW, cardH, plainArt)
	cv.Node.X, cv.Node.Y = 300, 300
	ctx := &scenes.Context{Tick: 1, W: 1280, H: 720, In: input.Frame{X: 310, Y: 290, LongPress: true, Down: true, Present: true}}
	if !cv.Update(ctx) || !cv.Zoomed() {
		t.Fatal("a long press on the card did not open the large view")
	}
	ctx.Tick, ctx.In = 40, input.Frame{X: 10, Y: 10, Tap: true, Present: true}
	cv.Update(ctx)
	ctx.Tick, ctx.In = 40+scenes.CardZoomTicks, input.Frame{}
	if cv.Update(ctx); cv.Zoomed() || cv.ZoomShowing() {
		t.Error("a tap did not close the large view")
	}
}
