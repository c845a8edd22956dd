package desolated

import (
	dr "starboard/rules/desolated"
	"starboard/scenes"
	"starboard/scenes/table"
)

// tipState is what the mouse rests on (desktop): a card, shown large
// beside the pointer after a moment as a long press shows it, or a pile,
// named with its count. The words are made when it changes, so a steady
// frame makes none.
type tipState struct {
	on    bool  // something is under the mouse
	kind  uint8 // the card's face kind
	id    int
	pile  int  // 1 + the pile (Landmark, Influence, Material, discards); 0 for a card
	slot  int  // 1 + the Influence slot whose tokens it words; 0 for none
	hand  bool // a card of the hand: the tip keeps off the hand
	keyed bool // the key to the card's symbols showed beside it, in the last frame
	since int64
	text  string      // a pile's words
	at    scenes.Rect // the card or pile it words
	shown bool        // drawn in the last frame
	r     scenes.Rect // where, in the last frame

	// Where the mouse was and the view it was over when what it rests on
	// was last found: a frame that changes neither finds it again.
	hover bool
	x, y  float64
	view  *dr.State
}

// tipDelay is how long the mouse rests before the tip shows, in ticks.
const tipDelay = 20

// pileNames name the piles for the tips, in the order of tipState.pile.
var pileNames = [4]string{"Landmark pile", "Influence pile", "Material pile", "Material discards"}

// drawTip shows what the mouse rests on, after a moment: a face-up card
// large beside it, or a pile's name and count, off the lit places.
func (t *Board) drawTip(c *scenes.Canvas, f *table.Frame[obj]) {
	hover := f.Hover && !f.Anim.On && !t.hand.Busy()
	// What the mouse rests on is found again only when it or the view
	// moved: finding it allocates.
	if hover != t.tip.hover || f.X != t.tip.x || f.Y != t.tip.y || t.view != t.tip.view {
		if k := t.tipAt(hover, f.X, f.Y); k.on != t.tip.on || k.kind != t.tip.kind || k.id != t.tip.id || k.pile != t.tip.pile || k.slot != t.tip.slot || k.hand != t.tip.hand {
			k.since = t.Now
			if k.pile > 0 {
				mp, ip, lp := t.view.Piles()
				n := [4]int{lp, ip, mp, len(t.matDisc)}[k.pile-1]
				k.text = pileNames[k.pile-1] + ": " + count(n, "card")
			}
			if k.slot > 0 {
				_, tokens := t.view.InfluenceRowCard(k.slot - 1)
				k.text = "Tokens on this card: " + materialWords(tokens) + ". A Trade for it takes them too."
			}
			t.tip = k
		}
	}
	t.tip.hover, t.tip.x, t.tip.y, t.tip.view = hover, f.X, f.Y, t.view
	t.tip.shown = false
	if !t.tip.on || t.Now-t.tip.since < tipDelay {
		return
	}
	t.tip.shown = true
	a := t.lay.main
	if t.tip.pile > 0 || t.tip.slot > 0 {
		size := c.AtLeast(16)
		w, _ := c.Measure(t.tip.text, size)
		r := scenes.Beside(t.tip.at, w+24, size*1.4+14, a, f.Lit())
		c.RoundRect(r, 8, scenes.ColPanelHi)
		c.RoundRectStroke(r, 8, 1, scenes.ColBorder)
		c.Text(scenes.Clip(c, t.tip.text, size, r.W-24), r.X+12, r.Y+7, size, scenes.ColText, scenes.Left)
		t.tip.r = r
		return
	}
	// As large as the board allows, up to twice a row card and more.
	full := min(a.H*0.8, max(t.lay.rowH*2.2, 300))
	// The key to its symbols beside it, where the board has the room.
	const gap = 12.0
	kw := min(400, a.W-full/cardRatio-gap-48)
	if kw < 220 {
		kw = 0
	}
	avoid := f.Lit()
	if t.tip.hand {
		// A hand card's tip keeps off the hand, over the board.
		t.avoid = append(append(t.avoid[:0], avoid...), t.handBox())
		avoid = t.avoid
	}
	// The card and its key, smaller where that finds a place that hides
	// nothing lit; else the card alone. A hand card keeps its key: the
	// key is what the card does, in words.
	var r scenes.Rect
	h, w, placed := full, full/cardRatio, false
	if kw > 0 {
		for _, s := range [...]float64{1, 0.82, 0.68} {
			h, w = full*s, full*s/cardRatio
			if r = scenes.Beside(t.tip.at, w+gap+kw, h, a, avoid); !coversAny(r, avoid) {
				placed = true
				break
			}
		}
	}
	if !placed && (kw == 0 || !t.tip.hand) {
		h, w, kw = full, full/cardRatio, 0
		r = scenes.Beside(t.tip.at, w, h, a, avoid)
	}
	t.tip.keyed = kw > 0
	card := scenes.Rect{X: r.X, Y: r.Y, W: w, H: h}
	c.RoundRect(scenes.Rect{X: card.X + 5, Y: card.Y + 10, W: w, H: h}, 10, colShade)
	t.faces.draw(c, t.tip.kind, t.tip.id, card)
	if kw > 0 {
		t.drawKey(c, t.keys.of(t.tip.kind, t.tip.id), scenes.Rect{X: r.X + w + gap, Y: r.Y, W: kw, H: a.Y + a.H - r.Y})
	}
	t.tip.r = r
}

// tipAt returns what the mouse at x, y rests on, when hover says it
// rests on the board.
func (t *Board) tipAt(hover bool, x, y float64) tipState {
	if !hover {
		return tipState{}
	}
	if i := t.hand.CardAt(x, y); i >= 0 {
		if i >= len(t.handIDs) || t.handAside() {
			return tipState{}
		}
		// The card lifts under the mouse: the tip keeps clear of it raised.
		at := t.handCardBox(i)
		at.Y, at.H = at.Y-at.H*0.4, at.H*1.4
		return tipState{on: true, kind: faceMaterial, id: t.handIDs[i], at: at, hand: true}
	}
	if kind, id, r, ok := t.cardAt(x, y); ok {
		return tipState{on: true, kind: kind, id: id, at: r}
	}
	l := &t.lay
	for i, rc := range l.infRow {
		on := scenes.Rect{X: rc.X, Y: rc.Y + rc.H, W: rc.W, H: l.tokenRoom + 4}
		if _, tokens := t.view.InfluenceRowCard(i); rc.W > 0 && tokens.Units() > 0 && on.Contains(x, y) {
			return tipState{on: true, slot: i + 1, at: on}
		}
	}
	if p := t.pileAt(x, y); p > 0 {
		return tipState{on: true, pile: p, at: [4]scenes.Rect{l.lmPile, l.infPile, l.matPile, l.matDisc}[p-1]}
	}
	return tipState{}
}

// pileAt returns 1 + the pile at x, y (Landmark, Influence, Material,
// the discards), or 0.
func (t *Board) pileAt(x, y float64) int {
	l := &t.lay
	for i, r := range [4]scenes.Rect{l.lmPile, l.infPile, l.matPile, l.matDisc} {
		if r.Contains(x, y) {
			return i + 1
		}
	}
	return 0
}

// coversAny reports whether r covers one of rs.
func coversAny(r scenes.Rect, rs []scenes.Rect) bool {
	for _, o := range rs {
		if r.Overlaps(o) {
			return true
		}
	}
	return false
}
