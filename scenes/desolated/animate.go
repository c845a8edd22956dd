package desolated

import (
	"strconv"

	"starboard/rules"
	dr "starboard/rules/desolated"
	"starboard/scenes"
	"starboard/scenes/table"
)

// flight is a card or token moving across the table while an event plays.
type flight struct {
	on       bool
	from, to scenes.Rect
	face     uint8 // faceMaterial, faceInfluence or faceLandmark
	id       int   // the card; -1 its back
	token    bool  // a token of material mat, not a card
	mat      dr.Material
	label    string // a count shown on a token ("+2")
}

// Event lengths in ticks at normal speed.
const (
	flyTicks    = 26
	refillTicks = 16
	tokenTicks  = 20
	stepTicks   = 10
)

// Animate starts the animation of event e: cards fly between the rows, the
// hand and the inventories, tokens slide, banners announce the final
// round. Row changes are kept (gone, came) so the rows show them until the
// next Sync; rowCheck proves them against the view.
func (t *Board) Animate(e rules.Event) table.Motion {
	t.fly = flight{}
	l := &t.lay
	if t.view == nil {
		return table.Motion{Sound: table.NoSound}
	}
	switch e.Kind {
	case dr.EvTake:
		t.gone[obj{kind: objMatRow, a: e.A}] = true
		delete(t.came, obj{kind: objMatRow, a: e.A})
		return t.flyCard(l.matRow[e.A], t.seatSpot(e.Seat), faceMaterial, int(e.B), table.SoundPick)
	case dr.EvDraw:
		return t.flyCard(l.matPile, t.seatSpot(e.Seat), faceMaterial, int(e.A), table.SoundFlip)
	case dr.EvPick:
		r, _ := t.Where(obj{kind: objRevealed, a: e.A})
		return t.flyCard(r, t.seatSpot(e.Seat), faceMaterial, int(e.B), table.SoundPick)
	case dr.EvUpgrade, dr.EvTech:
		t.handLoses(e.Seat, int(e.A))
		return t.flyCard(t.handSpot(e.Seat), t.invSpot(e.Seat), faceMaterial, int(e.A), table.SoundPlace)
	case dr.EvTrade:
		t.settled = true
		t.gone[obj{kind: objInfRow, a: e.A}] = true
		delete(t.came, obj{kind: objInfRow, a: e.A})
		return t.flyCard(l.infRow[e.A], t.invSpot(e.Seat), faceInfluence, int(e.B), table.SoundScore)
	case dr.EvEarn:
		t.settled = true
		t.gone[obj{kind: objLmRow, a: e.A}] = true
		delete(t.came, obj{kind: objLmRow, a: e.A})
		return t.flyCard(l.lmRow[e.A], t.invSpot(e.Seat), faceLandmark, int(e.B), table.SoundScore)
	case dr.EvDiscard, dr.EvPay:
		if c := &dr.Materials[e.B]; e.Kind == dr.EvPay && c.Kind != dr.RareCard {
			p := c.Payment()
			for m := range p {
				t.paidNow[m] += p[m]
			}
		}
		t.handLoses(e.Seat, int(e.B))
		return t.flyCard(t.handSpot(e.Seat), l.matDisc, faceMaterial, int(e.B), table.SoundPlace)
	case dr.EvRefill:
		var to scenes.Rect
		var from scenes.Rect
		face := faceMaterial
		o := obj{a: e.B}
		switch e.A {
		case 0:
			o.kind, from, to = objMatRow, l.matPile, l.matRow[e.B]
		case 1:
			o.kind, from, to, face = objInfRow, l.infPile, l.infRow[e.B], faceInfluence
		default:
			o.kind, from, to, face = objLmRow, l.lmPile, l.lmRow[e.B], faceLandmark
		}
		delete(t.gone, o)
		t.came[o] = int(e.C)
		t.fly = flight{on: true, from: from, to: to, face: face, id: int(e.C)}
		return table.Motion{Ticks: refillTicks, Sound: table.SoundFlip}
	case dr.EvClear:
		o := obj{kind: objMatRow, a: e.B}
		if e.A == 1 {
			o.kind = objInfRow
		}
		t.gone[o] = true
		delete(t.came, o)
		return table.Motion{Ticks: stepTicks, Sound: table.SoundPlace}
	case dr.EvLandmarkLost:
		for i := range l.lmRow {
			if t.rowCard(objLmRow, i, t.view.LandmarkRowCard(i)) == int(e.A) {
				o := obj{kind: objLmRow, a: int16(i)}
				t.gone[o] = true
				delete(t.came, o)
			}
		}
		return table.Motion{Ticks: stepTicks, Sound: table.SoundPlace}
	case dr.EvHarvest, dr.EvTechTurn:
		return t.flyToken(t.invSpot(e.Seat), t.tokenSpot(e.Seat, dr.Material(e.B)), dr.Material(e.B), int(e.C), table.SoundPick)
	case dr.EvCampaign:
		return t.flyToken(t.invSpot(e.Seat), t.tokenSpot(e.Seat, dr.Material(e.A)), dr.Material(e.A), int(e.B), table.SoundPick)
	case dr.EvSpend:
		t.paidNow[e.A]++
		return t.flyToken(t.tokenSpot(e.Seat, dr.Material(e.A)), l.stage, dr.Material(e.A), 0, table.SoundPlace)
	case dr.EvPlace:
		return t.flyToken(l.stage, l.infRow[e.B], dr.Material(e.A), 0, table.SoundPlace)
	case dr.EvFinalRound:
		return table.Motion{Ticks: 40, Sound: table.SoundReveal, Banner: "Final round"}
	case dr.EvEnd:
		return table.Motion{Ticks: stepTicks, Sound: table.SoundScore}
	case dr.EvReveal:
		return table.Motion{Ticks: refillTicks, Sound: table.SoundReveal}
	case dr.EvCancel:
		t.settled = true
		return table.Motion{Ticks: stepTicks, Sound: table.SoundPlace}
	case dr.EvPass, dr.EvConvert, dr.EvGive, dr.EvStore, dr.EvCover, dr.EvRelease:
		return table.Motion{Ticks: stepTicks, Sound: table.SoundPlace}
	}
	return table.Motion{Sound: table.NoSound}
}

