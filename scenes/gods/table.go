package gods

import (
	"regexp"
	"strconv"
	"strings"

	"starboard/match"
	"starboard/rules"
	"starboard/rules/gods"
	"starboard/scenes"
	"starboard/scenes/table"
)

// Shell is the scene of a Gods table: the kit's shell around the board.
type Shell = table.Shell[place]

// New returns the table of a running match of Gods Don't Play Dice. It is a
// scenes.TableFunc. People play the seats that are not bots, passing the
// device between them when more than one plays.
func New(m *match.Match) scenes.Scene { return NewTable(m, table.Options{}) }

// NewAttract returns the table of an all-bot match shown while a kiosk is
// idle; a tap anywhere leaves it with scenes.Pop().
func NewAttract(m *match.Match) scenes.Scene {
	return NewTable(m, table.Options{Attract: true, Exit: scenes.Pop()})
}

// NewTable returns the table of m run with the given options.
func NewTable(m *match.Match, opt table.Options) *Shell {
	// The board is made for each match, Play again's too: its continents'
	// faces are read from the match's first view.
	return table.New(m, func(m *match.Match) table.Board[place] {
		return newBoard(m.Seats(), m.View(0).(*gods.State))
	}, opt)
}

// placeKind is the kind of thing a step of a move names.
type placeKind uint8

const (
	plNone  placeKind = iota
	plSlot            // a: a slot of the viewer's hand
	plSpace           // a: continent, b: space
	plCont            // a: continent
)

// place is one thing on the board a step of a move names; the zero place
// is no place.
type place struct {
	kind placeKind
	a, b int8
}

func slotPlace(j int) place        { return place{kind: plSlot, a: int8(j)} }
func spacePlace(c, sp int16) place { return place{kind: plSpace, a: int8(c), b: int8(sp)} }

// Table is the board of Gods Don't Play Dice: the four continents with
// their spaces, soils and links, the pawns, the viewer's hand and the bag.
// The kit's shell runs it: the prompt, the seats, the log, the results.
type Table struct {
	table.Base[place]

	art *art
	lay layout
	// asideAt is where the last frame drew the set-aside continent's tag.
	asideAt scenes.Rect
	name    namer
	bots    []bool
	order   [gods.Continents][gods.Spaces]int // ring position of each space

	view  *gods.State
	hide  bool  // a spectator: needs stay hidden
	since since // what the events played since the last Sync changed
	anim  anim  // the event being played

	// lastPlaced is, for each seat, the space it placed its last pawn
	// on, plus one (0 for none): the board rings the other seats' until
	// they move again or the seat at the device places its own, so a
	// person sees what the bots did since their last pawn.
	lastPlaced [4]int16

	hv         handView
	handOf     rules.Seat // whose hand is shown (handSeat)
	aid        aidView
	hover      hoverState
	problems   []string       // where events and views disagreed (checked by tests)
	needsDrawn int            // the need lines of the hand drawn in the last frame
	synced     int            // Syncs that followed from the last by events
	seatArea   [4]scenes.Rect // where each seat's pawns are in the seat list
	seatR      float64        // the radius of a pawn there
	tip        scenes.Rect    // the tooltip of the last frame
	tipText    string
	tipOn      bool

	needLines [gods.HandSize]needLineText // the need lines of the strip
	handTitle string                      // "Ada's hand", for the hand shown
	watch     string                      // what is happening now, for a spectator
	outcomes  [gods.Continents]outcome    // the final check's words on each continent

	contLabels [gods.Continents]string // "A Thalassa Shelf", for the final check's tally

	spaceTxt [gods.Continents][gods.Spaces]string
	openTxt  string
	awaited  [2]string // the last prompt Awaits worded, and its words
}

