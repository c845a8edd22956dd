package revenant

import (
	"image/color"
	"unicode/utf8"

	"starboard/match"
	"starboard/rules"
	rr "starboard/rules/revenant"
	"starboard/scenes"
	"starboard/scenes/table"
	"starboard/sprites"
)

// Shell is the scene of a Revenant table: the kit's shell around the board.
type Shell = table.Shell[obj]

// New returns the table of a running match of Revenant. It is a
// scenes.TableFunc.
func New(m *match.Match) scenes.Scene {
	return table.Open[obj](m, table.Options{}, func(seats []match.SeatConfig) *Table {
		t := newBoard(seats)
		t.match = m
		return t
	})
}

// Table is the board of Revenant. The kit's shell runs it.
type Table struct {
	table.Base[obj]

	lay layout

	// aidPage is the page of a small window's player aid shown (0, the
	// key; 1, the rules), aidTurn the button that turns it, where last
	// drawn (empty with one page).
	aidPage int
	aidTurn scenes.Rect

	// who says who plays each seat, as the kit's seat list does after
	// the board's line ("bot, normal").
	who []string

	// scoresAfter holds, by move number, every seat's score just after
	// that move, for the log's score lines.
	scoresAfter map[int][]int
	// scored says, by move number, whether the move's log ended with a
	// score line.
	scored map[int]bool
	// deckPicks counts, by move number, the deck picks of a research
	// made up to that move that draw nothing yet (pickText).
	deckPicks map[int]deckPick
	// drawn is where each Hidden Influence card drawn to keep one of is
	// shown under the Crew board, empty for the others (a tap keeps it).
	drawn [rr.NumHouses]scenes.Rect

	focus  rules.Seat // the seat whose Crew and Frigate board is shown
	acting rules.Seat // the seat the table named at the last Draw
	texts  scenes.Texts

	view *rr.State

	hand    *scenes.Hand
	handIDs []int

	line    []int           // scratch: a Sector's line of ships
	pages   [rr.NumRing]int // the page of each crowded Sector's ships shown (onPage)
	order   []rules.Seat    // scratch: the Tactics order
	onSpace [][]int         // scratch: the markers on each space of a track

	// What the events played since the last Sync did, for drawing.
	hot    hotSpot // the place the event playing concerns
	fly    flight  // a ship moving to another Sector
	automa string  // the Corrupted Crew's last step, in words
	breach int     // the Sector under attack, -1 for none
	news   news    // the headline of the last event worth one
	// The headline and the Corrupted Crew's step the move playing
	// gave, shown once it has played.
	newsNext, automaNext string
	// unread says which hand cards were last drawn too small for their
	// texts: the one under the pointer opens large (drawHandPeek).
	unread [rr.NumCards]bool
	// cardShown is the part of the width of the hand card being drawn
	// that lies in view, 1 for a card whole: its name and text keep to
	// it, not under the next card. 0 draws a card's handStrip.
	cardShown float64
	nameLines []string // the lines of the hand card's name being drawn
	// nameSize is the size of every ship's House name on the map, as
	// last drawn (shipNames); 0 sizes each chip's name by its chip.
	nameSize  float64
	crowdLine []int // a crowded Sector's line of ships, for crowdNeed
	// moveTurn is the turn whose Movement the prompt counts, and its
	// steps in all (moveSteps).
	moveTurn struct {
		key [4]int
		of  int
	}

	frameless table.Frame[obj] // no lights: for the guide's pictures
	art       *sprites.Cache   // the ships' drawings
	tip       tip              // the tooltip of what the mouse rests on
	corrWhy   string           // what gave the Corruption to place
	specLaid  specLayout       // where the specialization choice's texts were drawn
	corrPx    float64          // the screen size of the Corruption's order, as last drawn

	live      live              // the figures the events played since the last Sync changed
	liveOff   []string          // the figures Syncs found other than the view's (for tests)
	cloned    int               // the space whose action Clone copies, -1 for none
	actPrompt string            // the prompt of the action's choice, "" for the rules'
	cardSel   obj               // the hand card cardAsk words
	cardAsk   string            // where the hand card chosen goes, "" to word again
	measure   scenes.TextDrawer // the text's measures, from the last Draw, for the seat lines

	// picked says a first step is chosen, as the kit last asked for the
	// prompt's words: a tap elsewhere is the kit's to explain.
	picked bool

	// match plays the rest of a Breach's Damage on the only ship, once
	// the player has tapped it (chainDamage).
	match  *match.Match
	forced int // the only ship the viewer could damage at the last Sync, -1 for none

	titleEnd    float64     // the right end of the Crew board's title, as last drawn
	titleRoom   float64     // the room it had, left of the way back to the viewer's board
	peek        scenes.Rect // where the hand card the mouse rests on was drawn large, at the last Draw
	locks       int         // the Resource tokens to lock away since the lock's choice opened
	slotsFilled int         // the Compartments' slots drawn holding a token, at the last Draw

	tab    int           // the tab open in a small window: tabMap, tabCrew or tabShared
	tabSig [numTabs]bool // whether places were lit on each tab at the last Draw
}

