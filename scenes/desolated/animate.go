package desolated

import (
	"strconv"
	"strings"

	"starboard/match"
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
	route    uint8  // how it goes from one to the other: straight, across first or down first
	// stays is set for a card that joins the inventory shown: once it
	// lands it lies there (landed) until the Sync after the move, so the
	// board never shows less than the log and the prompt say.
	stays bool
}

// Routes of a flight.
const (
	routeStraight = iota
	routeAcross   // across at the height it starts from, then up or down
	routeDown     // up or down where it starts, then across
)

// paidFlight is a card or token of a payment in the air. A payment's
// steps start them in a quick stagger and each lands on its own clock,
// so that a payment plays as one gesture, not card by card; what it pays
// counts on the payment's box as its step plays, when the log writes it.
type paidFlight struct {
	flight
	start, ticks int64
}

// Event lengths in ticks at normal speed.
const (
	flyTicks    = 26
	refillTicks = 16
	tokenTicks  = 20
	stepTicks   = 10
	// payTicks is the length of a step of a payment: its card or token
	// flies on for flyTicks, over the steps that follow.
	payTicks = 5
)

// Animate starts the animation of event e: cards fly between the rows, the
// hand and the inventories, tokens slide, banners announce the final
// round. Row changes are kept (gone, came) so the rows show them until the
// next Sync; rowCheck proves them against the view.
func (t *Board) Animate(e rules.Event) table.Motion {
	if t.fly.on && t.fly.stays {
		t.landed = append(t.landed, t.fly)
	}
	t.fly = flight{}
	if t.view == nil {
		return table.Motion{Sound: table.NoSound}
	}
	mo := t.animate(e)
	if mo.Caption == "" && mo.Banner == "" && t.doing != "" {
		switch e.Kind {
		case dr.EvRefill, dr.EvReshuffle, dr.EvLost, dr.EvClear, dr.EvLandmarkLost, dr.EvReveal:
			// What follows from the seat's action is no action of its
			// own: the prompt goes on naming the action.
			mo.Caption = t.doing
		}
	}
	switch e.Kind {
	case dr.EvTurn, dr.EvAuto, dr.EvPay, dr.EvSpend, dr.EvConvert, dr.EvRareSpent, dr.EvEnd,
		dr.EvRefill, dr.EvReshuffle, dr.EvLost, dr.EvClear, dr.EvLandmarkLost, dr.EvReveal, dr.EvFinalRound:
	default:
		if e.Seat != rules.NoSeat {
			t.doing = t.said(e)
		}
		if e.Seat != rules.NoSeat && e.Seat != t.Viewer && mo.Ticks > 0 {
			// Another seat's action (a bot's) holds the table for a beat,
			// its line in the prompt, so a person sees each one (the last
			// review saw bot turns go by too quickly to follow).
			mo.Ticks = max(mo.Ticks, actionBeat)
		}
	}
	return mo
}

// actionBeat is the least length, in ticks at normal speed, of an action
// of a seat other than the one at the device.
const actionBeat = 40

// FollowsEvents tells the kit that the board shows each event as it
// plays: the rows refill, the hand gives its cards, a card that joins the
// inventory lies there once landed (landed). So the log writes each
// event's line as it starts, and the prompt never runs ahead of it (the
// fourteenth review saw a refill in the prompt while the log still ended
// at the Trade's beginning).
func (t *Board) FollowsEvents() {}

// said is the line of event e as the log writes it, with the seats'
// names.
func (t *Board) said(e rules.Event) string {
	var lines []table.LogLine
	for _, l := range t.LogLines(match.Entry{}, []rules.Event{e}, t.view.EventText) {
		if l.Text != "" {
			lines = append(lines, l)
		}
	}
	if len(lines) == 0 {
		return ""
	}
	s := lines[0].Text
	for i := len(t.Names) - 1; i >= 0; i-- {
		s = strings.ReplaceAll(s, rules.Seat(i).String(), t.Names[i])
	}
	if s != "" {
		s = strings.ToUpper(s[:1]) + s[1:]
	}
	return s
}