var (
	_ table.Board[place]   = (*Table)(nil)
	_ table.Handed[place]  = (*Table)(nil)
	_ table.WatchHander    = (*Table)(nil)
	_ table.Asker          = (*Table)(nil)
	_ table.Sheeted        = (*Table)(nil)
	_ table.SeatLiner      = (*Table)(nil)
	_ table.SeatPainter    = (*Table)(nil)
	_ table.LogFolder      = (*Table)(nil)
	_ table.Headliner      = (*Table)(nil)
	_ table.ButtonRower    = (*Table)(nil)
	_ table.Scaler         = (*Table)(nil)
	_ table.Refuser[place] = (*Table)(nil)
	_ table.Awaiter        = (*Table)(nil)
	_ table.PromptSizer    = (*Table)(nil)
)

func newBoard(seats []match.SeatConfig, first *gods.State) *Table {
	t := &Table{Base: table.NewBase[place](seats), art: newArt()}
	copy(t.art.seatColors[:], t.SeatColor)
	t.name.names = t.Names
	for _, s := range seats {
		t.bots = append(t.bots, s.Player.Bot)
	}
	for c := 0; c < gods.Continents; c++ {
		f := first.FaceOf(c)
		t.order[c] = ringOrder(f)
		t.art.conts[c] = &contArt{face: f, order: t.order[c]}
		t.contLabels[c] = contLetters[c] + "  " + f.Name
		for sp := 0; sp < gods.Spaces; sp++ {
			if sp == gods.WhiteSpace {
				t.spaceTxt[c][sp] = contLetters[c] + " white space: Oxygen only"
				continue
			}
			soil := soilNames[f.Soils[sp]]
			t.spaceTxt[c][sp] = contLetters[c] + scenes.Itoa(sp+1) + ": " + soil + " soil: where a Mineral needing " + soil + " meets it"
		}
	}
	t.since.reset()
	t.handOf = rules.NoSeat
	t.initHand()
	return t
}

// Layout places the board's things inside area.
func (t *Table) Layout(area scenes.Rect) {
	if t.lay.area != area {
		t.art.ensure(0) // the sizes of continents change with the shape
	}
	t.lay = newLayout(area, t.lay.px)
	t.placeHand()
}

// Sync reads the view: the board draws it from now on, and what the events
// built since the last Sync is dropped, after a check that it agrees.
func (t *Table) Sync(view rules.Game, viewer rules.Seat, continued bool) {
	v := view.(*gods.State)
	hide := viewer == rules.NoSeat
	if continued && t.view != nil && t.hide == hide {
		t.synced++
		t.problems = append(t.problems, t.since.check(t.view, v, hide)...)
	}
	t.view, t.Viewer, t.hide = v, viewer, hide
	t.See(v, viewer)
	t.handOf = handSeatOf(v, viewer)
	if t.handOf != rules.NoSeat && (t.handTitle == "" || t.hv.seat != t.handOf) {
		t.handTitle = t.name.name(t.handOf) + "'s hand"
	}
	if hide {
		t.watch = t.watchText(v)
	}
	t.since.reset()
	t.anim = anim{}
	t.hv.leaving = -1
	t.syncHand()
}

// Hand returns the hand of pawn tiles shown.
func (t *Table) Hand() *scenes.Hand { return t.hv.hand }

// HandsWatching tells the kit that a board that looks on shows the hand
// of the seat to move (handSeat): the big screen makes its pawn moves.
func (t *Table) HandsWatching() {}

// HandPlace returns the place of hand tile i: its slot.
func (t *Table) HandPlace(i int) place { return slotPlace(t.hv.hand.Card(i).ID) }

// HandCard returns the tile of the slot p names.
func (t *Table) HandCard(p place) (int, bool) {
	if p.kind != plSlot {
		return 0, false
	}
	i := t.tileIndex(int(p.a))
	return i, i >= 0
}

