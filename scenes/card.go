package scenes

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"starboard/scenes/input"
	"starboard/sprites"
)

// CardArt draws one side of a card in the card's local units, the box
// (0, 0) to (w, h). The canvas may be scaled (a zoomed card): images
// rendered at c.Px sizes stay sharp.
type CardArt func(c *Canvas, w, h float64, faceUp bool)

// Card animation lengths, in ticks.
const (
	CardFlipTicks = 20
	CardZoomTicks = 16
)

// CardView is a card on screen: a node that draws the face or the back
// through Art, turns over with an animation, and opens in a large centred
// view on a long press, closed by a tap or Esc.
type CardView struct {
	Node   *Node
	ID     int // the caller's, to know which card this is
	FaceUp bool
	Art    CardArt
	// Selected draws the card ringed in the accent colour.
	Selected bool
	// Lift, from 0 to 1, deepens the shadow of a card raised off the table.
	Lift float64
	// Key, when set, explains the card in words beside its large view
	// (what its symbols do): DrawZoom leaves area free for it, right of
	// the card, or under it on a tall canvas, and calls Key once the view
	// has opened.
	Key func(c *Canvas, area Rect)

	now      int64
	flip     Tween // 0 to 1 while turning over
	flipping bool
	zoom     Tween // 0 (in place) to 1 (large and centred)
	zooming  bool  // the large view is showing or closing
	zoomOpen bool
}

// NewCardView returns a face-up card of w by h units drawn by art, its
// pivot at its centre.
func NewCardView(id int, w, h float64, art CardArt) *CardView {
	cv := &CardView{Node: NewNode(w, h).Centered(), ID: id, FaceUp: true, Art: art}
	cv.Node.ID = id
	cv.Node.Paint = cv.paint
	return cv
}

// Flip turns the card over, starting at tick now.
func (cv *CardView) Flip(now int64) {
	cv.FaceUp = !cv.FaceUp
	cv.flip = Tween{From: 0, To: 1, Start: now, Ticks: CardFlipTicks, Ease: EaseInOut}
	cv.flipping = true
}

// Flipping reports whether the card is turning over.
func (cv *CardView) Flipping() bool { return cv.flipping }

// OpenZoom starts showing the card large in the middle of the screen.
func (cv *CardView) OpenZoom(now int64) {
	if cv.zoomOpen {
		return
	}
	from := cv.zoomAt(now)
	cv.zoom = Tween{From: from, To: 1, Start: now, Ticks: CardZoomTicks, Ease: EaseOut}
	cv.zooming, cv.zoomOpen = true, true
}

// CloseZoom sends the large view back to the card's place.
func (cv *CardView) CloseZoom(now int64) {
	if !cv.zoomOpen {
		return
	}
	from := cv.zoomAt(now)
	cv.zoom = Tween{From: from, To: 0, Start: now, Ticks: CardZoomTicks, Ease: EaseInOut}
	cv.zoomOpen = false
}

// Zoomed reports whether the large view is open (or opening).
func (cv *CardView) Zoomed() bool { return cv.zoomOpen }

// ZoomShowing reports whether the large view is on screen, opening,
// open or closing.
func (cv *CardView) ZoomShowing() bool { return cv.zooming }

func (cv *CardView) zoomAt(now int64) float64 {
	if !cv.zooming {
		return 0
	}
	return cv.zoom.At(now)
}

// Update runs the card's animations to ctx.Tick and reads the pointer: a
// long press on the card opens the large view; a tap or Esc closes it. It
// reports whether it took the input, which it does while the large view
// shows. The card's tree is taken to be drawn on the canvas untransformed.
// A hand runs its own cards: call Update only for cards outside one.
func (cv *CardView) Update(ctx *Context) bool {
	cv.advance(ctx.Tick)
	if cv.zoomOpen {
		if ctx.In.Tap || ctx.In.Has(input.Back) {
			cv.CloseZoom(ctx.Tick)
		}
		return true
	}
	if ctx.In.LongPress && !cv.Node.Hidden && cv.Node.Contains(ctx.In.X, ctx.In.Y) {
		cv.OpenZoom(ctx.Tick)
		return true
	}
	return cv.zooming
}

// advance moves the flip and zoom to tick now.
func (cv *CardView) advance(now int64) {
	cv.now = now
	if cv.flipping && cv.flip.Done(now) {
		cv.flipping = false
	}
	if cv.zooming && !cv.zoomOpen && cv.zoom.Done(now) {
		cv.zooming = false
	}
}

// side returns the side showing and how wide the card looks, from 1 (flat
// on the table) to 0 (edge on), halfway through a flip.
func (cv *CardView) side() (faceUp bool, width, lift float64) {
	if !cv.flipping {
		return cv.FaceUp, 1, 0
	}
	t := cv.flip.Progress(cv.now)
	faceUp = cv.FaceUp
	if t < 0.5 {
		faceUp = !faceUp
	}
	return faceUp, math.Abs(math.Cos(t * math.Pi)), math.Sin(t * math.Pi)
}

