package desolated

import (
	"strconv"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"starboard/match"
	"starboard/rules"
	dr "starboard/rules/desolated"
	"starboard/scenes"
	"starboard/scenes/table"
	"starboard/sprites"
)

// Shell is the scene of a Desolated table: the kit's shell around the
// board.
type Shell = table.Shell[obj]

// New returns the table of a running match of Desolated. It is a
// scenes.TableFunc.
func New(m *match.Match) scenes.Scene { return table.Open[obj](m, table.Options{}, newBoard) }

// Board is the board of Desolated: the rows and piles, the hand, the
// inventory of the seat in focus and the stage with the running balance.
// The kit's shell runs it.
type Board struct {
	table.Base[obj]

	lay layout

	heldBox scenes.Rect // the hand card held up while the lights over the hand are drawn (mark)

	pinned rules.Seat // the seat whose inventory the player asked to see, or NoSeat

	view *dr.State
	// matDisc is the view's Material discards, read once a view: the
	// rules' reader makes a new list at each call, and a frame needs the top.
	matDisc []int

	// What the stage says when no choice is on it: the round, and how the
	// game ends from here.
	roundLine, endNote string
	pileCounts         [3]string // the Material, Influence and Landmark piles' counts, written out

	hand *scenes.Hand
	// quietHand is set while the hand's cards are not lit as starts: on
	// the choice of an action, where every card could start an Upgrade,
	// until the Upgrade… button picks that kind (then only they glow).
	quietHand bool
	handIDs   []int
	// handBeside is set while the hand lies beside the payment's box.
	handBeside bool
	inv        invLayout

	// What the events played since the last Sync did, for drawing.
	fly flight
	// paying are the cards and tokens of a payment in the air, each on
	// its own clock: they fly on across the steps and Syncs that follow.
	paying []paidFlight
	// landed are the cards that joined the inventory shown since the last
	// Sync, where they landed; doing is what the acting seat did last, in
	// the log's words, which the prompt keeps while the rows refill.
	landed []flight
	doing  string
	// placed are the leftover tokens placed since the last Sync, by the
	// Influence row slot they went to: the leftovers' box gives them up
	// and the row's cards show them as they land.
	placed [dr.InfluenceRow]dr.Bundle
	// settled is set once the card a payment or an Earn was for is taken
	// (or the payment called off), and paidNow holds what the payment's
	// cards and tokens gave: the stage shows the payment as it stands
	// while the move's events play, not as the last view left it.
	settled bool
	paidNow dr.Bundle
	// paidShown is what the payment's box said was paid in, in the last
	// frame.
	paidShown dr.Bundle
	gone      map[obj]bool // row cards taken, until the next Sync
	came      map[obj]int  // row slots refilled, with the card that came

	tip   tipState      // what the mouse rests on, shown after a moment
	avoid []scenes.Rect // what the tip keeps off, reused each frame
	keys  keyer         // the key of the card last shown large
	// aside is what the hand says while another seat's inventory shows:
	// whose cards it holds, and what that seat holds (asideLines).
	aside [2]string

	prompt promptState  // the prompt last worded (PromptText)
	legal  []rules.Move // the viewer's legal moves, for the prompt
	tagAt  scenes.Rect  // the "paying for" or "earning" tag, in the last frame
	// matLabelAt is where the Material pile's name was written, in the
	// last frame.
	matLabelAt scenes.Rect
	// handLabelAt is where the hand's name was written, in the last frame.
	handLabelAt scenes.Rect
	// emptyInvAt is where the words of an empty inventory were written,
	// in the last frame.
	emptyInvAt scenes.Rect
	// seatHintAt is where a small screen said how to see the other
	// seats, in the last frame.
	seatHintAt scenes.Rect
	// payShown says whether the last frame showed the payment's box.
	payShown bool

	// tabLights counts the lit places of each row in the last frame, and
	// tabHeld the counts when the player opened a tab: the tab stays
	// open until they change (small screens: layout.tabbed).
	tabLights, tabHeld [3]int

	cache *sprites.Cache
	faces *faces
	// opened is set once the board has shown: until then its faces are
	// made out of sight, on dryImg (see Draw).
	opened bool
	dryImg *ebiten.Image
	app    *scenes.App // the app the board last drew for: its scale and text
}

