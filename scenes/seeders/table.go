package seeders

import (
	"slices"
	"strconv"
	"strings"

	"starboard/match"
	"starboard/rules"
	rs "starboard/rules/seeders"
	"starboard/scenes"
	"starboard/scenes/table"
	"starboard/sprites"
	ss "starboard/sprites/seeders"
)

// Shell is the scene of a Seeders table: the kit's shell around the board.
type Shell = table.Shell[obj]

// New returns the table of a running match of Seeders. It is a
// scenes.TableFunc.
func New(m *match.Match) scenes.Scene { return table.Open[obj](m, table.Options{}, newBoard) }

// Table is the board of Seeders: the Wing of Whispers, the tracks, the
// viewer's Negotiators, the Arks, the piles and the hand. The kit's shell
// runs it.
type Table struct {
	table.Base[obj]

	lay layout
	ark arkLayout

	texts     scenes.Texts  // what the frames draw, joined once
	discardAt []scenes.Rect // the Discard Pile's cards shown (discardRects)

	view *rs.State

	hand    *scenes.Hand
	tip     hoverTip // the hand card a mouse rests on, shown large
	spotTip spotTip  // the Spot a mouse rests on, in words
	look    chamberLook
	handIDs []int
	handOf  rules.Seat // whose hand handIDs are
	// canPlace are the hand cards the viewer can integrate now, in their
	// Integration (Sync reads them from the view's legal moves).
	canPlace []int
	// places are where each of those may go: the Units it may join, -1
	// for a new Unit (Sync reads them too).
	places map[int][]int
	words  map[int]string // each card's text, its Caste abilities said in full (cardWords)
	// handOut is how far each hand card, as last drawn, runs past the
	// window's bottom edge: none (0 or less) when it lies whole inside.
	handOut []float64
	// handLabeled says the last frame drew "Your hand" beside the hand.
	handLabeled bool
	keep        []scenes.Rect // what a tooltip keeps off (KeepClear), reused a frame to the next

	// What the events played since the last Sync did, for drawing: the
	// card each Chamber shows, the cubes placed, and the event playing.
	shown  [rs.Chambers]int
	placed [rs.Chambers][4]int
	fly    flight
	// held is who held each Spot at the last Sync; fresh says which
	// Spots another seat took since the viewer last placed.
	held  []rules.Seat
	fresh []bool
	// faces are where the last frame drew each Chamber card's marks.
	faces [rs.Chambers]chamberFace
	// onSpot are where the last frame drew each Negotiator on a Spot:
	// its disc and its numbers (or its owner's badge).
	onSpot []scenes.Rect
	// chips are where the last frame drew each Spot's Negotiator.
	chips []chipPlace
	// trackTop is where the last frame drew the Prestige track's last
	// number.
	trackTop scenes.Rect
	// closeGaps says the player tapped since cards left the hand: the
	// gaps they left close at the next frame.
	closeGaps bool
	// wraps are the labels of the Spots that close a row or column, as the last frame placed them.
	wraps   []wrapLabel
	scoring [4][3]int // the Prestige phase just played: Affinity, Majority, the rest
	scored  [4]bool
	// lastTurn says the last turn's Prestige may be shown while the turn
	// order is chosen: the table saw it scored, or opened on the game.
	lastTurn bool
	// orderTable is the last turn's Prestige shown as the turn order is
	// chosen: for a short while, or until the player's first tap.
	orderTable orderTable

	cache *ss.Cache
	app   *scenes.App // the app last drawn for, whose scale sizes the texts
}

var (
	_ table.Board[obj]     = (*Table)(nil)
	_ table.Handed[obj]    = (*Table)(nil)
	_ table.Zoomer         = (*Table)(nil)
	_ table.TieBreaker     = (*Table)(nil)
	_ table.SeatLiner      = (*Table)(nil)
	_ table.Attempter[obj] = (*Table)(nil)
	_ table.ButtonRower    = (*Table)(nil)
	_ table.BoardTapper    = (*Table)(nil)
)

// chipPlace is where a Negotiator on a Spot was drawn: its disc, its
// owner's initial (empty for none) and its numbers on its seat's colour
// (empty for none).
type chipPlace struct{ disc, badge, pill scenes.Rect }