// Path binds a legal move to the places that make it: a pawn of the hand
// (its slot), a continent, or one or two spaces.
func (t *Table) Path(mv rules.Move) (first, second place) {
	switch mv.Kind {
	case gods.MoveIndicate, gods.MovePass:
		return slotPlace(int(mv.A)), place{}
	case gods.MoveDesignate:
		return place{kind: plCont, a: int8(mv.A)}, place{}
	case gods.MovePlace:
		return slotPlace(int(mv.A)), spacePlace(mv.B, mv.C)
	case gods.MoveFlip, gods.MoveLook:
		return spacePlace(mv.A, mv.B), place{}
	case gods.MoveExchange:
		// The pawn of the continent whose Oxygen acts comes first.
		if here, _ := t.view.ActionAt(); int(mv.A) != here && int(mv.C) == here {
			return spacePlace(mv.C, mv.D), spacePlace(mv.A, mv.B)
		}
		return spacePlace(mv.A, mv.B), spacePlace(mv.C, mv.D)
	case gods.MoveMove:
		if c, _ := t.view.Looked(); c >= 0 {
			// The pawn looked at is the only one to move: tap where it goes.
			return spacePlace(mv.C, mv.D), place{}
		}
		return spacePlace(mv.A, mv.B), spacePlace(mv.C, mv.D)
	}
	return place{}, place{}
}

// Label names a move for the questions the kit asks: which side up an
// Oxygen goes, and whether to point at a pawn.
func (t *Table) Label(mv rules.Move) string {
	if mv.Kind == gods.MoveIndicate {
		if p := t.view.Hand(t.handSeat(), int(mv.A)).Pawn; p.Known() {
			label := "Point at the " + gods.KindOf(p).String() + " pawn"
			if _, need, ok := strings.Cut(needText[p], ": "); ok {
				label += " (" + need + ")" // two pawns of a kind differ by their needs
			}
			return label
		}
		return "Point at it"
	}
	if mv.Kind == gods.MovePlace && gods.KindOf(t.view.Hand(t.handSeat(), int(mv.A)).Pawn) == gods.Oxygen {
		if mv.D == 1 {
			return "Action side up"
		}
		return "Element side up"
	}
	return capital(t.view.MoveText(mv))
}

// Ask words the question of an Oxygen that may go either side up.
func (t *Table) Ask(moves []rules.Move) (string, string) {
	text := "Action now, or keep it secret for 1 point at the end."
	if p := t.view.Hand(t.handSeat(), int(moves[0].A)).Pawn; p.Known() {
		text = "Its action: " + actionText[gods.NeedOf(p).Action] + ". " + text
	}
	return "Which side up?", text
}

// Confirm asks before a pawn is pointed at: everyone sees its colour, so
// the point cannot be taken back.
func (t *Table) Confirm(mv rules.Move) (title, text string, ok bool) {
	if mv.Kind != gods.MoveIndicate {
		return "", "", false
	}
	return "Point at this pawn?", "Everyone will see its colour, so a point cannot be taken back. It is only a hint: you may still place another pawn.", true
}

// KeepClear keeps a refusal off the strip, the hand and the needs a
// player reads to choose their next tap, and off the continents' headers,
// their names and what their final check found.
func (t *Table) KeepClear(dst []scenes.Rect) []scenes.Rect {
	dst = append(dst, t.lay.bar)
	return append(dst, t.lay.tab[:]...)
}

// ShowsBreakdown tells the kit that the final check, under the board,
// says the score's breakdown: the results panel does not repeat it.
func (t *Table) ShowsBreakdown() {}

// RefusalReach keeps a refusal beside the tap: lit spaces lie all round
// a continent's, and the kit's reach let the reason land over the next
// continent (the fourteenth review).
func (t *Table) RefusalReach() float64 { return 24 }

// RefusalOver puts a refusal of a tap on the continent set aside over its
// tag, which says why already.
func (t *Table) RefusalOver(x, y float64) (scenes.Rect, bool) {
	ci := t.setAside()
	if ci < 0 || t.asideAt.W == 0 || !t.lay.cont[ci].Contains(x, y) {
		return scenes.Rect{}, false
	}
	return t.asideAt, true
}

