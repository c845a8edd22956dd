package gods

import (
	"image/color"
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"starboard/rules"
	"starboard/rules/gods"
	"starboard/scenes"
	"starboard/scenes/table"
)

// handView is the hand shown (handSeat) on screen: a scenes.Hand of pawn
// tiles, one tile per occupied slot, each tile's card ID its slot.
type handView struct {
	hand  *scenes.Hand
	tiles [gods.HandSize]*scenes.CardView
	gone  *scenes.Node        // tiles that left the hand, fading out
	seat  rules.Seat          // whose pawns the tiles show
	in    [gods.HandSize]bool // the tile was put in the hand

	// slot is where a tap finds each slot's tile, on the canvas.
	slot [gods.HandSize]scenes.Rect

	// A tile dropped on a space, until its placement is shown.
	leaving      int
	dropX, dropY float64
	dropR        float64

	// The words of the tile shown large.
	zoomSlot  int
	zoomKind  string
	zoomLines []string
}

// Tile shapes, as parts of the tile.
const (
	tileRound   = 0.1  // corner radius, of the width
	tileTapY    = 0.8  // where a tap finds a tile, down its height
	zoomPlateY  = 0.36 // the pawn's centre in the large view, down its height
	zoomPlateR  = 0.25 // the pawn's radius in the large view, of the height
	zoomTitleY  = 0.68
	zoomTextTop = 0.77
	zoomTitle   = 0.062 // text sizes in the large view, of the height
	zoomText    = 0.047
	zoomLead    = 1.22 // line spacing, of the text size
)

var (
	colTile       = color.RGBA{0x1a, 0x21, 0x35, 0xff}
	colTileChosen = color.RGBA{0x3a, 0x2e, 0x12, 0xff}
)

func (t *Table) initHand() {
	hv := &t.hv
	hv.hand = scenes.NewHand(1, 1)
	hv.hand.Reorder = false
	hv.hand.Low = true
	hv.gone = scenes.NewNode(0, 0)
	hv.gone.Passive = true
	hv.seat = rules.NoSeat
	hv.leaving = -1
	hv.zoomSlot = -1
	for j := range hv.tiles {
		hv.tiles[j] = scenes.NewCardView(j, 1, 1, func(c *scenes.Canvas, w, h float64, faceUp bool) {
			t.drawTile(c, j, w, h, faceUp)
		})
	}
}

// placeHand fits the hand to the layout.
func (t *Table) placeHand() {
	l := &t.lay
	hd := t.hv.hand
	hd.CardW, hd.CardH = l.tileW, l.tileH
	hd.Width = l.fan.W - 8
	hd.Node.X, hd.Node.Y = l.fan.X+l.fan.W/2, l.foot
	for _, cv := range t.hv.tiles {
		cv.Node.W, cv.Node.H = l.tileW, l.tileH
		cv.Node.Centered()
	}
	t.hv.zoomSlot = -1
	t.syncHand()
	hd.Snap()
	t.tapRects()
}

// handSeatOf returns the seat whose hand a board of viewer shows at view:
// the viewer's own, or on a board that looks on (a big screen), the seat
// the turn is about: the seat to move, but the active god while the seat
// before designates where it places. NoSeat once the game is over.
func handSeatOf(view *gods.State, viewer rules.Seat) rules.Seat {
	switch {
	case viewer != rules.NoSeat:
		return viewer
	case view.Over():
		return rules.NoSeat
	case view.ToMove() == view.Active() || view.Prompt().Kind == "designate":
		return view.Active()
	}
	return view.ToMove()
}

// handSeat returns the seat whose hand is shown, or NoSeat.
func (t *Table) handSeat() rules.Seat { return t.handOf }

// watched reports whether the hand shown is another seat's, on a board
// that looks on: its needs stay hidden and its title names the seat.
func (t *Table) watched() bool { return t.Viewer == rules.NoSeat }