func newBoard(seats []match.SeatConfig) *Table {
	t := &Table{Base: table.NewBase[obj](seats)}
	t.hand = scenes.NewHand(handW, handH)
	// The fan may open wider than the kit's usual step where the room
	// allows, so that names stand whole in the part each card shows.
	t.hand.Spread = handSpread
	// A straight row of upright cards: each card's texts stand whole in
	// the part the next card leaves in view.
	t.hand.Flat = true
	t.cache = ss.NewCache(256)
	t.tip.id, t.tip.tapped, t.tip.shown = -1, -1, -1
	t.spotTip.spot = -1
	t.look.chamber = -1
	for i := range t.shown {
		t.shown[i] = -1
	}
	return t
}

// Layout places everything inside area.
func (t *Table) Layout(area scenes.Rect) {
	var spots [][2]int
	if t.view != nil {
		spots = t.view.Spots()
	}
	t.lay.area = area
	t.lay.k = t.enlarge()
	t.lay.phone = t.phone()
	t.lay.fullHand = t.handChoice()
	t.lay.othersBare = t.othersBare()
	t.lay.update(area, t.Seats, spots, t.arkFocus(), int(t.Viewer))
	t.relayout()
}

// enlarge is how much small texts grow at the app's scale (App.Enlarge):
// 1 from 1280x720 up. A tall screen, whose canvas is narrow for its
// pixels and has height to spare, has them portraitPx high.
func (t *Table) enlarge() float64 {
	if t.app == nil {
		return 1
	}
	if t.phone() {
		return t.app.Enlarge(sizeSmall, 4)
	}
	if a := t.lay.area; a.H > a.W*1.1 {
		return t.app.Enlarge(sizeSmall*scenes.MinTextPx/portraitPx, 1.7)
	}
	return t.app.Enlarge(sizeSmall, 1.7)
}

// phone reports whether the board is a phone's: no wider than tall, and
// narrower on screen than phoneW.
func (t *Table) phone() bool {
	a := t.lay.area
	return t.app != nil && a.W*t.app.Scale() < phoneW && a.H >= a.W
}

// phoneW is the width on screen, in CSS pixels, under which a board no
// wider than tall is a phone's (390 or 360 wide; an 800x600 window's is
// wider, a small window's is wide): its texts grow to MinTextPx however
// much that takes.
const phoneW = 480

// portraitPx is the height on screen of the small texts on a tall screen.
const portraitPx = 14.0

// relayout places what depends on the view: the pack, the Arks, the hand.
func (t *Table) relayout() {
	if t.view != nil {
		again := t.lay.refitHand(max(t.hand.Len(), t.hand.Room), t.view.Seats())
		two, rows, bare, few := t.longNames(), t.slotRows(), t.othersBare(), t.othersFew()
		if again || two != t.lay.foldTwo || rows != t.lay.slotRows || bare != t.lay.othersBare || few != t.lay.othersFew {
			t.lay.foldTwo, t.lay.slotRows, t.lay.othersBare, t.lay.othersFew = two, rows, bare, few
			t.lay.update(t.lay.area, t.Seats, t.view.Spots(), t.arkFocus(), int(t.Viewer))
		}
	}
	if t.view != nil && t.Viewer != rules.NoSeat {
		t.lay.layPack(len(t.view.Pack(t.Viewer)))
	} else {
		t.lay.layPack(0)
	}
	if l := &t.lay; len(l.laidRows) == len(l.rows) {
		copy(l.rows, l.laidRows)
	}
	t.layArks()
	t.riseHand()
	// The viewer's Ark lies close above the hand: a card under the mouse,
	// or picked, rises a little, never over the Ark's cards (its tip
	// shows it large).
	t.hand.Low = t.lay.risen || t.lay.phone
	n := t.hand.Node
	n.X, n.Y = t.lay.handX, t.lay.handY
	n.ScaleX, n.ScaleY = t.lay.handScale, t.lay.handScale
	if w := t.lay.handWidth / t.lay.handScale; w != t.hand.Width {
		// The window changed: the fan takes its new shape at once.
		t.hand.Width = w
		t.hand.Snap()
	}
}

// othersFew reports whether no Ark but the viewer's holds more than two
// cards: a column, which an Ark's narrow row abreast holds (abreast).
func (t *Table) othersFew() bool {
	if t.view == nil {
		return true
	}
	for p := 0; p < t.view.Seats(); p++ {
		if rules.Seat(p) != t.Viewer && len(t.view.Ark(rules.Seat(p))) > 2 {
			return false
		}
	}
	return true
}