// Where returns where place p is on screen.
func (t *Table) Where(p place) (scenes.Rect, bool) {
	switch p.kind {
	case plSlot:
		t.syncHand()
		t.tapRects()
		r := t.HandSlot(int(p.a))
		return r, r.W > 0 && t.handShown()
	case plSpace:
		return t.SpaceRect(int(p.a), int(p.b)), true
	case plCont:
		return t.lay.cont[p.a], true
	}
	return scenes.Rect{}, false
}

// SeatLine is the line under a seat's name: its part in the turn, and
// nothing once the final check has begun.
func (t *Table) SeatLine(view rules.Game, seat rules.Seat) string {
	v := view.(*gods.State)
	switch {
	case v.Over() || t.view != nil && t.finalCheck():
		return ""
	case v.Committed(seat):
		return "has chosen"
	case seat == v.Active():
		return "active god"
	}
	return ""
}

// BannerArea puts the kit's banners across the middle of continent A's
// row, below its headings: a banner across the board's middle hid the
// headings of C and D, and one over the strip hid what comes next, while
// the pawns it crosses for a moment keep still as a turn begins.
func (t *Table) BannerArea() scenes.Rect {
	row, head := t.lay.cont[0], t.lay.tabH
	return scenes.Rect{X: t.lay.area.X, Y: row.Y + head, W: t.lay.area.W, H: row.H - head}
}

// ButtonRows is 0: every move of Gods has a place on the board.
func (t *Table) ButtonRows() int { return 0 }

// PaintSeat shows the backs of the pawns a seat holds: everyone sees their
// colours.
func (t *Table) PaintSeat(c *scenes.Canvas, seat rules.Seat, area scenes.Rect) {
	if t.view == nil {
		return
	}
	a := t.art
	a.ensure(c.Scale)
	r := min(max(area.H*0.3, pawnAtLeast(c)), (area.W-16)/6.6)
	t.seatR = r
	c.Symbol("seat pawn", 2*r)
	for j := 0; j < gods.HandSize; j++ {
		x, y := t.miniPos(seat, j, area)
		a.blit(c, a.disc(r+2, colSlot), x, y, 1, 1, 1)
		p := t.pieceIn(seat, j)
		if !p.on || t.anim.hidesSlot(seat, j) {
			continue
		}
		a.blit(c, a.pawnBack(p.kind, r), x, y, 1, 1, 1)
		if t.indicated() == j && seat == t.active() && !t.finalCheck() {
			a.blit(c, a.ring(r+3, 3, colAccent), x, y, 1, 1, 1)
		}
	}
	t.seatArea[seat] = area
}

// miniPos is the centre of the pawn in slot j of a seat's row.
func (t *Table) miniPos(seat rules.Seat, j int, area scenes.Rect) (float64, float64) {
	step := area.W / 3
	return area.X + step*(float64(j)+0.5), area.Y + area.H/2
}

// OpeningLines says who plays first and why, before the first move: the
// rules draw the first active god at random, so a game may open on any
// seat's turn.
func (t *Table) OpeningLines(view rules.Game) (string, []string) {
	st, ok := view.(*gods.State)
	if !ok {
		return "", nil
	}
	return "Before the first turn", []string{"seat " + strconv.Itoa(int(st.First())+1) + " plays first, drawn at random as the rules ask"}
}

// LogLines writes the log of a move: the final check's reveals are left
// out (the board shows them; the continents' lines sum them up).
func (t *Table) LogLines(_ match.Entry, events []rules.Event, text func(rules.Event) string) []table.LogLine {
	var lines []table.LogLine
	for _, ev := range events {
		switch {
		case ev.Kind == gods.EvReveal:
			continue
		case ev.Kind == gods.EvCommit && ev.A == rules.Unknown:
			lines = append(lines, table.LogLine{Text: ev.Seat.String() + " has chosen a pawn to pass"})
			continue
		}
		lines = append(lines, table.LogLine{Text: plainLog(text(ev))})
	}
	return lines
}