// handShown reports whether a hand is on screen.
func (t *Table) handShown() bool {
	return t.view != nil && t.handOf != rules.NoSeat
}

// wantTile reports whether slot j of the hand shown has a tile.
func (t *Table) wantTile(j int) bool {
	seat := t.handSeat()
	return t.handShown() && t.pieceIn(seat, j).on && j != t.hv.leaving && !t.anim.hidesSlot(seat, j)
}

// tileIndex returns the place in the hand of slot j's tile, or -1.
func (t *Table) tileIndex(j int) int {
	hd := t.hv.hand
	for i := 0; i < hd.Len(); i++ {
		if hd.Card(i).ID == j {
			return i
		}
	}
	return -1
}

// syncHand gives the hand a tile for each pawn the model holds in the
// hand shown: tiles of emptied slots fade away, new ones rise into the
// fan, and a new seat's hand is laid out at once.
func (t *Table) syncHand() {
	hv := &t.hv
	hd := hv.hand
	snap := hv.seat != t.handSeat()
	if snap {
		for hd.Len() > 0 {
			hd.Remove(hd.Len() - 1)
		}
		for gone := hv.gone.Children(); len(gone) > 0; gone = hv.gone.Children() {
			gone[len(gone)-1].Detach()
		}
		hv.seat = t.handSeat()
		hv.in = [gods.HandSize]bool{}
	}
	for j, cv := range hv.tiles {
		if hv.in[j] && t.tileIndex(j) < 0 && cv.Node.Parent() == nil {
			// The hand let the tile go: it was dropped on a space. The
			// pawn goes on from where it fell.
			hv.in[j] = false
			g := cv.Node.Local()
			px, py, _ := t.tilePawn(cv.Node.W, cv.Node.H, 0)
			hv.dropX, hv.dropY = g.Apply(px, py)
			hv.dropR = t.lay.handR * cv.Node.ScaleX
			hv.leaving = j
			t.fadeTile(cv, 8)
		}
	}
	for i := hd.Len() - 1; i >= 0; i-- {
		if j := hd.Card(i).ID; !t.wantTile(j) {
			hv.in[j] = false
			t.fadeTile(hd.Remove(i), 12)
		}
	}
	for j, cv := range hv.tiles {
		if !t.wantTile(j) || t.tileIndex(j) >= 0 {
			continue
		}
		at := 0
		for at < hd.Len() && hd.Card(at).ID < j {
			at++
		}
		if cv.Node.Parent() != hv.gone {
			// A new pawn: the tile rises from under the fan.
			cv.Node.Stop()
			cv.Node.SetPose(scenes.Pose{X: hd.Node.X, Y: hd.Node.Y + t.lay.tileH/2, Scale: 1, Alpha: 0})
		}
		cv.Node.Detach()
		cv.Node.Layer = 0
		hd.Insert(at, cv)
		hv.in[j] = true
	}
	for i := 0; i < hd.Len(); i++ {
		cv := hd.Card(i)
		up := t.pieceIn(hv.seat, cv.ID).known()
		switch {
		case cv.FaceUp == up:
		case snap:
			cv.FaceUp = up
		default:
			cv.Flip(t.Now)
		}
	}
	if snap {
		hd.Snap()
	}
	if hd.Zoomed() == nil {
		hv.zoomSlot = -1
	}
	hv.gone.Update(t.Now)
	gone := hv.gone.Children()
	for i := len(gone) - 1; i >= 0; i-- {
		if n := gone[i]; !n.Animating() && n.Alpha <= 0 {
			n.Detach()
		}
	}
}

// fadeTile lets a tile that left the hand fade where it is.
func (t *Table) fadeTile(cv *scenes.CardView, ticks int64) {
	t.hv.gone.Add(cv.Node)
	cv.Node.Animate(t.Now, scenes.FadeTo(0, ticks, scenes.Linear))
}