var (
	_ table.Board[obj]       = (*Table)(nil)
	_ table.Handed[obj]      = (*Table)(nil)
	_ table.Preselector[obj] = (*Table)(nil)
	_ table.Zoomer           = (*Table)(nil)
	_ table.TieBreaker       = (*Table)(nil)
	_ table.SeatLiner        = (*Table)(nil)
	_ table.WhoKeeper        = (*Table)(nil)
	_ table.SheetTapper      = (*Table)(nil)
	_ table.SeatTapper       = (*Table)(nil)
	_ table.Asker            = (*Table)(nil)
	_ table.BoardTapper      = (*Table)(nil)
	_ table.Shaper[obj]      = (*Table)(nil)
)

func newBoard(seats []match.SeatConfig) *Table {
	t := &Table{Base: table.NewBase[obj](seats), focus: rules.NoSeat, acting: rules.NoSeat, breach: -1, cloned: -1, forced: -1}
	t.live.reset()
	t.hand = scenes.NewHand(handW, handH)
	for _, s := range seats {
		who := "person"
		if s.Player.Bot {
			who = "bot, " + s.Player.Level.String()
		}
		t.who = append(t.who, who)
	}
	return t
}

// seatCol is the colour of seat p.
func (t *Table) seatCol(p rules.Seat) color.RGBA { return t.SeatRGB(p) }

// seatName is the name of seat p.
func (t *Table) seatName(p rules.Seat) string {
	if p < 0 || int(p) >= len(t.Names) {
		return "Corrupted Crew"
	}
	return t.Names[p]
}

// Layout places everything inside area.
func (t *Table) Layout(area scenes.Rect) {
	resized := area != t.lay.area
	t.lay.update(area, t.Seats == 1, t.Viewer == rules.NoSeat)
	t.placeHand()
	if resized {
		// A new window size: the cards lie at once where it puts them,
		// not sliding there at its scale (a shot at 800x600 caught four
		// cards still overlapped where 1920x1080 had laid them).
		t.hand.Snap()
	}
}

// The hand's cards lie side by side, handSpread card widths apart, when
// the room allows; else they close up to handShown of a card apart, which
// leaves each card's left strip (its name, cost and text) in view under
// the next one, and shrink down to leastHand of the layout's scale (seven
// cards at 1280x720, their names still legible: drawWideCard grows them);
// only a hand too full for that closes further, into the kit's fan.
const (
	handSpread = 1.12
	handShown  = handStrip + 0.04
	leastHand  = 0.66
)