// othersBare reports whether no Ark but the viewer's holds a card.
func (t *Table) othersBare() bool {
	if t.view == nil {
		return true
	}
	for p := 0; p < t.view.Seats(); p++ {
		if rules.Seat(p) != t.Viewer && len(t.view.Ark(rules.Seat(p))) > 0 {
			return false
		}
	}
	return true
}

// slotRows is how many rows the turn-order slots take: two where a
// seat's name would not stand whole at 12 pixels in a slot of one row
// and the side has room for the second row.
func (t *Table) slotRows() int {
	l := &t.lay
	if t.app == nil || t.view == nil {
		return 1
	}
	room := l.side.Y + l.side.H - l.pack.Y
	if l.portrait {
		room = l.side.Y + l.side.H - (l.legend.Y + l.legend.H + 6)
	}
	if l.slotRows < 2 {
		room -= max(30, sizeSmall*l.k+14) + 3
	}
	if room < 0 && !l.phone {
		return 1 // a phone's side grows rather than cut a name
	}
	fit := slotW(l.slotsW(), t.view.Seats(), l.phone) - 4
	for p := 0; p < t.view.Seats() && p < len(t.Names); p++ {
		if nw, _ := t.app.Text.Measure(t.Names[p], scenes.MinTextPx/t.app.Scale(), true); nw > fit {
			return 2
		}
	}
	return 1
}

// riseHand shows the folded hand's cards whole where the viewer's Ark,
// over the strip, leaves them room: its cards end above the whole cards'
// tops, and the hand lies left of the side, under the Arks alone.
func (t *Table) riseHand() {
	l := &t.lay
	l.risen, l.besideX = false, 0
	if !l.fold || l.portrait {
		return // a phone's strip stays a strip: a tap shows a card whole
	}
	// Folded first: a hand that cannot rise is the strip at the bottom,
	// never left where a smaller hand had risen.
	a := l.area
	l.handTop = a.Y + a.H - l.peek()
	l.handY = l.handTop + (handH+handFoot)*l.handScale
	l.handX, l.handWidth, l.handRight = l.stripAt[0], l.stripAt[1], l.stripAt[2]
	if t.Viewer == rules.NoSeat || int(t.Viewer) >= len(l.rows) {
		return
	}
	if l.handRight > l.side.X+0.01 {
		// The strip of names takes the whole width: the whole cards may
		// yet fit left of the side, overlapping as the fan lays them.
		scale := l.handScale
		if !l.fanFits() {
			return
		}
		defer func() {
			if !l.risen {
				l.handX, l.handWidth, l.handRight = l.stripAt[0], l.stripAt[1], l.stripAt[2]
				l.handScale = scale
			}
		}()
	}
	top := a.Y + a.H - (handH+handFoot)*l.handScale
	row := l.rows[t.Viewer]
	used := row.Y + (sizeHead+sizeSmall*1.1)*l.k + 14 // the row's name, Resources and Prestige
	for _, b := range t.ark.order {
		if b.seat == int(t.Viewer) {
			used = max(used, b.r.Y+b.r.H)
		}
	}
	bottom := a.Y + a.H
	if used+gap > top && !t.arkOverHand(top) {
		beside, ok := t.handBesideArk(top)
		if !ok {
			return
		}
		top, bottom = beside, beside+(handH+handFoot)*l.handScale
	}
	l.risen = true
	l.handTop, l.handY = top, bottom
}

// arkOverHand fits the viewer's Ark into the part of its row over the
// risen hand's top, and reports whether its cards stand there at their
// full size at least (their names legible); if not, the Ark takes its
// whole row again and the hand stays folded.
func (t *Table) arkOverHand(top float64) bool {
	l := &t.lay
	row := l.ownRow
	short := top - gap - row.Y
	if short < row.H*0.3 {
		return false
	}
	l.rows[t.Viewer].H = short
	t.layArks()
	fits := true
	for _, b := range t.ark.order {
		if b.seat == int(t.Viewer) && (b.ts < sizeSmall*l.k-0.01 || b.r.Y+b.r.H+gap > top) {
			fits = false
		}
	}
	if nu := t.ark.newUnit; int(t.Viewer) < len(nu) && nu[t.Viewer].Y+nu[t.Viewer].H+gap > top {
		fits = false
	}
	if !fits {
		l.rows[t.Viewer] = row
		t.layArks()
	}
	return fits
}