// handLoses takes card id out of the hand on screen as it flies away, when
// seat is the viewer's: the hand shows the view only once the whole move
// has played.
func (t *Board) handLoses(seat rules.Seat, id int) {
	if seat != t.Viewer || seat == rules.NoSeat {
		return
	}
	for i, h := range t.handIDs {
		if h == id {
			ids := append(append([]int(nil), t.handIDs[:i]...), t.handIDs[i+1:]...)
			t.setHand(ids)
			return
		}
	}
}

func (t *Board) flyCard(from, to scenes.Rect, face uint8, id int, sound int) table.Motion {
	t.fly = flight{on: true, from: from, to: to, face: face, id: id}
	return table.Motion{Ticks: flyTicks, Sound: sound}
}

func (t *Board) flyToken(from, to scenes.Rect, m dr.Material, n int, sound int) table.Motion {
	t.fly = flight{on: true, from: from, to: to, token: true, mat: m}
	if n > 0 {
		t.fly.label = "+" + strconv.Itoa(n)
	}
	return table.Motion{Ticks: tokenTicks, Sound: sound}
}

// seatSpot is where a card given to seat goes: the hand at the device, the
// inventory shown, or the edge of the board towards the seat list.
func (t *Board) seatSpot(seat rules.Seat) scenes.Rect {
	if seat == t.Viewer && t.Viewer != rules.NoSeat {
		return t.handSpot(seat)
	}
	if seat == t.inv.seat {
		return t.invSpot(seat)
	}
	m := t.lay.main
	return scenes.Rect{X: m.X + m.W - t.lay.rowW*0.6, Y: m.Y + 40 + float64(seat)*60, W: t.lay.rowW * 0.6, H: t.lay.rowH * 0.6}
}

// handSpot is where a card leaves seat's hand from.
func (t *Board) handSpot(seat rules.Seat) scenes.Rect {
	if seat != t.Viewer || t.Viewer == rules.NoSeat {
		return t.seatSpotEdge(seat)
	}
	w, h := handW*t.lay.handScale, handH*t.lay.handScale
	return scenes.Rect{X: t.lay.handX - w/2, Y: t.lay.main.Y + t.lay.main.H - h*0.7, W: w, H: h}
}

func (t *Board) seatSpotEdge(seat rules.Seat) scenes.Rect {
	m := t.lay.main
	return scenes.Rect{X: m.X + m.W - t.lay.rowW*0.6, Y: m.Y + 40 + float64(seat)*60, W: t.lay.rowW * 0.6, H: t.lay.rowH * 0.6}
}