// spaceCode is a space as the rules write it for the command line: a
// continent's letter and an element space's number, or w for its white
// space.
var spaceCode = regexp.MustCompile(`\b([A-D])([1-5w])\b`)

// plainLog words the rules' text of an event for the log: spaces by their
// continent (the board shows which space), a pawn's need in brackets after
// a colon.
func plainLog(s string) string {
	s = spaceCode.ReplaceAllStringFunc(s, func(code string) string {
		if code[1] == 'w' {
			return "the white space of continent " + code[:1]
		}
		return "continent " + code[:1]
	})
	if i := strings.LastIndex(s, " ("); i > 0 && strings.HasSuffix(s, ")") {
		s = s[:i] + ": " + s[i+2:len(s)-1]
	}
	return s
}

// Headline says what the planet became.
func (t *Table) Headline(view rules.Game) string {
	v := view.(*gods.State)
	if v.Winners() != 0 {
		return "A perfect world: you are Gods!"
	}
	return "The planet is complete: " + gods.LevelName(v.Level())
}

// ScoreScale says what the score is out of, and where the levels begin.
func (t *Table) ScoreScale(view rules.Game) string {
	v := view.(*gods.State)
	n := v.Seats()
	return "out of 24 · " + gods.LevelName(gods.Prophet) + " from " + strconv.Itoa(gods.LevelFloor(n, gods.Prophet)) +
		", " + gods.LevelName(gods.DivineCollege) + " from " + strconv.Itoa(gods.LevelFloor(n, gods.DivineCollege)) +
		", " + gods.LevelName(gods.Gods) + " at 24"
}

// SheetLabel names the button of the player aid.
func (t *Table) SheetLabel() string { return "Player aid" }

// DrawSheet draws the player aid over the table.
func (t *Table) DrawSheet(c *scenes.Canvas, area scenes.Rect) {
	t.art.ensure(c.Scale)
	t.aid.place(c.App.Text, area.W, area.H)
	t.art.budgeted = false // the aid is read at once: all its pawns in its first frame
	t.drawAid(c)
}

// The pieces as the board draws them: the view with what the events
// played since changed over it.

func (t *Table) pieceAt(c, sp int) piece {
	if p, ok := t.since.spaces[int16(c*gods.Spaces+sp)]; ok {
		return p
	}
	return pieceOf(t.view.At(c, sp), t.hide)
}

func (t *Table) pieceIn(seat rules.Seat, j int) piece {
	if seat < 0 || int(seat) >= t.Seats || t.view == nil {
		return piece{}
	}
	if p, ok := t.since.slots[[2]int8{int8(seat), int8(j)}]; ok {
		return p
	}
	return pieceOf(t.view.Hand(seat, j), t.hide)
}

func (t *Table) bagCount(k gods.Kind) int { return t.view.BagCount(k) + t.since.bag[k] }

func (t *Table) bagSize() int {
	n := 0
	for k := range t.since.bag {
		n += t.bagCount(gods.Kind(k))
	}
	return n
}

func (t *Table) setAside() int {
	if t.since.setAside != -2 {
		return t.since.setAside
	}
	return t.view.SetAside()
}

func (t *Table) active() rules.Seat {
	if t.since.active != rules.NoSeat {
		return t.since.active
	}
	return t.view.Active()
}

func (t *Table) indicated() int {
	if t.since.indicated != -2 {
		return t.since.indicated
	}
	return t.view.Indicated()
}

func (t *Table) designated() int {
	if t.since.design != -2 {
		return t.since.design
	}
	return t.view.Designated()
}

// finalCheck reports whether the final check is shown: under way or done.
func (t *Table) finalCheck() bool { return t.since.checking || t.view.Over() }

// revealed returns 1 when the need on element space sp of continent c was
// met, -1 when not, 0 when not yet told.
func (t *Table) revealed(c, sp int) int8 {
	if t.view.Over() {
		if met, _ := t.view.Final(c, sp); met {
			return 1
		}
		return -1
	}
	return t.since.revealed[c][sp]
}