// handBesideArk lays the hand's whole cards at the foot of the viewer's
// row, right of its Ark, where the row is too short to hold the Ark over
// them: the Ark takes the row's left part down to the board's foot. It
// returns the hand's top, lowered into the room under its cards where the
// row starts under top, and whether the Ark's cards stand there at their
// full size; if not, the Ark takes its whole row again.
func (t *Table) handBesideArk(top float64) (float64, bool) {
	l := &t.lay
	row := l.ownRow
	// The hand, lowered into the room under its cards, may start a
	// little under the row's top; where it starts further down, the
	// other Arks over the row give it the rest of their room.
	for _, y := range []float64{row.Y, t.othersEnd(row.Y)} {
		if y-top <= handFoot*l.handScale*0.8 {
			if at, ok := t.handBeside(max(top, y), y); ok {
				return at, true
			}
		}
	}
	return 0, false
}

// handBeside lays the hand right of the viewer's Ark, its top at top,
// the viewer's row from y down (handBesideArk).
func (t *Table) handBeside(top, y float64) (float64, bool) {
	l := &t.lay
	row := l.ownRow
	n := float64(max(l.handN, 4))
	fan := handW * l.handScale * (1 + 0.66*(n-1))
	label := 2.6 * sizeHead * l.k // "Your" over "hand", a bold word about 2.4 sizes wide
	right := min(row.X+row.W, l.side.X-gap)
	left := right - fan - label - 18
	if left-gap < row.X+row.W*0.3 {
		return 0, false
	}
	bottom := l.area.Y + l.area.H
	rows := slices.Clone(l.rows)
	// Every Ark's cards keep the size they had, or at most the least of
	// any Ark's (the viewer's then read as the others' do).
	least := sizeSmall * l.k
	for _, b := range t.ark.order {
		least = min(least, b.ts)
	}
	for p, r := range l.rows {
		if p != int(t.Viewer) && r.Y+r.H > y-4 {
			l.rows[p].H = y - 4 - r.Y // rows 4 apart, as laid (layFolded)
		}
	}
	l.rows[t.Viewer] = scenes.Rect{X: row.X, Y: y, W: left - gap - row.X, H: bottom - y}
	t.layArks()
	fits := true
	for _, b := range t.ark.order {
		if b.ts < least-0.01 || b.seat == int(t.Viewer) && (b.r.Y+b.r.H > bottom || b.r.X+b.r.W > left-gap) {
			fits = false
		}
	}
	if !fits {
		copy(l.rows, rows)
		t.layArks()
		return 0, false
	}
	l.besideX = left
	l.handRight, l.handWidth = right, fan
	l.handX = right - fan/2
	return top, true
}

// othersEnd returns where the viewer's row may start, at y or higher:
// under the cards and heads of the other seats' Arks that end over it,
// the rest of their rows given to the viewer's.
func (t *Table) othersEnd(y float64) float64 {
	l := &t.lay
	end := 0.0
	for p, r := range l.rows {
		if p == int(t.Viewer) || r.Y+r.H < y-2*gap {
			continue
		}
		// An empty Ark keeps its row, which its cards will fill.
		rowEnd := 0.0
		for _, b := range t.ark.order {
			if b.seat == p {
				rowEnd = max(rowEnd, b.r.Y+b.r.H+4)
			}
		}
		if rowEnd == 0 {
			rowEnd = r.Y + r.H
		}
		end = max(end, rowEnd, r.Y+(sizeHead+sizeSmall*1.1)*l.k+14) // its name, Resources and Prestige
	}
	if end == 0 {
		return y
	}
	return min(y, end+4)
}

// longNames reports whether the folded hand holds a card whose name does
// not stand whole on one line of its strip at its size (nameSize, and 12
// pixels at least).
func (t *Table) longNames() bool {
	l := &t.lay
	if !l.fold || t.app == nil || t.Viewer == rules.NoSeat || l.handScale <= 0 {
		return false
	}
	ts := scenes.MinTextPx / (t.app.Scale() * l.handScale)
	ts = max(ts, l.nameSize())
	n := max(t.hand.Len(), t.hand.Room)
	step, _ := scenes.SpreadStep(n, handW, handH, l.handWidth/l.handScale, handSpread)
	vis := handW*min(1, max(handVisible, step/handW-0.02)) - 8
	if n <= 1 {
		vis = handW - 8
	}
	for _, id := range t.view.Hand(t.Viewer) {
		if w, _ := t.app.Text.Measure(rs.CardOf(id).Name, ts, true); w > vis {
			return true
		}
	}
	return false
}