// zoomText words the need of the tile shown large, when it opens.
func (t *Table) zoomText(c *scenes.Canvas, j int) {
	hv := &t.hv
	hv.zoomSlot = j
	p := t.pieceIn(t.handSeat(), j)
	text := kindHidden[p.kind]
	if p.known() {
		text = needText[p.pawn]
	}
	kind, rest, _ := strings.Cut(text, ": ")
	hv.zoomKind = kind
	hv.zoomLines = hv.zoomLines[:0]
	td := c.App.Text
	w, h := t.lay.tileW, t.lay.tileH
	z := zoomScale(c.W, c.H, w, h)
	size := zoomText * h * z
	hv.zoomLines = wrap(td, capital(rest), size, 0.86*w*z, false)
}

func capital(s string) string {
	if s == "" || s[0] < 'a' || s[0] > 'z' {
		return s
	}
	return string(s[0]-'a'+'A') + s[1:]
}

// zoomScale is the scale scenes.CardView shows a w by h card at when it
// is opened large on a cw by ch canvas.
func zoomScale(cw, ch, w, h float64) float64 { return math.Min(0.74*ch/h, 0.6*cw/w) }

// tilePawn returns where the pawn sits on a tile of w by h at zoom
// progress z (0 in the fan, 1 shown large), and its radius.
func (t *Table) tilePawn(w, h, z float64) (x, y, r float64) {
	r0 := t.lay.handR
	x0 := tileStrip*w/2 + 0.11*r0
	return x0 + (w/2-x0)*z, h/2 + (zoomPlateY*h-h/2)*z, r0 + (zoomPlateR*h-r0)*z
}

// handPoint returns the centre and radius of the pawn of slot j on the
// canvas: on its tile where the tile is now, or where it rests in the fan
// when rest is set.
func (t *Table) handPoint(j int, rest bool) (x, y, r float64) {
	t.syncHand()
	hv := &t.hv
	if j == hv.leaving {
		return hv.dropX, hv.dropY, hv.dropR
	}
	i := t.tileIndex(j)
	if i < 0 || t.hv.hand.Len() == 0 {
		f := t.lay.fan
		return f.X + f.W/2, f.Y + f.H/2, t.lay.handR
	}
	n := hv.hand.Card(i).Node
	var g ebiten.GeoM
	if rest {
		n = hv.hand.Slot(i)
		g = n.World()
		g.Concat(hv.hand.Node.World())
	} else {
		g = n.World()
	}
	lx, ly, lr := t.tilePawn(n.W, n.H, 0)
	x, y = g.Apply(lx, ly)
	return x, y, lr * math.Hypot(g.Element(0, 0), g.Element(1, 0))
}

// tileTop returns the top of the tile of slot j on the canvas, where it
// is now.
func (t *Table) tileTop(j int) float64 {
	i := t.tileIndex(j)
	if i < 0 {
		return t.lay.bar.Y
	}
	n := t.hv.hand.Card(i).Node
	g := n.World()
	top := math.Inf(1)
	for _, p := range [4][2]float64{{0, 0}, {n.W, 0}, {0, n.H}, {n.W, n.H}} {
		_, y := g.Apply(p[0], p[1])
		top = math.Min(top, y)
	}
	return top
}

// tapRects keeps, for each tile, a rectangle of the canvas whose centre a
// tap finds the tile at: low in the middle of the tile, on the part the
// next tile leaves in view and where no lifted neighbour reaches.
func (t *Table) tapRects() {
	hv := &t.hv
	hv.slot = [gods.HandSize]scenes.Rect{}
	hd := hv.hand
	w, h := t.lay.tileW, t.lay.tileH
	for i := 0; i < hd.Len(); i++ {
		g := hd.Slot(i).World()
		g.Concat(hd.Node.World())
		x, y := g.Apply(w/2, tileTapY*h)
		rw := math.Max(scenes.MinTarget+4, 0.72*tileStrip*w)
		rh := float64(scenes.MinTarget + 4)
		hv.slot[hd.Card(i).ID] = scenes.Rect{X: x - rw/2, Y: y - rh/2, W: rw, H: rh}
	}
}