// animate starts the animation of event e and says how it plays.
func (t *Board) animate(e rules.Event) table.Motion {
	l := &t.lay
	switch e.Kind {
	case dr.EvTake:
		t.gone[obj{kind: objMatRow, a: e.A}] = true
		delete(t.came, obj{kind: objMatRow, a: e.A})
		return t.flyCard(l.matRow[e.A], t.seatSpot(e.Seat), faceMaterial, int(e.B), table.SoundPick, e.Seat)
	case dr.EvDraw:
		return t.flyCard(l.matPile, t.seatSpot(e.Seat), faceMaterial, int(e.A), table.SoundFlip, e.Seat)
	case dr.EvPick:
		r, _ := t.Where(obj{kind: objRevealed, a: e.A})
		return t.flyCard(r, t.seatSpot(e.Seat), faceMaterial, int(e.B), table.SoundPick, e.Seat)
	case dr.EvUpgrade, dr.EvTech:
		t.handLoses(e.Seat, int(e.A))
		return t.joinCard(t.handSpot(e.Seat), faceMaterial, int(e.A), table.SoundPlace, e.Seat)
	case dr.EvTrade:
		t.settled = true
		t.gone[obj{kind: objInfRow, a: e.A}] = true
		delete(t.came, obj{kind: objInfRow, a: e.A})
		return t.joinCard(l.infRow[e.A], faceInfluence, int(e.B), table.SoundScore, e.Seat)
	case dr.EvEarn:
		t.settled = true
		t.gone[obj{kind: objLmRow, a: e.A}] = true
		delete(t.came, obj{kind: objLmRow, a: e.A})
		return t.joinCard(l.lmRow[e.A], faceLandmark, int(e.B), table.SoundScore, e.Seat)
	case dr.EvPay:
		if c := &dr.Materials[e.B]; c.Kind != dr.RareCard {
			p := c.Payment()
			for m := range p {
				t.paidNow[m] += p[m]
			}
		}
		t.handLoses(e.Seat, int(e.B))
		return t.payStep(flight{from: t.handSpot(e.Seat), to: l.matDisc, face: faceMaterial, id: int(e.B)}, e.Seat)
	case dr.EvDiscard:
		t.handLoses(e.Seat, int(e.B))
		return t.flyCard(t.handSpot(e.Seat), l.matDisc, faceMaterial, int(e.B), table.SoundPlace, e.Seat)
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
		t.fly = t.routed(flight{on: true, from: from, to: to, face: face, id: int(e.C)}, rules.NoSeat)
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
		return t.flyToken(t.invSpot(e.Seat), t.tokenSpot(e.Seat, dr.Material(e.B)), dr.Material(e.B), int(e.C), table.SoundPick, e.Seat)
	case dr.EvCampaign:
		return t.flyToken(t.invSpot(e.Seat), t.tokenSpot(e.Seat, dr.Material(e.A)), dr.Material(e.A), int(e.B), table.SoundPick, e.Seat)
	case dr.EvSpend:
		t.paidNow[e.A]++
		return t.payStep(flight{from: t.tokenSpot(e.Seat, dr.Material(e.A)), to: t.payBox(), token: true, mat: dr.Material(e.A)}, e.Seat)
	case dr.EvConvert, dr.EvRareSpent:
		return table.Motion{Ticks: payTicks, Sound: table.NoSound, Caption: t.payCaption()}
	case dr.EvPlace:
		if int(e.B) < len(t.placed) && e.A >= 0 && int(e.A) < len(t.placed[e.B]) {
			t.placed[e.B][e.A]++
		}
		return t.flyToken(t.payBox(), l.infRow[e.B], dr.Material(e.A), 0, table.SoundPlace, e.Seat)
	case dr.EvFinalRound:
		return table.Motion{Ticks: 40, Sound: table.SoundReveal, Banner: "Final round"}
	case dr.EvEnd:
		return table.Motion{Ticks: stepTicks, Sound: table.SoundScore}
	case dr.EvReveal:
		return table.Motion{Ticks: refillTicks, Sound: table.SoundReveal}
	case dr.EvCancel:
		t.settled = true
		return table.Motion{Ticks: stepTicks, Sound: table.SoundPlace}
	case dr.EvPass, dr.EvGive, dr.EvStore, dr.EvCover, dr.EvRelease:
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

func (t *Board) flyCard(from, to scenes.Rect, face uint8, id int, sound int, seat rules.Seat) table.Motion {
	t.fly = t.routed(flight{on: true, from: from, to: to, face: face, id: id}, seat)
	return table.Motion{Ticks: flyTicks, Sound: sound}
}

// joinCard flies a card from a place to seat's inventory, where it stays
// once landed when that inventory shows.
func (t *Board) joinCard(from scenes.Rect, face uint8, id int, sound int, seat rules.Seat) table.Motion {
	mo := t.flyCard(from, t.invSpot(seat), face, id, sound, seat)
	t.fly.stays = seat == t.inv.seat
	return mo
}

func (t *Board) flyToken(from, to scenes.Rect, m dr.Material, n int, sound int, seat rules.Seat) table.Motion {
	t.fly = t.routed(flight{on: true, from: from, to: to, token: true, mat: m}, seat)
	if n > 0 {
		t.fly.label = "+" + strconv.Itoa(n)
	}
	return table.Motion{Ticks: tokenTicks, Sound: sound}
}

// payStep starts the flight of a payment's card or token, fl: it flies on over the steps that follow, and the step itself is
// short. The prompt says what the payment is for all through it, never a
// card still in the air; only the first step of a payment sounds.
func (t *Board) payStep(fl flight, seat rules.Seat) table.Motion {
	mo := table.Motion{Ticks: payTicks, Sound: table.SoundPlace, Caption: t.payCaption()}
	if t.inAir() {
		mo.Sound = table.NoSound
	}
	if k := t.speed(); k > 0 {
		fl.on = true
		t.paying = append(t.paying, paidFlight{flight: t.routed(fl, seat), start: t.Now, ticks: int64(flyTicks * k)})
	}
	return mo
}

// inAir reports whether a payment's card or token is still flying.
func (t *Board) inAir() bool {
	for _, p := range t.paying {
		if t.Now < p.start+p.ticks {
			return true
		}
	}
	return false
}

// flying reports whether card id of a payment is in the air.
func (t *Board) flying(id int) bool {
	for _, p := range t.paying {
		if !p.token && p.id == id && t.Now < p.start+p.ticks {
			return true
		}
	}
	return false
}

// speed is the factor of animation lengths the settings ask for: 1
// normal, 0.5 fast, 0 instant.
func (t *Board) speed() float64 {
	if t.app == nil {
		return 1
	}
	switch t.app.Settings.AnimationSpeed {
	case 2:
		return 0.5
	case 3:
		return 0
	}
	return 1
}

// payCaption is what the prompt says while a payment's steps play: what
// it pays for.
func (t *Board) payCaption() string {
	if t.view == nil {
		return ""
	}
	slot, _, _, ok := t.view.Paying()
	if !ok || slot < 0 {
		return ""
	}
	if t.view.PayingLandmark() {
		if id := t.view.LandmarkRowCard(min(slot, len(t.lay.lmRow)-1)); id >= 0 {
			return "Pays for " + dr.Landmarks[id].Name
		}
		return ""
	}
	if id, _ := t.view.InfluenceRowCard(min(slot, len(t.lay.infRow)-1)); id >= 0 {
		return "Pays for " + dr.Influences[id].Name
	}
	return ""
}

// payBox is where a payment's tokens go and its leftovers come from: the
// payment's box beside the hand, or the stage when it has none.
func (t *Board) payBox() scenes.Rect {
	if p := t.lay.pay; p.W > 0 && p.H > 0 {
		return scenes.Rect{X: p.X + p.W/2 - 20, Y: p.Y + p.H/2 - 20, W: 40, H: 40}
	}
	return t.lay.stage
}

// roundBox is the box of the round and how the game ends, when the stage
// shows it (drawRound): no flight crosses it.
func (t *Board) roundBox() (scenes.Rect, bool) {
	r := t.lay.stage
	if t.view == nil || r.W < 120 || r.H < 60 || t.lay.tabbed || t.Frame == nil || !t.stageIdle() {
		return scenes.Rect{}, false
	}
	r.W = min(r.W, 360*t.lay.k)
	return r, true
}

// keepOff returns the boxes no flight crosses: the round's, and the other
// seats' strips, whose summaries a bot's paid cards hid as they flew
// (thirteenth review).
func (t *Board) keepOff() []scenes.Rect {
	var boxes []scenes.Rect
	if box, ok := t.roundBox(); ok {
		boxes = append(boxes, box)
	}
	if len(t.inv.strips) > 0 && t.inv.others.W > 0 {
		boxes = append(boxes, t.inv.others)
	}
	return boxes
}

// routed returns fl on a route that keeps it off the round box and the
// seats' strips (keepOff): straight,
// or across then up or down, or up or down then across; an end at seat's
// spot on the board's edge moves to another of its edgeSpots when no
// route from the first is clear.
func (t *Board) routed(fl flight, seat rules.Seat) flight {
	keepOff := t.keepOff()
	if len(keepOff) == 0 {
		return fl
	}
	free := func(f flight) bool {
		for i := range 25 {
			at := f.at(float64(i) / 24)
			for _, box := range keepOff {
				if overlaps(at, box) {
					return false
				}
			}
		}
		return true
	}
	edges := []scenes.Rect{{}}
	if seat != rules.NoSeat && seat != t.Viewer {
		edges = t.edgeSpots(seat)
	}
	edge := t.seatSpotEdge(seat)
	for _, e := range edges {
		f := fl
		switch {
		case e.W == 0:
		case f.from == edge:
			f.from = e
		case f.to == edge:
			f.to = e
		}
		for _, r := range []uint8{routeStraight, routeAcross, routeDown} {
			if f.route = r; free(f) {
				return f
			}
		}
	}
	return fl
}

func overlaps(a, b scenes.Rect) bool {
	return a.X < b.X+b.W && b.X < a.X+a.W && a.Y < b.Y+b.H && b.Y < a.Y+a.H
}

// at is where the flight is drawn at progress k (0 to 1, eased): a card
// keeps its proportions, a token is a chip round its place's centre.
func (f *flight) at(k float64) scenes.Rect {
	r := lerpRect(f.from, f.to, k)
	if f.route != routeStraight {
		kx, ky := min(1, 2*k), max(0, 2*k-1)
		if f.route == routeDown {
			kx, ky = ky, kx
		}
		// The leading edge goes straight to its place: a card turning a
		// corner round the box keeps its whole width off it.
		r.X = lead(f.from.X, f.from.W, f.to.X, f.to.W, r.W, kx)
		r.Y = lead(f.from.Y, f.from.H, f.to.Y, f.to.H, r.H, ky)
	}
	if f.token {
		x, y := r.Center()
		return scenes.Rect{X: x - 20, Y: y - 44, W: 60, H: 64} // the chip and its count over it
	}
	w := r.W
	h := w * cardRatio
	return scenes.Rect{X: r.X + (r.W-w)/2, Y: r.Y + (r.H-h)/2, W: w, H: h}
}

// lead is where a span of length n starts at progress k on its way from
// a (length an) to b (length bn): its trailing edge, as far as its leading
// edge goes, follows.
func lead(a, an, b, bn, n, k float64) float64 {
	if b >= a {
		return a + (b-a)*k
	}
	end := a + an + (b+bn-a-an)*k
	return end - n
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
	return t.seatSpotEdge(seat)
}

// handSpot is where a card leaves seat's hand from.
func (t *Board) handSpot(seat rules.Seat) scenes.Rect {
	if seat != t.Viewer || t.Viewer == rules.NoSeat {
		return t.seatSpotEdge(seat)
	}
	w, h := handW*t.lay.handScale, handH*t.lay.handScale
	return scenes.Rect{X: t.lay.handX - w/2, Y: t.lay.main.Y + t.lay.main.H - h*0.7, W: w, H: h}
}

// seatSpotEdge is where a card leaves or joins seat, one not shown, at
// the board's edge towards the seat list, clear of the round box.
func (t *Board) seatSpotEdge(seat rules.Seat) scenes.Rect { return t.edgeSpots(seat)[0] }

// edgeSpots are the places at the board's edge a card may leave or join
// seat: off the board's top right corner, towards the seat list, unless
// the round box is in the way, then under the box and over it. A card
// that leaves there rests nowhere on the rows (the last review saw a
// bot's cards lie over the Influence row's names).
func (t *Board) edgeSpots(seat rules.Seat) []scenes.Rect {
	m := t.lay.main
	w, h := t.lay.rowW*0.6, t.lay.rowH*0.6
	r := scenes.Rect{X: m.X + m.W - w - float64(seat)*12, Y: m.Y - h - 8, W: w, H: h}
	keepOff := t.keepOff()
	clear := func(r scenes.Rect) bool {
		for _, b := range keepOff {
			if overlaps(r, b) {
				return false
			}
		}
		return true
	}
	var spots, others []scenes.Rect
	if clear(r) {
		spots = append(spots, r)
	}
	for _, b := range keepOff {
		below, above := r, r
		below.Y = b.Y + b.H + 8 + float64(seat)*12
		above.Y = max(m.Y, b.Y-r.H*1.4-8-float64(seat)*12) // room to grow on its way
		for _, s := range [2]scenes.Rect{below, above} {
			if clear(s) && s.Y+s.H <= m.Y+m.H {
				spots = append(spots, s)
			} else {
				others = append(others, s)
			}
		}
	}
	if len(spots) == 0 && len(others) == 0 {
		return []scenes.Rect{r}
	}
	return append(spots, others...)
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

// drawFlight draws the card or token of the event playing, and the cards
// and tokens of a payment in the air.
func (t *Board) drawFlight(c *scenes.Canvas, f *table.Frame[obj]) {
	n := 0
	for _, p := range t.paying {
		if f.Now < p.start+p.ticks {
			t.paying[n] = p
			n++
		}
	}
	t.paying = t.paying[:n]
	for i := range t.landed {
		t.drawFlying(c, &t.landed[i], 1)
	}
	for _, p := range t.paying {
		t.drawFlying(c, &p.flight, scenes.EaseOut(max(0, float64(f.Now-p.start)/float64(p.ticks))))
	}
	if f.Anim.On && t.fly.on {
		t.drawFlying(c, &t.fly, scenes.EaseOut(f.Anim.T))
	}
}

func (t *Board) drawFlying(c *scenes.Canvas, fl *flight, k float64) {
	r := fl.at(k)
	if fl.token {
		x, y := r.X+20, r.Y+44
		t.faces.tokenChip(c, fl.mat, x, y, 18)
		if fl.label != "" {
			c.Bold(fl.label, x+20, y-24, 20, colGlow, scenes.Left)
		}
		return
	}
	c.RoundRect(scenes.Rect{X: r.X + 4, Y: r.Y + 8, W: r.W, H: r.H}, 8, colShade)
	t.faces.draw(c, fl.face, fl.id, r)
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