// chamberCheck, when set (by a test), is given the Chambers the events
// showed and those of the view that follows them.
var chamberCheck func(shown, view [rs.Chambers]int)

// Sync reads the view.
func (t *Table) Sync(view rules.Game, viewer rules.Seat, continued bool) {
	v := view.(*rs.State)
	first := t.view == nil
	var after [rs.Chambers]int
	for c := range after {
		after[c] = v.ChamberCard(c)
	}
	if continued && !first && chamberCheck != nil {
		chamberCheck(t.shown, after)
	}
	t.markFresh(v, viewer, continued && !first)
	t.view = v
	t.See(v, viewer)
	t.shown = after
	t.placed = [rs.Chambers][4]int{}
	t.fly = flight{}
	switch {
	case first:
		t.lastTurn = true
	case !continued:
		// A view that does not follow the events played (a review
		// stepping to another move, say) forgets the Prestige they
		// scored: it belongs to the move that scored it.
		t.scored, t.lastTurn = [4]bool{}, false
	}
	drafting := viewer != rules.NoSeat && len(v.Pack(viewer)) > 0
	if first || len(t.lay.spots) != len(v.Spots()) || t.lay.arkFocus != t.arkFocus() || t.lay.mine != int(viewer) || t.lay.fullHand != t.handChoice() || t.lay.drafting != drafting {
		t.lay.k = t.enlarge()
		t.lay.phone = t.phone()
		t.lay.drafting = drafting
		t.lay.fullHand = t.handChoice()
		t.lay.update(t.lay.area, t.Seats, v.Spots(), t.arkFocus(), int(viewer))
	}
	t.canPlace = t.canPlace[:0]
	if t.places == nil {
		t.places = map[int][]int{}
	}
	clear(t.places)
	if t.Mine && t.Prompt.Kind == "integrate" {
		for _, mv := range v.Legal(nil) {
			if mv.Kind != rs.MoveIntegrate {
				continue
			}
			if !slices.Contains(t.canPlace, int(mv.A)) {
				t.canPlace = append(t.canPlace, int(mv.A))
			}
			if to := int(mv.B); mv.C < 0 && !slices.Contains(t.places[int(mv.A)], to) {
				t.places[int(mv.A)] = append(t.places[int(mv.A)], to)
			}
		}
	}
	t.syncHand()
	t.relayout()
}

// markFresh updates which Spots other seats took since viewer last
// placed a Negotiator; a view that does not follow the last (a review's
// jump, the first) starts afresh.
func (t *Table) markFresh(v *rs.State, viewer rules.Seat, follows bool) {
	n := len(v.Spots())
	if !follows || len(t.held) != n {
		t.held, t.fresh = make([]rules.Seat, n), make([]bool, n)
		for i := range n {
			t.held[i], _ = v.SpotHolder(i)
		}
		return
	}
	for i := range n {
		if seat, _ := v.SpotHolder(i); seat != t.held[i] && seat == viewer {
			clear(t.fresh)
		}
	}
	for i := range n {
		seat, _ := v.SpotHolder(i)
		if seat != t.held[i] {
			t.fresh[i] = seat != rules.NoSeat && seat != viewer
		}
		t.held[i] = seat
	}
}

// arkFocus reports whether the game is in a phase played on the Arks
// (Integration and Prestige), with nothing on the Wing of Whispers.
func (t *Table) arkFocus() bool {
	switch t.Prompt.Kind {
	case "integrate", "rehost", "reorder":
		return true
	}
	return false
}

// handChoice reports whether a card of the hand is to be chosen outside
// Integration (a discard over the hand's limit): the hand then stands at
// full size rather than folded to the strip of its names.
func (t *Table) handChoice() bool { return t.Prompt.Kind == "discard" }

// PeekAside puts the final board's line in the panel, where the move
// buttons go: under the board it would cover the last Ark's cards.
func (t *Table) PeekAside() bool { return true }

// Hand returns the viewer's hand.
func (t *Table) Hand() *scenes.Hand { return t.hand }

// HandPlace returns the place of hand card i.
func (t *Table) HandPlace(i int) obj { return obj{kind: objHand, a: int16(i)} }

// HandCard returns the hand card p names.
func (t *Table) HandCard(p obj) (int, bool) { return int(p.a), p.kind == objHand }