// paint draws the card in place; while the large view shows, the card is
// out of its place.
func (cv *CardView) paint(c *Canvas, n *Node) {
	if cv.zooming {
		return
	}
	faceUp, width, lift := cv.side()
	if width < 0.02 {
		return // edge on
	}
	w, h := n.W, n.H
	grow := 1 + 0.1*lift
	var g ebiten.GeoM
	g.Translate(-w/2, -h/2)
	g.Scale(width*grow, grow)
	g.Translate(w/2, h/2)
	c.Push(g)
	depth := math.Max(cv.Lift, lift)
	drawCardShadow(c, w, h, 3+4*depth, 5+12*depth, 0.75+0.25*depth)
	c.Miniature(true) // a long press shows it large
	cv.Art(c, w, h, faceUp)
	c.Miniature(false)
	if cv.Selected {
		drawCardRing(c, w, h)
	}
	c.Pop()
}

// Colours turned into interface values once: a conversion per frame
// would allocate.
var (
	selectedInk color.Color = ColAccent
	shadowInk   color.Color = color.RGBA{0, 0, 0, 0xb0}
)

func cardRadius(w float64) float64 { return math.Max(6, w*0.08) }

// cardShadows holds the soft shadows of cards by their size in device
// pixels, rounded up to steps of 32 so that a growing card reuses them.
var cardShadows = map[[2]int]*ebiten.Image{}

// drawCardShadow draws the soft shadow of a w by h card, offset by dx, dy,
// under what the canvas draws next. It is an image, rendered once per
// size: drawing a path between images costs more.
func drawCardShadow(c *Canvas, w, h, dx, dy, alpha float64) {
	pw := (c.Px(w) + 31) / 32 * 32
	ph := int(float64(pw)*h/w + 0.5)
	blur := 0.06 * float64(pw)
	margin := math.Ceil(blur*1.8) + 3
	key := [2]int{pw, ph}
	img := cardShadows[key]
	if img == nil {
		if len(cardShadows) >= 64 {
			clear(cardShadows)
		}
		img = sprites.NewImage(float64(pw+2*int(margin)), float64(ph+2*int(margin)))
		p := sprites.RoundRectPath(margin, margin, float64(pw), float64(ph), cardRadius(w)*float64(pw)/w)
		sprites.SoftShadow(img, p, blur, shadowInk)
		cardShadows[key] = img
	}
	k := w / float64(pw) // local units per pixel of the image
	m := margin * k
	c.ImageIn(img, Rect{dx - m, dy - m, w + 2*m, float64(ph)*k + 2*m}, alpha)
}

// cardRings holds the rings of selected cards by their size in device
// pixels, rounded up to steps of 8. A stroked path drawn every frame would
// allocate inside Ebitengine; an image drawn does not.
var cardRings = map[[2]int]*ebiten.Image{}

// drawCardRing rings a selected w by h card in the accent colour: a line
// 4 units wide along the card's edge, 2 units out.
func drawCardRing(c *Canvas, w, h float64) {
	const out, line = 2.0, 4.0
	ow, oh := w+2*out+line, h+2*out+line // the ring's outer box
	pw := (c.Px(ow) + 7) / 8 * 8
	ph := int(float64(pw)*oh/ow + 0.5)
	key := [2]int{pw, ph}
	img := cardRings[key]
	if img == nil {
		if len(cardRings) >= 64 {
			clear(cardRings)
		}
		img = sprites.NewImage(float64(pw), float64(ph))
		k := float64(pw) / ow // pixels per local unit
		p := sprites.RoundRectPath(line/2*k, line/2*k, (w+2*out)*k, (h+2*out)*k, (cardRadius(w)+out)*k)
		var op vector.DrawPathOptions
		op.AntiAlias = true
		op.ColorScale.ScaleWithColor(selectedInk)
		sprites.StrokePath(img, p, &vector.StrokeOptions{Width: float32(line * k), LineJoin: vector.LineJoinRound}, &op)
		cardRings[key] = img
	}
	c.ImageIn(img, Rect{-out - line/2, -out - line/2, ow, oh}, 1)
}

// zoomPose returns where the large view is at progress t: from the card's
// place on the canvas (t = 0) to the middle (t = 1).
func (cv *CardView) zoomPose(cw, ch, t float64) Pose {
	from := cv.Node.WorldPose()
	g := cv.Node.World()
	from.X, from.Y = g.Apply(cv.Node.W/2, cv.Node.H/2)
	to, _ := cv.zoomTo(cw, ch)
	lerp := func(a, b float64) float64 { return a + (b-a)*t }
	return Pose{X: lerp(from.X, to.X), Y: lerp(from.Y, to.Y), Scale: lerp(from.Scale, to.Scale), Rotation: lerp(from.Rotation, 0), Alpha: 1}
}

