package menu

import "starboard/scenes"

// fit makes a menu screen use the window. The logical canvas keeps at
// least 1280 by 720 units, so on a 4:3 window (1280 by 960) or a portrait
// one (1280 by 2276) a screen laid out for 1280 by 720 fills a small part
// of it, drawn small. A screen that says the size its content needs is
// laid out instead on a virtual canvas zoom times smaller than the logical
// one, and drawn zoom times larger: the content grows until it meets the
// canvas on one side.
//
// The screen calls in at the top of Update (and uses the context it
// returns), begin and end around Draw, and out on its targets.
type fit struct {
	zoom  float64
	ctx   scenes.Context
	saved [3]float64 // the canvas's scale, width and height while zoomed
}

// maxZoom caps how much a screen grows.
const maxZoom = 2.4

// set works out the zoom for a canvas of w by h and content of need[0]
// by need[1]; it is never below 1, so nothing shrinks, and 1 on a canvas
// of the base height.
func (f *fit) set(w, h float64, need [2]float64) {
	needW, needH := need[0], need[1]
	f.zoom = 1
	// A window of 16:9 or wider keeps the layout it was made for.
	if needW > 0 && needH > 0 && h > scenes.BaseH*1.05 {
		f.zoom = max(1, min(maxZoom, w/needW, h/needH))
	}
}

// in returns ctx as the screen sees it: the virtual canvas and the pointer
// in its units.
func (f *fit) in(ctx *scenes.Context, need [2]float64) *scenes.Context {
	f.set(ctx.W, ctx.H, need)
	f.ctx = *ctx
	z := f.zoom
	c := &f.ctx
	c.W, c.H = ctx.W/z, ctx.H/z
	c.In.X, c.In.Y = ctx.In.X/z, ctx.In.Y/z
	c.In.PressX, c.In.PressY = ctx.In.PressX/z, ctx.In.PressY/z
	return c
}

// begin makes c the virtual canvas until end: the same pixels, a larger
// scale, a smaller size in units.
func (f *fit) begin(c *scenes.Canvas, sh *shell, need [2]float64) {
	f.set(c.W, c.H, need)
	f.saved = [3]float64{c.Scale, c.W, c.H}
	sh.art.base = c.Scale
	c.Scale *= f.zoom
	c.W, c.H = c.W/f.zoom, c.H/f.zoom
}

// end restores the canvas begin changed.
func (f *fit) end(c *scenes.Canvas) {
	c.Scale, c.W, c.H = f.saved[0], f.saved[1], f.saved[2]
}

// out turns the targets of dst from index from into logical units.
func (f *fit) out(dst []scenes.Target, from int) []scenes.Target {
	z := f.zoom
	if z == 0 || z == 1 {
		return dst
	}
	for i := from; i < len(dst); i++ {
		r := &dst[i].Rect
		r.X, r.Y, r.W, r.H = r.X*z, r.Y*z, r.W*z, r.H*z
	}
	return dst
}

// tall reports whether a canvas of w by h is a portrait one, where screens
// stack what sits side by side on a wide one. The virtual canvas of a fit
// has the shape of the logical one, so a screen asks the same of both.
func tall(w, h float64) bool { return h > 1.3*w }