var (
	_ table.Board[obj]     = (*Board)(nil)
	_ table.Handed[obj]    = (*Board)(nil)
	_ table.Zoomer         = (*Board)(nil)
	_ table.TieBreaker     = (*Board)(nil)
	_ table.SeatLiner      = (*Board)(nil)
	_ table.SeatTapper     = (*Board)(nil)
	_ table.LogFolder      = (*Board)(nil)
	_ table.Attempter[obj] = (*Board)(nil)
	_ table.Kinder         = (*Board)(nil)
	_ table.Sheeted        = (*Board)(nil)
	_ table.ButtonRower    = (*Board)(nil)
	_ table.Snug           = (*Board)(nil)
	_ table.Overlayer[obj] = (*Board)(nil)
)

func newBoard(seats []match.SeatConfig) *Board {
	t := &Board{Base: table.NewBase[obj](seats), pinned: rules.NoSeat,
		gone: map[obj]bool{}, came: map[obj]int{}}
	t.lay.tab = tabMaterials
	t.hand = scenes.NewHand(handW, handH)
	t.cache = sprites.NewCache(64)
	t.faces = newFaces()
	return t
}

// Layout places everything inside area.
func (t *Board) Layout(area scenes.Rect) {
	t.lay.k, t.lay.labelW = t.enlarge(), 0
	if t.app != nil {
		t.lay.px = t.app.Scale()
	}
	for _, s := range [...]string{"Landmarks", "Influence", "Materials", "discards"} {
		// A name may reach a little into the gaps either side.
		t.lay.labelW = max(t.lay.labelW, t.textW(s, pileLabel*t.lay.k)-1.75*gap)
	}
	t.lay.update(area)
	t.layoutInventory()
	t.place()
	// A new size moves the whole board at once: the hand too.
	t.hand.Snap()
}

// textW returns the width of s at size in the app's text (0 before the
// first frame).
func (t *Board) textW(s string, size float64) float64 {
	if t.app == nil {
		return 0
	}
	w, _ := t.app.Text.Measure(s, size, false)
	return w
}

// pileLabel is the size of a pile's name at 1280x720.
const pileLabel = 14.0

// enlarge is how much the board's small texts grow at the app's scale
// (App.Enlarge): 1 from 1280x720 up.
func (t *Board) enlarge() float64 {
	if t.app == nil {
		return 1
	}
	if a := t.lay.main; a.W*t.app.Scale() < phoneW && a.H >= a.W {
		return t.app.Enlarge(pileLabel, 4)
	}
	return t.app.Enlarge(pileLabel, 1.6)
}

// phoneW is the width on screen, in CSS pixels, under which a board no
// wider than tall is a phone's (390 or 360 wide; an 800x600 window's is
// wider, a small window's is wide): its texts grow to MinTextPx however
// much that takes.
const phoneW = 480

// Sync reads the view.
func (t *Board) Sync(view rules.Game, viewer rules.Seat, continued bool) {
	v := view.(*dr.State)
	if continued && t.view != nil && rowCheck != nil {
		rowCheck(t.shownRows(), rowsOf(v))
	}
	if viewer != t.Viewer {
		// A new person at the device (hot seat) sees their own inventory,
		// not the one the last person asked for.
		t.pinned = rules.NoSeat
	}
	t.view = v
	t.matDisc = append(t.matDisc[:0], v.MaterialDiscards()...)
	t.See(v, viewer)
	t.fly = flight{}
	t.landed, t.doing, t.placed = t.landed[:0], "", [dr.InfluenceRow]dr.Bundle{}
	t.settled, t.paidNow = false, dr.Bundle{}
	clear(t.gone)
	clear(t.came)
	t.roundLine, t.endNote = t.roundNotes(v)
	mp, ip, lp := v.Piles()
	for i, n := range [3]int{mp, ip, lp} {
		t.pileCounts[i] = strconv.Itoa(n)
	}
	t.syncHand()
	if open := t.payOpen(); open != t.handBeside {
		// The hand makes room for the payment's box, or takes it back.
		t.handBeside = open
		t.place()
	}
	t.layoutInventory()
	t.asideLines()
}