// validated returns 1 when continent c was validated, -1 when not, 0 when
// not yet told.
func (t *Table) validated(c int) int8 {
	if t.view.Over() {
		if _, ok := t.view.Final(c, 0); ok {
			return 1
		}
		return -1
	}
	return t.since.validated[c]
}

// HandSlot returns a rectangle on the tile of slot j of the viewer's hand,
// as the fan lies at rest: a tap on its centre takes that pawn, and a drag
// from there carries it. It is empty when the slot holds no pawn.
func (t *Table) HandSlot(j int) scenes.Rect { return t.hv.slot[j] }

// SpaceRect returns the rectangle that answers taps on space sp of
// continent c.
func (t *Table) SpaceRect(c, sp int) scenes.Rect {
	x, y := t.lay.ringPoint(c, t.order[c][sp])
	h := t.lay.spaceR + 3
	return scenes.Rect{X: x - h, Y: y - h, W: 2 * h, H: 2 * h}
}

// FollowsEvents tells the kit that the pieces follow each event as it
// plays (the Syncs check it: Problems), so the log may write each event's
// line as it starts: the last placement shows before the final check.
func (t *Table) FollowsEvents() {}

// LogsOnLanding tells the kit to write an event's line when its pawn has
// landed, not as it takes off.
func (t *Table) LogsOnLanding() {}

// Preselect picks up the pawn the seat to place one pointed at, on its
// device or on a big screen: most often it is the one placed, so a tap on
// a space places it.
func (t *Table) Preselect() (place, bool) {
	seat := t.handSeat()
	if !t.handShown() || t.view.ToMove() != seat || t.view.Prompt().Kind != "place" {
		return place{}, false
	}
	j := t.view.Indicated()
	if j < 0 || t.view.Hand(seat, j).Pawn == gods.NoPawn {
		return place{}, false
	}
	return slotPlace(j), true
}

// Problems returns where the pieces the events built disagreed with the
// view that followed them, and how many Syncs were checked.
func (t *Table) Problems() ([]string, int) { return t.problems, t.synced }

func (t *Table) spacePos(i int16) (float64, float64) {
	c := int(i) / gods.Spaces
	return t.lay.ringPoint(c, t.order[c][int(i)%gods.Spaces])
}

// WhyNot says, in the rulebook's words, why a tap on place p makes no
// move now: a pawn of the hand with no space on the designated continent,
// the continent set aside (or a full one) when designating, and a space
// the pawn picked up may not take. A big screen says it for the seat to
// move, whose moves it makes.
func (t *Table) WhyNot(p place) string {
	if !t.handShown() || t.view.ToMove() != t.Viewer && !t.watched() {
		return ""
	}
	kind := t.view.Prompt().Kind
	switch p.kind {
	case plSlot:
		switch kind {
		case "place":
			return t.slotWhyNot(int(p.a))
		case "designate":
			if t.watched() {
				return t.name.name(t.view.ToMove()) + " designates the continent first: tap a glowing continent, where " +
					t.name.name(t.active()) + " will place a pawn."
			}
			return "Your pawns wait for your own turn as the active god: now tap a glowing continent, where " +
				t.name.name(t.active()) + " will place a pawn."
		}
	case plCont:
		if why := t.contWhyNot(int(p.a), kind); why != "" || kind != "indicate" {
			return why
		}
		return t.pointFirst()
	case plSpace:
		switch kind {
		case "place":
			return t.spaceWhyNot(int(p.a), int(p.b))
		case "indicate":
			return t.pointFirst()
		}
	}
	return ""
}

// pointFirst is the refusal of a tap on the board while the active seat is
// to point at a pawn.
func (t *Table) pointFirst() string {
	hand := "your hand"
	if t.watched() {
		hand = t.title()
	}
	return "First point at the pawn you would like to place: tap it in " + hand + ". Everyone sees its colour."
}