// syncHand makes the hand on screen hold the viewer's cards.
func (t *Table) syncHand() {
	var ids []int
	if t.Viewer != rules.NoSeat && t.view != nil {
		ids = t.view.Hand(t.Viewer)
	}
	same := len(ids) == len(t.handIDs)
	for i := range ids {
		if same && ids[i] != t.handIDs[i] {
			same = false
		}
	}
	if same {
		return
	}
	// Cards that only left (recycled, placed, discarded) leave the others
	// where they were, a gap where each went, until the player's next tap
	// (BoardTapped): a quick second tap where a card was finds none
	// rather than its neighbour. A card that came in lays the fan out
	// anew.
	var places []int
	if len(ids) > 0 && t.Viewer == t.handOf && left(t.handIDs, ids) {
		was := t.hand.Places
		if len(was) != len(t.handIDs) {
			was = nil
		}
		for _, id := range ids {
			i := slices.Index(t.handIDs, id)
			if was != nil {
				i = was[i]
			}
			places = append(places, i)
		}
		t.hand.Room = max(t.hand.Room, len(t.handIDs), places[len(places)-1]+1)
	} else {
		t.hand.Room = len(ids)
	}
	for t.hand.Len() > 0 {
		t.hand.Remove(t.hand.Len() - 1)
	}
	t.handIDs = append(t.handIDs[:0], ids...)
	t.handOut = append(t.handOut[:0], make([]float64, len(ids))...)
	t.handOf = t.Viewer
	for i, id := range ids {
		o := t.HandPlace(i)
		cv := scenes.NewCardView(id, handW, handH, func(c *scenes.Canvas, w, h float64, up bool) {
			// A phone's strip keeps a tapped card a tab: the tip shows it
			// whole, over the board, not over the panel under the strip.
			lifted := t.hand.Lifted() == i && !t.lay.portrait
			tab := t.lay.fold && !t.lay.risen && t.hand.Zoomed() == nil && !lifted && t.hand.Dragging() != i
			r := t.drawHandCard(c, id, scenes.Rect{W: w, H: h}, tab)
			if g := c.Transform(); i < len(t.handOut) {
				_, y0 := g.Apply(r.X, r.Y+r.H)
				_, y1 := g.Apply(r.X+r.W, r.Y+r.H)
				t.handOut[i] = max(y0, y1) - c.H
			}
			// The kit's light, drawn in the card's own units: not kept
			// among the frame's lit places, which are the board's.
			if l := t.Frame.Light(o); l != table.Unlit {
				table.DrawLight(c, r, l, t.Now)
			}
		})
		cv.Key = t.handKey(id)
		t.hand.Add(cv)
	}
	t.hand.Places = places
	t.relayout()
	t.hand.Snap()
}

// left reports whether now is before with some cards taken out, the
// others in the same order.
func left(before, now []int) bool {
	j := 0
	for _, id := range before {
		if j < len(now) && now[j] == id {
			j++
		}
	}
	return j == len(now)
}

// Zoom returns the large view of the face-up card at x, y outside the
// hand.
func (t *Table) Zoom(x, y float64) *scenes.CardView {
	if t.view != nil && t.view.DiscardCount() > 0 && t.lay.discards.Contains(x, y) {
		return t.pileZoom()
	}
	id, r, ok := t.cardAt(x, y)
	if !ok {
		return nil
	}
	w := max(r.W, 60.0)
	cv := scenes.NewCardView(id, w, w*1.4, func(c *scenes.Canvas, w, h float64, _ bool) {
		t.drawCard(c, id, scenes.Rect{W: w, H: h}, true)
	})
	cv.Node.X, cv.Node.Y = r.X+r.W/2, r.Y+r.H/2
	cv.Key = t.handKey(id) // all the card says, in words beside it
	return cv
}

// cardAt returns the face-up card shown at x, y outside the hand.
func (t *Table) cardAt(x, y float64) (int, scenes.Rect, bool) {
	if t.view == nil {
		return 0, scenes.Rect{}, false
	}
	for c, r := range t.lay.cards {
		if id := t.shown[c]; id >= 0 && r.Contains(x, y) {
			return id, r, true
		}
	}
	for _, b := range t.ark.order {
		if b.r.Contains(x, y) {
			return b.id, b.r, true
		}
	}
	if t.Viewer != rules.NoSeat {
		for i, id := range t.view.Pack(t.Viewer) {
			if i < len(t.lay.packCards) && id >= 0 && t.lay.packCards[i].Contains(x, y) {
				return id, t.lay.packCards[i], true
			}
		}
	}
	n := t.view.DiscardCount()
	for i, r := range t.discardAt {
		if r.Contains(x, y) {
			return t.view.Discard(n - 1 - i), r, true
		}
	}
	return 0, scenes.Rect{}, false
}