// zoomTo returns where the large view opens on a cw by ch canvas, and the
// room left for its Key (empty without one).
func (cv *CardView) zoomTo(cw, ch float64) (Pose, Rect) {
	w, h := cv.Node.W, cv.Node.H
	if cv.Key == nil {
		size := math.Min(0.74*ch/h, 0.6*cw/w)
		return Pose{X: cw / 2, Y: ch/2 - 14, Scale: size, Alpha: 1}, Rect{}
	}
	const gap = 28.0
	if cw < ch {
		// Tall: the card at the top, the key under it and its hint.
		size := math.Min(0.44*ch/h, 0.8*cw/w)
		top := 0.04 * ch
		kw := math.Min(cw-2*gap, 760)
		ky := top + h*size + 64
		return Pose{X: cw / 2, Y: top + h*size/2, Scale: size, Alpha: 1},
			Rect{X: (cw - kw) / 2, Y: ky, W: kw, H: ch - ky - gap}
	}
	kw := math.Min(0.42*cw, 480)
	size := math.Min(0.74*ch/h, math.Min(0.6*cw, cw-kw-3*gap)/w)
	total := w*size + gap + kw
	x0 := (cw - total) / 2
	top := ch/2 - 14 - h*size/2
	return Pose{X: x0 + w*size/2, Y: ch/2 - 14, Scale: size, Alpha: 1},
		Rect{X: x0 + w*size + gap, Y: top, W: kw, H: ch - top - gap}
}

// DrawZoom draws the large view over the whole canvas, if it shows. Call
// it on an untransformed canvas, after everything it should cover.
func (cv *CardView) DrawZoom(c *Canvas) {
	if !cv.zooming {
		return
	}
	t := cv.zoom.At(cv.now)
	c.ImageIn(zoomShade(), Rect{0, 0, c.W, c.H}, 0.85*t)
	p := cv.zoomPose(c.W, c.H, t)
	w, h := cv.Node.W, cv.Node.H
	var g ebiten.GeoM
	g.Translate(-w/2, -h/2)
	g.Scale(p.Scale, p.Scale)
	g.Rotate(p.Rotation)
	g.Translate(p.X, p.Y)
	c.Push(g)
	drawCardShadow(c, w, h, 4, 10, 1)
	cv.Art(c, w, h, cv.FaceUp)
	c.Pop()
	if t > 0.6 && c.App != nil && c.App.Text != nil {
		c.PushFaded(ebiten.GeoM{}, (t-0.6)/0.4)
		// Legible however small the canvas draws (a phone's read about
		// 6 px, the nineteenth review).
		hs := c.AtLeast(18)
		k := hs / 18
		tw, _ := c.Measure(zoomHint, hs)
		y := p.Y + h*p.Scale/2 + 14*k
		c.ImageIn(zoomHintPanel(c, tw+32*k, 36*k), Rect{p.X - tw/2 - 16*k, y - 6*k, tw + 32*k, 36 * k}, 1)
		c.Text(zoomHint, p.X, y, hs, ColDim, Center)
		if cv.Key != nil {
			_, r := cv.zoomTo(c.W, c.H)
			cv.Key(c, r)
		}
		c.Pop()
	}
}

const zoomHint = "Tap anywhere or press Esc to close"

// The shade behind the large view and the panel of its hint are images
// made once: filling paths every frame would allocate inside Ebitengine.
var (
	shadeImg     *ebiten.Image
	hintPanelImg *ebiten.Image
	hintPanelKey [2]int
)

func zoomShade() *ebiten.Image {
	if shadeImg == nil {
		img := ebiten.NewImage(3, 3)
		img.Fill(ColShade)
		shadeImg = img.SubImage(img.Bounds().Inset(1)).(*ebiten.Image)
	}
	return shadeImg
}

// zoomHintPanel returns the pill under the hint, w units wide and h high.
func zoomHintPanel(c *Canvas, w, h float64) *ebiten.Image {
	key := [2]int{c.Px(w), c.Px(h)}
	if hintPanelImg == nil || key != hintPanelKey {
		if hintPanelImg != nil {
			hintPanelImg.Deallocate()
		}
		hintPanelImg = ebiten.NewImage(key[0], key[1])
		k := float64(key[1]) / 36
		var op vector.DrawPathOptions
		op.AntiAlias = true
		op.ColorScale.ScaleWithColor(ColPanel)
		sprites.FillPath(hintPanelImg, sprites.RoundRectPath(0, 0, float64(key[0]), float64(key[1]), 18*k), nil, &op)
		hintPanelKey = key
	}
	return hintPanelImg
}