// placeHand puts the hand at the bottom, scaled so that each card's name
// reads whole.
func (t *Table) placeHand() {
	n := t.hand.Node
	n.X, n.Y = t.lay.handX, t.lay.handY
	t.hand.Spread, t.hand.Flat = handSpread, true
	scale, room := t.lay.handScale, t.lay.handWidth
	if k := t.hand.Len(); k > 1 {
		if shown := handW * (1 + float64(k-1)*handShown); shown*scale > room {
			scale = max(room/shown, t.lay.handScale*leastHand)
		}
		if t.lay.compact {
			// A small window's cards a little smaller rather than
			// overlapped, their texts cut by the next card.
			side := room / (float64(k) * handW * handSpread)
			scale = max(min(scale, side), t.lay.handScale*0.82)
		}
	}
	n.ScaleX, n.ScaleY = scale, scale
	// Cards side by side read whole: one under the pointer rises a
	// little in its place rather than growing over its neighbours' texts.
	step, _ := scenes.SpreadStep(t.hand.Len(), handW, handH, room/scale, handSpread)
	t.hand.Low = t.hand.Len() <= 1 || step >= handW || t.lay.raise < handRaise
	// A smaller hand sinks less: its cards' feet stay on the area's edge,
	// not past it.
	n.Y -= handSink * (t.lay.handScale - scale)
	t.hand.Width = room / scale
}

// Sync reads the view.
func (t *Table) Sync(view rules.Game, viewer rules.Seat, continued bool) {
	v := view.(*rr.State)
	if !continued && (viewer == t.Viewer || viewer == rules.NoSeat || t.Viewer == rules.NoSeat) {
		// A jump (an undo, a review opened or stepped back): the last
		// headline and the Corrupted Crew's last step belong to another
		// moment. (The device changing hands keeps them: they are still
		// true.)
		t.news, t.automa = news{}, ""
	}
	if continued {
		if t.newsNext != "" {
			t.news = news{text: t.newsNext, start: -1}
		}
		if t.automaNext != "" {
			t.automa = t.automaNext
		}
	}
	t.newsNext, t.automaNext = "", ""
	if continued && t.view != nil {
		if d := t.liveDiff(v); d != "" {
			t.liveOff = append(t.liveOff, d)
		}
	}
	t.live.reset()
	t.view = v
	t.See(v, viewer)
	if t.Mine || t.focus == rules.NoSeat || int(t.focus) >= v.Seats() {
		t.focus = viewer
	}
	if t.focus == rules.NoSeat {
		t.focus = 0
	}
	if t.Mine && t.Prompt.Kind == "agenda" {
		// The agendas to keep one of are shown on the Crew board: its
		// tab opens in a small window, so what is asked about is in
		// sight. The side of the board is chosen on the panel's buttons:
		// the map stays (the tenth review's game opened on the Crew tab).
		t.tab = tabCrew
	}
	if (viewer == rules.NoSeat) != t.lay.handless && t.lay.area.W > 0 {
		// A review, or its end: the hand's room changes hands.
		t.Layout(t.lay.area)
	}
	t.hot, t.fly = hotSpot{}, flight{}
	t.breach = v.Breaching()
	if t.Prompt.Kind == "place-corruption" && t.corrWhy == "" {
		if _, sp := v.TurnFigure(); sp >= 0 && sp < rr.NumShips && v.Ship(sp).Corrupt {
			t.corrWhy = t.texts.Cat("The ", shipLabel(sp), " your Crew boarded is corrupted")
		}
	}
	t.syncHand()
	if t.Prompt.Kind != "action" {
		t.cloned = -1
	}
	t.actPrompt = t.actionPrompt()
	t.cardAsk = ""
	t.chainDamage(continued)
}