// discardRects lays out the Discard Pile's strip, the latest card first:
// that card whole on the left, then a row for each earlier card, as many
// as fit, with its name whole at ts (wrapped on two lines when it needs
// them). cardAt reads the rects as last laid out.
func (t *Table) discardRects(c *scenes.Canvas) (rects []scenes.Rect, ts float64) {
	r := t.lay.discards
	lab := sizeSmall*t.lay.k + 3
	body := scenes.Rect{X: r.X, Y: r.Y + lab, W: r.W, H: r.H - lab}
	out := t.discardAt[:0]
	count := t.view.DiscardCount()
	ts = c.AtLeast(sizeSmall * t.lay.k)
	if count > 0 && body.H > 0 {
		// A row a card, the latest first, each name whole at a size
		// that reads: a miniature's texts would not.
		x, w := body.X, body.W
		y := body.Y
		for i := 0; i < count; i++ {
			h := ts*1.25 + 4
			if id := t.view.Discard(count - 1 - i); id >= 0 {
				if _, second := splitName(c, rs.CardOf(id).Name, ts, w-8); second != "" {
					h += ts * 1.25
				}
			}
			if y+h > body.Y+body.H {
				break
			}
			out = append(out, scenes.Rect{X: x, Y: y, W: w, H: h})
			y += h + 2
		}
	}
	t.discardAt = out
	return out, ts
}

// drawDiscardRow draws a card of the Discard Pile as a row of the strip:
// its name whole on its band colour (lighter for a Crew).
func (t *Table) drawDiscardRow(c *scenes.Canvas, id int, r scenes.Rect, ts float64) {
	if id < 0 {
		c.RoundRect(r, 4, colBack)
		return
	}
	d := rs.CardOf(id)
	col := ss.CasteColor(d.Caste)
	if !d.Unit {
		col = sprites.Shade(col, 0.2)
	}
	c.RoundRect(r, 4, col)
	first, second := splitName(c, d.Name, ts, r.W-8)
	c.Bold(first, r.X+4, r.Y+2, ts, colInk, scenes.Left)
	if second != "" {
		c.Bold(second, r.X+4, r.Y+2+ts*1.25, ts, colInk, scenes.Left)
	}
}

// SeatLine is the line under a seat's name in the kit's seat list: the
// hand's count first, which a narrow window keeps after the kit's "to
// play · ", then the Resources, then the Ark's count (its cards lie on the
// board), the first part a narrow window drops.
func (t *Table) SeatLine(view rules.Game, seat rules.Seat) string {
	v := view.(*rs.State)
	return "Hand " + strconv.Itoa(len(v.Hand(seat))) + " · " + strconv.Itoa(v.Resources(seat)) + " Resources · Ark " + strconv.Itoa(len(v.Ark(seat)))
}

// TieBreaks is the rules' tie-breaker: Resources in Supply and Safes.
func (t *Table) TieBreaks(view rules.Game, seat rules.Seat) []rules.ScoreLine {
	v := view.(*rs.State)
	n := v.Resources(seat)
	for _, id := range v.Ark(seat) {
		n += v.Card(id).Safe
	}
	return []rules.ScoreLine{{Label: "Resources", Points: n}}
}

// BannerArea puts the kit's banners over the Arks: the Wing, the tracks
// and the hand stay in sight.
func (t *Table) BannerArea() scenes.Rect { return t.lay.arks }

// ButtonRows keeps one row of move buttons: at most two moves of Seeders
// have no place on the board (a pass, or the two upgrade paths), and the
// log takes the room, so that a round of negotiation stays in view.
func (t *Table) ButtonRows() int { return 1 }

// SnugPanel keeps the panel of a tall screen as low as its prompt, its
// seats and a few lines of the log need: the Arks and the hand take the
// rest.
func (t *Table) SnugPanel() bool { return true }

var _ table.Prompter[obj] = (*Table)(nil)