// invSpot is where a card joins seat's inventory.
func (t *Board) invSpot(seat rules.Seat) scenes.Rect {
	if seat != t.inv.seat {
		return t.seatSpotEdge(seat)
	}
	l := &t.lay
	return scenes.Rect{X: min(t.inv.end, l.inv.X+l.inv.W-l.invW), Y: t.inv.top, W: max(t.inv.w, l.invW*0.5), H: max(t.inv.h, l.invH*0.5)}
}

// tokenSpot is where seat's tokens of material m lie.
func (t *Board) tokenSpot(seat rules.Seat, m dr.Material) scenes.Rect {
	if seat != t.inv.seat || int(m) >= len(t.inv.tokens) {
		return t.seatSpotEdge(seat)
	}
	if r := t.inv.tokens[m]; r.W > 0 {
		return r
	}
	return t.inv.next // a material the seat held none of

}

// drawFlight draws the card or token of the event playing.
func (t *Board) drawFlight(c *scenes.Canvas, f *table.Frame[obj]) {
	if !f.Anim.On || !t.fly.on {
		return
	}
	k := scenes.EaseOut(f.Anim.T)
	r := lerpRect(t.fly.from, t.fly.to, k)
	if t.fly.token {
		x, y := r.Center()
		t.faces.tokenChip(c, t.fly.mat, x, y, 18)
		if t.fly.label != "" {
			c.Bold(t.fly.label, x+20, y-24, 20, colGlow, scenes.Left)
		}
		return
	}
	// Cards keep their proportions while they fly.
	w := r.W
	h := w * cardRatio
	r = scenes.Rect{X: r.X + (r.W-w)/2, Y: r.Y + (r.H-h)/2, W: w, H: h}
	c.RoundRect(scenes.Rect{X: r.X + 4, Y: r.Y + 8, W: r.W, H: r.H}, 8, colShade)
	t.faces.draw(c, t.fly.face, t.fly.id, r)
}

func lerpRect(a, b scenes.Rect, k float64) scenes.Rect {
	l := func(x, y float64) float64 { return x + (y-x)*k }
	return scenes.Rect{X: l(a.X, b.X), Y: l(a.Y, b.Y), W: l(a.W, b.W), H: l(a.H, b.H)}
}

// rowCard is the card shown in a row slot: the view's, unless an event
// played since the last Sync took it (-1) or refilled the slot.
func (t *Board) rowCard(kind objKind, slot int, id int) int {
	o := obj{kind: kind, a: int16(slot)}
	if c, ok := t.came[o]; ok {
		return c
	}
	if t.gone[o] {
		return -1
	}
	return id
}

// rows are the cards of the three rows, Material, Influence, Landmark.
type rows [3][]int

// shownRows are the rows as the board shows them: the last view changed
// by the events played since.
func (t *Board) shownRows() rows {
	var r rows
	for i := range dr.MaterialRow {
		r[0] = append(r[0], t.rowCard(objMatRow, i, t.view.MaterialRowCard(i)))
	}
	for i := range dr.InfluenceRow {
		id, _ := t.view.InfluenceRowCard(i)
		r[1] = append(r[1], t.rowCard(objInfRow, i, id))
	}
	for i := range dr.LandmarkRow {
		r[2] = append(r[2], t.rowCard(objLmRow, i, t.view.LandmarkRowCard(i)))
	}
	return r
}

// rowsOf are the rows of a view.
func rowsOf(v *dr.State) rows {
	var r rows
	for i := range dr.MaterialRow {
		r[0] = append(r[0], v.MaterialRowCard(i))
	}
	for i := range dr.InfluenceRow {
		id, _ := v.InfluenceRowCard(i)
		r[1] = append(r[1], id)
	}
	for i := range dr.LandmarkRow {
		r[2] = append(r[2], v.LandmarkRowCard(i))
	}
	return r
}

// rowCheck, when a test sets it, compares the rows the events built with
// the view's at each Sync that follows from them.
var rowCheck func(shown, view rows)

// drawZones lights the places in the inventory a hand card can go.
func (t *Board) drawZones(c *scenes.Canvas) {
	n := int16(len(t.inv.groups))
	try := func(o obj) {
		if t.Frame.Light(o) != table.Unlit {
			r, _ := t.Where(o)
			t.mark(c, o, r)
		}
	}
	try(obj{kind: objZone})
	for b := range n {
		try(obj{kind: objZone, a: 1, b: b})
		try(obj{kind: objZone, a: 2, b: b})
		for d := range n {
			try(obj{kind: objZone, a: 3, b: b, c: d})
		}
	}
}