// chainDamage puts the rest of a Breach's Damage on the only ship the
// viewer could give it, once the viewer has tapped that ship: the prompt
// asked once for all of it ("tap it to put all 3 Damage on it"). Each
// Damage is still a move of its own, played and logged. Only a move just
// played continues the chain: after an undo (a jump) the viewer taps
// again, so the table never replays what was taken back.
func (t *Table) chainDamage(continued bool) {
	ship := t.forcedShip()
	if continued && ship >= 0 && ship == t.forced && t.match != nil {
		legal := t.match.Legal(t.Viewer)
		if len(legal) == 1 && legal[0].Kind == mvShip && int(legal[0].A) == ship && t.match.Prompt().Kind == "breach-damage" {
			if t.match.Submit(t.Viewer, legal[0]) == nil {
				return // the next Sync sees the chain on
			}
		}
	}
	t.forced = ship
}

// forcedShip returns the ship the viewer must give the Breach's next
// Damage to, when it is the only one, or -1.
func (t *Table) forcedShip() int {
	if t.view == nil || !t.Mine || t.Prompt.Kind != "breach-damage" {
		return -1
	}
	legal := t.view.Legal(nil)
	if len(legal) != 1 || legal[0].Kind != mvShip {
		return -1
	}
	return int(legal[0].A)
}

// shown is the seat whose Crew and Frigate board is drawn.
func (t *Table) shown() rules.Seat { return t.focus }

// Hand returns the viewer's hand.
func (t *Table) Hand() *scenes.Hand { return t.hand }

// KeepClear keeps a refusal off the hand's cards (table.Keeper): one
// refused there goes above the hand, not over the cards beside it.
func (t *Table) KeepClear(dst []scenes.Rect) []scenes.Rect {
	l := &t.lay
	if l.handless || t.hand == nil || t.hand.Len() == 0 {
		return dst
	}
	top := l.handTop + l.raise*l.handScale
	bottom := l.handY - handSink*l.handScale
	return append(dst, scenes.Rect{X: l.handX - l.handWidth/2, Y: top, W: l.handWidth, H: bottom - top})
}

// HandPlace returns the place of hand card i.
func (t *Table) HandPlace(i int) obj { return obj{kind: objHand, a: int16(i)} }

// HandCard returns the hand card p names.
func (t *Table) HandCard(p obj) (int, bool) { return int(p.a), p.kind == objHand }

// syncHand makes the hand on screen hold the viewer's cards.
func (t *Table) syncHand() {
	var ids []int
	if t.Viewer != rules.NoSeat && t.view != nil {
		ids = t.view.Hand(t.Viewer, nil)
	}
	same := len(ids) == len(t.handIDs)
	for i := range ids {
		if same && ids[i] != t.handIDs[i] {
			same = false
		}
	}
	if !same {
		t.setHand(ids)
	}
}

// handCardWhole reports whether hand card i lies in view whole: it is the
// last, or the fan steps a card's width or more.
func (t *Table) handCardWhole(i int) bool { return t.handCardShown(i) >= 1 }

// handCardShown is the part of hand card i's width in view: 1 for the
// last, else the fan's step in card widths, at most 1.
func (t *Table) handCardShown(i int) float64 {
	h := t.hand
	n := h.Len()
	if i < 0 || i >= n {
		return 0
	}
	step, _ := scenes.SpreadStep(n, h.CardW, h.CardH, h.Width, h.Spread)
	if i == n-1 {
		return 1
	}
	return min(1, step/h.CardW)
}

// setHand puts cards ids in the hand on screen.
func (t *Table) setHand(ids []int) {
	for t.hand.Len() > 0 {
		t.hand.Remove(t.hand.Len() - 1)
	}
	t.handIDs = append(t.handIDs[:0], ids...)
	for i, id := range ids {
		o := t.HandPlace(i)
		cv := scenes.NewCardView(id, handW, handH, func(c *scenes.Canvas, w, h float64, up bool) {
			t.cardShown = t.handCardShown(int(o.a))
			t.drawCard(c, id, scenes.Rect{W: w, H: h})
			t.cardShown = 0
			if l := t.Frame.Light(o); l != table.Unlit {
				// Drawn on the card, not the table: not a lit rectangle
				// of the frame (the hand draws under the tooltip).
				table.DrawLight(c, scenes.Rect{W: w, H: h}, l, t.Now)
			}
		})
		t.hand.Add(cv)
	}
	t.placeHand()
	t.hand.Snap()
}