// roundNotes returns the round under way and how the game ends from there,
// for the stage.
func (t *Board) roundNotes(v *dr.State) (round, end string) {
	round = "Round " + strconv.Itoa(v.Round())
	if v.Over() {
		// The final board says how the game ended, not when it will
		// (fourteenth review).
		return "Game over", t.outcome(v)
	}
	final, why := v.FinalRound()
	switch {
	case v.Solo():
		_, _, lp := v.Piles()
		end = "The game ends after the turn that leaves no Landmark in the row or the pile (" + count(lp, "Landmark") + " in the pile). You win with 20 points."
	case !final:
		end = "The last round begins when a seat earns its third Landmark, or when the Landmark row cannot be refilled."
	default:
		round += " · the last"
		first := "the first seat"
		if f := int(v.First()); f >= 0 && f < len(t.Names) {
			first = t.Names[f]
		}
		switch why {
		case 1:
			end = "A seat has earned its third Landmark. "
		case 2:
			end = "The Landmark row could not be refilled. "
		}
		end += "The game ends when the turn comes back to " + first + "."
	}
	return round, end
}

// outcome says who won the game over in v, and with how many points.
func (t *Board) outcome(v *dr.State) string {
	name := func(s rules.Seat) string {
		if int(s) < len(t.Names) {
			return t.Names[s]
		}
		return s.String()
	}
	won := v.Winners()
	if v.Solo() {
		if won.Has(0) {
			return name(0) + " wins with " + count(v.Score(0), "point") + "."
		}
		return name(0) + " ends with " + count(v.Score(0), "point") + ": " + strconv.Itoa(dr.SoloTarget) + " were needed to win."
	}
	var winners, others []string
	best := 0
	for s := range rules.Seat(v.Seats()) {
		if won.Has(s) {
			winners, best = append(winners, name(s)), v.Score(s)
		} else {
			others = append(others, name(s)+": "+count(v.Score(s), "point"))
		}
	}
	text := ""
	switch len(winners) {
	case 0:
		return "No seat won."
	case 1:
		text = winners[0] + " wins with " + count(best, "point") + "."
	default:
		text = strings.Join(winners, " and ") + " share the win with " + count(best, "point") + "."
	}
	if len(others) > 0 {
		text += " " + strings.Join(others, ", ") + "."
	}
	return text
}

// PeekAside puts the final board's line in the panel, where the move
// buttons go: under the board it covered the hand and the Menu button
// (the last review).
func (t *Board) PeekAside() bool { return true }

// ButtonRows keeps two rows of move buttons: the most a turn offers (the
// kinds of action and Pass, five) fit in three columns, and the log takes
// the room of a third row.
func (t *Board) ButtonRows() int { return 2 }

// SnugPanel asks, on a tall screen, for a panel only as high as its rows
// need: the board takes the rest, for a larger hand (the tenth review
// found the tall screen's panel half empty while the cards were small).
func (t *Board) SnugPanel() bool { return true }

// Hand returns the viewer's hand.
func (t *Board) Hand() *scenes.Hand { return t.hand }

// HandPlace returns the place of hand card i.
func (t *Board) HandPlace(i int) obj { return obj{kind: objHand, a: int16(i)} }

// HandCard returns the hand card p names.
func (t *Board) HandCard(p obj) (int, bool) { return int(p.a), p.kind == objHand }

// SeatTapped shows the inventory of seat, or the usual one again when it
// is shown already.
func (t *Board) SeatTapped(seat rules.Seat) {
	if t.pinned == seat {
		t.pinned = rules.NoSeat
	} else {
		t.pinned = seat
	}
	t.layoutInventory()
	t.asideLines()
}

// SeatLine is the line under a seat's name in the kit's seat list.
func (t *Board) SeatLine(view rules.Game, seat rules.Seat) string {
	v := view.(*dr.State)
	// The hand first: a narrow list (a phone's) drops the last part.
	line := strconv.Itoa(v.HandSize(seat)) + " in hand · " + count(len(v.LandmarkCards(seat)), "Landmark")
	if seat != t.Viewer {
		// The kit keeps the line while the view holds: it says nothing of
		// which inventory shows.
		return line + " · tap to see"
	}
	return line
}

// focus is the seat whose inventory is shown: the one asked for, else
// the viewer's own, on every seat's turn (a bot's turn never takes the
// viewer's board away), else, for a spectator, the seat whose turn it is.
func (t *Board) focus() rules.Seat {
	if t.pinned != rules.NoSeat {
		return t.pinned
	}
	if t.view == nil || t.Viewer != rules.NoSeat {
		return t.Viewer
	}
	if a := t.view.Active(); a != rules.NoSeat {
		return a
	}
	return 0
}