// slotWhyNot says why the pawn in slot j cannot go on the designated
// continent: every space it may take there is taken.
func (t *Table) slotWhyNot(j int) string {
	tok := t.view.Hand(t.handSeat(), j)
	c := t.view.Designated()
	if tok.Pawn == gods.NoPawn || c < 0 {
		return ""
	}
	cont := contLetters[c]
	if gods.KindOf(tok.Pawn) == gods.Oxygen {
		if t.view.At(c, gods.ElementSpaces).Pawn != gods.NoPawn {
			return "An Oxygen pawn goes only on a white space, and continent " + cont + "'s is taken."
		}
		return ""
	}
	for sp := range gods.ElementSpaces {
		if t.view.At(c, sp).Pawn == gods.NoPawn {
			return ""
		}
	}
	return "The five element spaces of continent " + cont + " are taken: only an Oxygen pawn can go there."
}

// contWhyNot says why continent c is not a place to play: set aside, or
// full when a continent is to be designated.
func (t *Table) contWhyNot(c int, kind string) string {
	cont := contLetters[c]
	if t.view.SetAside() == c {
		return "Continent " + cont + " is set aside: it opens once a first continent's five element spaces are full."
	}
	if kind != "designate" {
		return ""
	}
	for sp := range gods.Spaces {
		if t.view.At(c, sp).Pawn == gods.NoPawn {
			return ""
		}
	}
	return "Continent " + cont + " is complete: the continent designated must be neither set aside nor complete."
}

// spaceWhyNot says why the pawn picked up cannot go on space sp of
// continent c, or what to do first when none is picked up.
func (t *Table) spaceWhyNot(c, sp int) string {
	j := t.chosen()
	if j < 0 {
		return "First tap the pawn of your hand you place."
	}
	tok := t.view.Hand(t.handSeat(), j)
	if tok.Pawn == gods.NoPawn {
		return ""
	}
	d := t.view.Designated()
	oxygen := gods.KindOf(tok.Pawn) == gods.Oxygen
	switch {
	case t.view.SetAside() == c:
		return t.contWhyNot(c, "")
	case d >= 0 && c != d:
		return "You place on continent " + contLetters[d] + ", the one the god on your right designated."
	case t.view.At(c, sp).Pawn != gods.NoPawn:
		return "This space is taken: a pawn goes on a free space."
	case sp == gods.WhiteSpace && !oxygen:
		return "A white space takes only an Oxygen pawn."
	case sp != gods.WhiteSpace && oxygen:
		return "An Oxygen pawn goes only on a white space."
	}
	return ""
}

// PlaceAt names the space or the continent under x, y, lit or not, so a
// tap on one can be explained (WhyNot).
func (t *Table) PlaceAt(x, y float64) (place, bool) {
	for c := range gods.Continents {
		for sp := range gods.Spaces {
			if t.SpaceRect(c, sp).Contains(x, y) {
				return spacePlace(int16(c), int16(sp)), true
			}
		}
	}
	for c := range gods.Continents {
		if t.lay.cont[c].Contains(x, y) {
			return place{kind: plCont, a: int8(c)}, true
		}
	}
	return place{}, false
}

// Awaits words what the seat to play must do while the device waits for
// it, from the view's prompt: "Cy places a pawn on continent B".
func (t *Table) Awaits(view rules.Game, seat rules.Seat) string {
	p := view.Prompt()
	if p.Text == t.awaited[0] {
		return t.awaited[1]
	}
	who, what, ok := strings.Cut(p.Text, ": ")
	if !ok || p.Kind == "over" {
		return ""
	}
	verb, rest, _ := strings.Cut(what, " ")
	rest = strings.ReplaceAll(rest, "you would", "they would")
	t.awaited = [2]string{p.Text, t.name.text(who + " " + verb + "s " + rest + ".")}
	return t.awaited[1]
}

// PromptSize is the size of the strip's words, one larger: the prompt
// reads larger than the hand's needs on a tall screen too.
func (t *Table) PromptSize() float64 { return 16 * t.lay.u }