// PromptText words the question of an upgrade with the Negotiator's
// numbers as its disc shows them ("3-1 or 2-2"), and, once a Negotiator
// or a hand card is picked, what the next tap does; a prompt whose rules'
// words say "pass" names the button that passes, when there is one
// (passPrompt); other prompts keep the rules' words.
func (t *Table) PromptText(sel obj, has bool) string {
	switch {
	case t.Prompt.Kind == "path":
		return plainNumbers(t.Prompt.Text)
	case has && sel.kind == objNeg && t.Prompt.Kind == "place":
		if sel.b == 1 {
			return promptHidden
		}
		if t.view != nil && t.Viewer != rules.NoSeat && sel.a >= 0 && int(sel.a) < rs.NumCastes {
			if hi, lo, _ := t.view.Negotiator(t.Viewer, rs.Caste(sel.a)); hi == lo {
				return promptEven
			}
		}
		return promptHalf
	case has && sel.kind == objHand && t.Prompt.Kind == "integrate":
		if sel.a >= 0 && int(sel.a) < len(t.handIDs) && !slices.Contains(t.canPlace, t.handIDs[sel.a]) {
			return t.whyNoPlace(rs.CardOf(t.handIDs[sel.a]))
		}
		return promptCard
	}
	return t.passPrompt()
}

// passPrompt words the prompts whose rules' words say "pass" with the
// button that passes, by its label, and only while it is there: in
// Integration, with more than one card in hand, there is none yet.
func (t *Table) passPrompt() string {
	switch t.Prompt.Kind {
	case "window":
		return "Use your R&D Department on a card of the Wing of Whispers, or tap Keep the Chambers."
	case "act":
		return "Use an ability of your Ark (tap a gold U), or tap End my turn."
	case "integrate":
		n := 0
		if t.view != nil && t.Viewer != rules.NoSeat {
			n = len(t.view.Hand(t.Viewer))
		}
		if n > 0 && len(t.canPlace) == 0 && t.Mine {
			// Nothing of the hand lights in the Ark: say why, and what
			// is left to do.
			why := t.texts.Cat("You cannot pay any card's Construction cost: you have ", scenes.Itoa(t.view.Resources(t.Viewer)), " Resources")
			for _, id := range t.view.Hand(t.Viewer) {
				if d := rs.CardOf(id); d.Cost <= t.view.Resources(t.Viewer) {
					why = "No card can be integrated: a Crew joins a Unit, and none of yours can take it"
					break
				}
			}
			if n > 1 {
				return t.texts.Cat(why, ". Recycle cards for Resources; keep at most one.", "")
			}
			return t.texts.Cat(why, ". Recycle it, or keep it: tap End Integration.", "")
		}
		if n > 1 {
			return "Recycle, integrate, use abilities and move Crews. Keep at most one card: place or recycle the rest."
		}
		return "Recycle, integrate, use abilities and move Crews; tap End Integration when done."
	case "rehost":
		if i := strings.LastIndex(t.Prompt.Text, ", or pass"); i > 0 {
			return t.texts.Cat(t.Prompt.Text[:i], ", or tap Leave them Vacant.", "")
		}
	case "reorder":
		return "Rearrange your Crews among your Units (kept secret until all have), then tap Done: score Prestige."
	}
	return ""
}

// whyNoPlace says, for a picked hand card d that cannot be integrated,
// why in the rules' words, and what the player can do with it instead.
func (t *Table) whyNoPlace(d *rs.Card) string {
	res := t.view.Resources(t.Viewer)
	why := t.texts.Cat("A Crew joins a Unit, and none of yours can take ", d.Name, ". ")
	if d.Cost > res {
		why = t.texts.Cat(t.texts.Cat(d.Name, "'s Construction cost is ", scenes.Itoa(d.Cost)), t.texts.Cat(", you have ", scenes.Itoa(res), " Resources. "), "")
	}
	return t.texts.Cat(why, t.texts.Cat("Tap the bin to recycle it for ", scenes.Itoa(recycleGain(d, t.view.Turn())), ", or tap it again to keep it."), "")
}

// recycleGain is the Resources recycling d gives in turn.
func recycleGain(d *rs.Card, turn int) int {
	if d.Recycle == 0 {
		return turn
	}
	return d.Recycle
}

// What the prompt says once a Negotiator or a hand card is picked.
const (
	promptHalf   = "Tap a lit half of a Spot: its Chamber gets the higher number of cubes, the other Chamber the lower."
	promptEven   = "Tap a lit Spot: each Chamber beside it gets the cubes its half shows."
	promptHidden = "Tap a lit Spot: this Negotiator goes there face down."
	promptCard   = "Tap where the card goes: a lit place in your Ark, or the bin to recycle it."
)