// rareInHand reports whether hand card i of the viewer is a Rare card.
func (t *Board) rareInHand(i int16) bool {
	if t.view == nil || t.Viewer == rules.NoSeat {
		return false
	}
	h := t.view.Hand(t.Viewer)
	return int(i) < len(h) && h[i] >= 0 && dr.Materials[h[i]].Kind == dr.RareCard
}

// rareAt reports whether inventory position i of the viewer is a Rare card.
func (t *Board) rareAt(i int16) bool {
	if t.view == nil || t.Viewer == rules.NoSeat {
		return false
	}
	n := int16(0)
	for _, g := range t.view.Inventory(t.Viewer) {
		for _, id := range g {
			if n == i {
				return dr.Materials[id].Kind == dr.RareCard
			}
			n++
		}
	}
	return false
}

// Zoom returns the large view of the face-up card at x, y: a hand card
// while the hand takes no input (the hand zooms its own cards on the
// viewer's turn), else a card outside the hand.
func (t *Board) Zoom(x, y float64) *scenes.CardView {
	kind, id, r, ok := t.cardAt(x, y)
	if i := t.hand.CardAt(x, y); i >= 0 && i < len(t.handIDs) {
		kind, id, r, ok = faceMaterial, t.handIDs[i], t.handCardBox(i), true
	}
	if !ok {
		return nil
	}
	cv := scenes.NewCardView(id, r.W, r.H, func(c *scenes.Canvas, w, h float64, _ bool) {
		t.faces.draw(c, kind, id, scenes.Rect{W: w, H: h})
	})
	cv.Key = t.zoomKey(kind, id)
	cv.Node.X, cv.Node.Y = r.X+r.W/2, r.Y+r.H/2
	return cv
}

// cardAt returns the face-up card shown at x, y outside the hand.
func (t *Board) cardAt(x, y float64) (kind uint8, id int, r scenes.Rect, ok bool) {
	if t.view == nil {
		return 0, 0, r, false
	}
	l := &t.lay
	for i, rc := range l.lmRow {
		if id := t.view.LandmarkRowCard(i); id >= 0 && rc.Contains(x, y) {
			return faceLandmark, id, rc, true
		}
	}
	for i, rc := range l.infRow {
		if id, _ := t.view.InfluenceRowCard(i); id >= 0 && rc.Contains(x, y) {
			return faceInfluence, id, rc, true
		}
	}
	for i, rc := range l.matRow {
		if id := t.view.MaterialRowCard(i); id >= 0 && rc.Contains(x, y) {
			return faceMaterial, id, rc, true
		}
	}
	if disc := t.matDisc; len(disc) > 0 && l.matDisc.Contains(x, y) {
		return faceMaterial, disc[len(disc)-1], l.matDisc, true
	}
	for _, c := range t.inv.cards {
		if c.r.Contains(x, y) {
			return faceMaterial, c.id, c.r, true
		}
	}
	for _, it := range t.inv.infl {
		if it.r.Contains(x, y) {
			return faceInfluence, it.id, it.r, true
		}
	}
	for _, it := range t.inv.lms {
		if it.r.Contains(x, y) {
			return faceLandmark, it.id, it.r, true
		}
	}
	for _, it := range t.inv.tech {
		if it.r.Contains(x, y) {
			return faceMaterial, it.id, it.r, true
		}
	}
	for i, id := range t.view.Revealed() {
		if rc, ok := t.Where(obj{kind: objRevealed, a: int16(i)}); ok && id >= 0 && rc.Contains(x, y) {
			return faceMaterial, id, rc, true
		}
	}
	return 0, 0, r, false
}

// TieBreaks are the rulebook's tie-breakers, in order.
func (t *Board) TieBreaks(view rules.Game, seat rules.Seat) []rules.ScoreLine {
	tb := view.(*dr.State).TieBreak(seat)
	lines := make([]rules.ScoreLine, len(tb))
	for i, v := range tb {
		lines[i] = rules.ScoreLine{Label: tieNames[i], Points: v}
	}
	return lines
}

// tieNames name the tie-breakers, in the rulebook's order.
var tieNames = [5]string{"points on cards", "Landmarks", "Influence cards", "chains", "cards in play"}

// count writes n and a noun, plural when n is not 1.
func count(n int, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	return strconv.Itoa(n) + " " + noun + "s"
}