// SeatLine is the line under a seat's name in the kit's seat list.
func (t *Table) SeatLine(view rules.Game, seat rules.Seat) string {
	v := view.(*rr.State)
	_, hi := v.HiddenInfluence(seat)
	t.line = v.Hand(seat, t.line[:0])
	tactics := t.texts.Cat("Tactics ", scenes.Itoa(t.tacticsOf(v, seat)), " · ")
	cards := t.texts.Cat(scenes.Itoa(len(t.line)), " cards", "")
	hidden := t.texts.Cat(cards, " · ", t.texts.Cat(scenes.Itoa(hi), " Hidden", ""))
	capt := scenes.Itoa(v.Captain(seat))
	lead := ""
	if t.Frame != nil && t.Frame.Acting == seat {
		lead = "to play · " // the kit's, before the line
	}
	corr := ""
	if bad := corruptionOf(v, seat); bad > 0 {
		// The score counts −2 a Corruption at once: a score below 0 at
		// the start says why here, first.
		corr = t.texts.Cat("Corruption −", scenes.Itoa(2*bad), " · ")
	}
	lines := [...]string{
		t.texts.Cat(tactics, t.texts.Cat("Captain ", capt, " · "), hidden),
		t.texts.Cat(tactics, t.texts.Cat("Capt. ", capt, " · "), hidden),
		t.texts.Cat(tactics, hidden, ""),
		t.texts.Cat(tactics, cards, ""),
		tactics[:len(tactics)-len(" · ")],
	}
	who := ""
	if int(seat) < len(t.who) {
		who = " · " + t.who[seat]
	}
	for _, line := range lines {
		if t.seatFits(lead + corr + line + who) {
			return corr + line
		}
	}
	// Who plays the seat stays (the eleventh review saw "bot, normal"
	// go once a seat held cards): the Corruption alone, else the kit's
	// line.
	if corr != "" && t.seatFits(lead+corr+who) {
		return corr[:len(corr)-len(" · ")]
	}
	return ""
}

// KeepsWho says the kit keeps who plays a seat on its line, shortening
// the board's part first (the eleventh review saw "bot, normal" go once
// a seat held cards).
func (t *Table) KeepsWho() bool { return true }

// corruptionOf counts the Corruption on seat's Compartments.
func corruptionOf(v *rr.State, seat rules.Seat) int {
	n := 0
	for k := 0; k < rr.NumCompartments; k++ {
		if v.Corrupted(seat, k) {
			n++
		}
	}
	return n
}

// seatFits reports whether line fits the row of the kit's seat list, as
// last measured: seatRoom of its size across in a small window, wideRoom
// in a larger one.
func (t *Table) seatFits(line string) bool {
	w := float64(utf8.RuneCountInString(line)) * 0.5 * 14 // before the first Draw: about
	if t.measure != nil {
		w, _ = t.measure.Measure(line, 14, false)
	}
	room := wideRoom
	if t.lay.compact || t.lay.px == 0 {
		room = seatRoom
	}
	return w <= room*14
}

// seatRoom is the room of the line under a seat's name in the narrowest
// seat list (800x600), in the line's size, and wideRoom in the seat list
// of 1280x720 and larger: the kit cuts a longer line.
const seatRoom, wideRoom = 15.4, 18.0

// TieBreaks is the rules' tie-breaker: the Tactics track at the end of
// the game. The track starts again from the Captain's floor each round:
// the label says which step counts (the fourteenth review took a seat's
// Tactics 6 in the results for a mistake, having seen it at 14 in round 3).
func (t *Table) TieBreaks(view rules.Game, seat rules.Seat) []rules.ScoreLine {
	return []rules.ScoreLine{{Label: "Tactics at the end", Points: view.(*rr.State).Tactics(seat)}}
}