// drawTile is the art of the tile of slot j, drawn in its local units: a
// panel in the table's look with the pawn on it, need side up when the
// viewer knows it; large, it words the need too.
func (t *Table) drawTile(c *scenes.Canvas, j int, w, h float64, faceUp bool) {
	seat := t.handSeat()
	if seat == rules.NoSeat {
		return
	}
	a := t.art
	s := canvasZoom(c)
	zmax := zoomScale(c.W, c.H, w, h)
	z := clamp((s-1.3)/(zmax-1.3), 0, 1)
	q, big := 1.0, false
	switch {
	case s > 1.3:
		q, big = math.Ceil(zmax*2)/2, true
	case s > 1.02:
		q = 1.25
	}
	p := t.pieceIn(seat, j)
	light := table.Unlit
	if t.Frame != nil {
		light = t.Frame.Light(slotPlace(j))
	}
	chosen := light == table.Selected
	legal := light != table.Unlit && z == 0
	fill, edge := colTile, colSlotEdge
	switch {
	case chosen:
		fill, edge = colTileChosen, colAccent
	case legal:
		edge = colAccent
	}
	rad := tileRound * w
	a.put(c, a.panelAt(w*q, h*q, rad*q, fill, edge, big), w/2, h/2, q, 1)
	if legal && !chosen {
		a.put(c, a.frame(w*q, h*q, rad*q, colAccent), w/2, h/2, q, t.pulse()*0.8)
	}
	if !p.on || t.anim.hidesSlot(seat, j) {
		return
	}
	x, y, r := t.tilePawn(w, h, z)
	k := q // how much larger than shown the pawn is rendered
	if big {
		k = zoomPlateR * h * q / r
	}
	if !faceUp || !p.known() {
		a.put(c, a.pawnBackAt(p.kind, r*k, big), x, y, k, 1)
	} else {
		a.put(c, a.pawnNeedAt(p.pawn, r*k, big), x, y, k, 1)
		c.Symbol("pawn need", 2*r)
		a.put(c, a.pawnBackAt(p.kind, 0.4*r*k, big), x-0.82*r, y+0.72*r, k, 1)
	}
	if t.indicated() == j && t.active() == seat && !t.finalCheck() && z == 0 {
		// Everyone has seen this pawn's colour.
		u := t.lay.u
		tag := scenes.Rect{X: 5, Y: 5, W: 58 * u, H: 20 * u}
		a.put(c, a.panel(tag.W*q, tag.H*q, 10*u*q, colAccent, colNone), tag.X+tag.W/2, tag.Y+tag.H/2, q, 1)
		c.Bold("shown", tag.X+tag.W/2, tag.Y+2*u, 14*u, scenes.ColBackground, scenes.Center)
	}
	if z < 0.97 || t.hv.hand.Zoomed() == nil || t.hv.hand.Zoomed().ID != j {
		return
	}
	hv := &t.hv
	if hv.zoomSlot != j {
		t.zoomText(c, j)
	}
	c.Bold(hv.zoomKind, w/2, zoomTitleY*h, zoomTitle*h, scenes.ColAccent, scenes.Center)
	ty := zoomTextTop * h
	for _, l := range hv.zoomLines {
		c.Text(l, w/2, ty, zoomText*h, scenes.ColText, scenes.Center)
		ty += zoomText * h * zoomLead
	}
}

// canvasZoom returns how much the canvas transform enlarges, along the
// axis it stretches most.
func canvasZoom(c *scenes.Canvas) float64 {
	g := c.Transform()
	return math.Max(math.Hypot(g.Element(0, 0), g.Element(1, 0)), math.Hypot(g.Element(0, 1), g.Element(1, 1)))
}
