package table

import (
	"starboard/match"
	"starboard/rules"
	"starboard/scenes"
)

// Board is the part of a table a title writes. P is the board's place: a
// small comparable value (a struct of a kind and a few numbers) naming one
// thing on the board a move's step can point at. The zero P means "no
// place".
type Board[P comparable] interface {
	// Layout places the board's things inside area, in logical units. It
	// is called when the canvas size changes and before the first Sync.
	Layout(area scenes.Rect)
	// Sync reads the game as viewer sees it (viewer is rules.NoSeat for a
	// spectator, who is shown seat 0's view with no hand). The board draws
	// from the last view it was given, and drops any in-between state it
	// derived from events. continued is true when view follows from the
	// previous one by exactly the events given to Animate since (no undo,
	// no other viewer): then state derived from those events must agree
	// with view, which a board's test can check here.
	Sync(view rules.Game, viewer rules.Seat, continued bool)
	// Path binds a legal move of the current view to the places that make
	// it: tap first (and then second), or drag first onto second. A move
	// whose first is the zero P has no place and gets a button.
	Path(mv rules.Move) (first, second P)
	// Label names a move with no place, for its button.
	Label(mv rules.Move) string
	// Where returns where place p is on screen, if it is shown.
	Where(p P) (scenes.Rect, bool)
	// Animate starts the animation of event e as the viewer sees it, and
	// says how long it lasts, how it sounds and whether a banner goes with
	// it. The board may keep what it needs to draw the event (where a card
	// flies from and to); Draw reads the progress from Frame.Anim.
	Animate(e rules.Event) Motion
	// Draw paints the board, with the kit's highlights on the places f
	// lights (Frame.Mark).
	Draw(c *scenes.Canvas, f *Frame[P])
}

// Handed is a board with a fanned hand of cards (a scenes.Hand) whose cards
// are places. The kit runs the hand: taps select or play a card, drags
// drop it onto the places its moves end at, long presses zoom it. The
// board places the hand in Layout and fills it in Sync.
type Handed[P comparable] interface {
	Hand() *scenes.Hand
	// HandPlace returns the place of hand card i.
	HandPlace(i int) P
	// HandCard returns the hand card place p names, if it names one.
	HandCard(p P) (int, bool)
}

// WatchHander is a Handed board that fills its hand on a table that looks
// on too (a big screen: no seat at the device): with a seat's hand in what
// the public view shows of it, Gods' the seat to move's, so that the big
// screen makes that seat's public moves from it. The kit draws its hand
// whatever the viewer; other boards' hands are drawn for a seat only.
type WatchHander interface {
	HandsWatching()
}

// Zoomer is a board whose things can be shown large with a long press.
type Zoomer interface {
	// Zoom returns the card view to show large for a long press at x, y,
	// or nil. The kit opens and closes it.
	Zoom(x, y float64) *scenes.CardView
}

// Attempter is a board that can name the move a gesture would make even
// when the rules do not allow it, so the kit can show the rules' reason
// for refusing it. Without it a gesture that makes no legal move is
// simply ignored.
type Attempter[P comparable] interface {
	Attempt(first, second P) (rules.Move, bool)
}

// Refuser is a board that says why a tap on one of its places makes no
// move now (a pawn with no space it may go to, say), in the rules' words;
// "" says nothing. The kit shows the reason near the pointer. The kit
// knows the places that are lit; PlaceAt names any place under the
// pointer, so a tap on an unlit one can be explained too.
type Refuser[P comparable] interface {
	WhyNot(p P) string
	PlaceAt(x, y float64) (P, bool)
}

// Keeper is a board with places a refusal near the pointer must not
// cover while it is up, besides the lit ones, even the one the pointer is
// on: the hand the player is choosing from, a strip that says whose turn
// comes next. KeepClear appends them, in canvas units, to dst.
type Keeper interface {
	KeepClear(dst []scenes.Rect) []scenes.Rect
}

// Shunner is a board with names and numbers that a refusal near the
// pointer never covers, lit or not (Seeders' Chambers' names, numbers
// and counts): the refusal goes over a lit place, or farther from the
// pointer, rather than over them. Shun appends them, in canvas units, to
// dst: with all, every name and number the board would rather keep in
// sight; else only those it must.
type Shunner interface {
	Shun(dst []scenes.Rect, all bool) []scenes.Rect
}

// Nearer is a board whose refusals stay closer to the pointer than the
// kit's usual reach (toastReach), even over a lit place, rather than
// land off the lit places farther away: RefusalReach is how far, in
// canvas units.
type Nearer interface {
	RefusalReach() float64
}

// BreakdownShower is a board that shows a shared score's breakdown on
// the board itself (Gods' final check): the results beside it leave the
// breakdown out rather than say it twice (the fourteenth review).
type BreakdownShower interface {
	ShowsBreakdown()
}

// PeekAside is a board whose final board leaves no room under it for
// the line that brings the results back (the thirteenth review saw it
// over Revive's technologies): while the results step aside, the kit
// writes that line where the move buttons go, in the panel.
type PeekAside interface {
	PeekAside() bool
}

// Marker is a board with a mark that already says why a tap near it is
// refused (a tag on a closed part of the board): a refusal of a tap at
// x, y for which RefusalOver returns the mark's box is shown over that
// mark, covering it whole, rather than beside the pointer, where it
// would half cover the same words.
type Marker interface {
	RefusalOver(x, y float64) (scenes.Rect, bool)
}

// Shaper is a board whose places are not all boxes (a tile of several
// hexes, say): a tap chooses place p when Holds(p, x, y) rather than
// when Where's box holds x, y. Where's box still names where p is drawn
// (its centre is where the kit's gestures tap).
type Shaper[P comparable] interface {
	Holds(p P, x, y float64) bool
}

// DropRefuser is a board that says why a hand card dropped at x, y, on
// no place its moves end at, makes no move there ("" says nothing): a
// card dropped on a row it can never go to, say. The kit shows the reason
// near the pointer while the card flies back.
type DropRefuser[P comparable] interface {
	WhyNotDrop(card P, x, y float64) string
}

// Dropper is a board where a hand card may be dropped on place p over a
// larger area than Where's box: a whole row that takes a new card, say,
// while Where names the slot drawn for it. Smaller areas are tried first.
type Dropper[P comparable] interface {
	DropArea(p P) (scenes.Rect, bool)
}

// LogFolder is a board that writes its own log lines for a move: a
// payment of several steps folded into one line, say. text describes one
// event in the title's words. Seat numbers ("seat 2") in the lines are
// replaced by the seats' names.
type LogFolder interface {
	LogLines(e match.Entry, events []rules.Event, text func(rules.Event) string) []LogLine
}

// LogOpener is a board whose log opens, before the first move, with
// lines of its own under a heading: what the setup gave that the table
// shows at once (a head start of points for the later seats, say), so
// that nothing on the table waits for the log to explain it. They are
// written at the first Sync, and again first whenever the log is
// written again.
type LogOpener interface {
	OpeningLines(view rules.Game) (heading string, lines []string)
}

// LogLine is a line a LogFolder writes. Join appends it to the line
// before, after a comma, when that line is of the same turn: so an action
// of several moves (begin a Trade, pay, pay, gain the card) reads as one
// line.
//
// Named says the line names its seat itself ("Ada: ..."), so an entry
// whose every line is Named gets no heading: a round in which each seat
// makes one small move (a placement, say) then reads one line a move.
type LogLine struct {
	Text  string
	Join  bool
	Named bool
}

// TieBreaker is a board whose results show tie-breakers: the values, best
// first in importance, that order seats with the same score (higher is
// better).
type TieBreaker interface {
	TieBreaks(view rules.Game, seat rules.Seat) []rules.ScoreLine
}

// ButtonRower is a board that says how many rows of move buttons the
// panel keeps (3 without it): a board whose every move has a place keeps
// none, and its seats and log take the room.
type ButtonRower interface {
	ButtonRows() int
}

// Snug is a board that asks, on a tall screen, for a panel only as high
// as its rows of move buttons, its seats and a few lines of the log need,
// rather than the third of the screen a panel keeps otherwise: the board
// takes the rest.
type Snug interface {
	SnugPanel() bool
}

// Suggester is a board that offers, beside the places and buttons of a
// choice, one button that makes a sensible choice for the player ("Choose
// for me" at setup): Suggest returns that move of legal and the button's
// label, or false for none.
type Suggester interface {
	Suggest(legal []rules.Move) (mv rules.Move, label string, ok bool)
}

// Headliner is a board that words the headline of its results ("A
// perfect world: you are Gods!") instead of the kit's naming of winners;
// an empty headline leaves the kit's.
type Headliner interface {
	Headline(view rules.Game) string
}

// Kinder is a board that names the kind of a move made on the board
// ("Trade", "Upgrade"), so the panel offers a button for each kind open
// now: a tap on it lights only that kind's places and shows Explain(kind)
// under the prompt, saying how the move is made. Moves of kind "" are not
// listed. Without it the places simply glow.
type Kinder interface {
	MoveKind(mv rules.Move) string
	Explain(kind string) string
}

// KindShutter is a Kinder whose panel keeps the button of a kind of moves
// the player may look for but cannot make now, disabled with its reason,
// rather than dropping it without a word. ShutKinds appends the kinds
// the panel lists, in order; those with no legal move now and a reason
// show disabled, their label followed by Short, and a tap on one shows
// Why, as many as the panel has room for in two columns (the first
// listed first). Open kinds it does not name follow them.
type KindShutter interface {
	ShutKinds(dst []ShutKind) []ShutKind
}

// ShutKind is a kind of moves a KindShutter lists, and why it is shut
// when no legal move is of that kind: Short in a word or two for the
// button, Why in a sentence for the tap ("" for both when the kind is
// simply left out).
type ShutKind struct {
	Kind, Short, Why string
}

// Prompter is a board that words the prompt of the person at the device
// itself, to say where to tap next: sel is the first step chosen of a
// move of two (has is false when none is), so that once a card to play is
// chosen the prompt says what completes the move. "" keeps the rules'
// prompt (or, with no first step chosen, the Kinder's explanation of the
// kind chosen on the panel). It is asked every frame: it should return a
// string it keeps, not make one.
type Prompter[P comparable] interface {
	PromptText(sel P, has bool) string
}

// Awaiter is a board that words what the seat to play must do while
// the device waits for it ("Cy places a pawn on continent B"), in place
// of "Cy is thinking…" or "Waiting for Cy.".
type Awaiter interface {
	Awaits(view rules.Game, seat rules.Seat) string
}

// PromptSizer is a board whose own words grow on some screens (a tall
// screen's hand): the prompt's text is never smaller than PromptSize
// units, so it stays the most legible text on the table.
type PromptSizer interface {
	PromptSize() float64
}

// Rival is a board of a solo game played against the game itself (an
// automa with a score to beat): the results chart the rival beside the
// seat, rank the two, and leave the rival's line out of the seat's
// breakdown.
type Rival interface {
	// Rival returns the rival's name and score, and the label of the
	// seat's breakdown line that names it ("" for none).
	Rival(view rules.Game) (name string, score int, line string)
}

// BannerPlacer is a board that says where the kit's banners ("Your turn",
// "Turn 3") may cover it for a moment: a part whose covering hides nothing
// the player needs then (Seeders: the Arks, not the tracks and the Wing).
// Without it a banner crosses the middle of the board.
type BannerPlacer interface {
	BannerArea() scenes.Rect
}

// Scaler is a board whose results say how good a score is, in a line
// under the score ("out of 24 · Gods at 24").
type Scaler interface {
	ScoreScale(view rules.Game) string
}

// SeatLiner is a board that adds a short line of its own under each seat's
// name in the seat list ("4 in hand · 2 Landmarks"). Where the row is too
// narrow, the kit drops its parts (between " · ") from the last, so the
// most important comes first.
type SeatLiner interface {
	SeatLine(view rules.Game, seat rules.Seat) string
}

// WhoKeeper is a SeatLiner whose line keeps who plays the seat ("bot,
// normal") where the row is too narrow for both: the kit drops the
// board's parts, from the last, before it. Without it the board's part
// goes whole first.
type WhoKeeper interface {
	KeepsWho() bool
}

// SeatTapper is a board that reacts to a tap on a seat in the seat list
// (to show that seat's things, say).
type SeatTapper interface {
	SeatTapped(seat rules.Seat)
}

// BoardTapper is a board with controls of its own (tabs that show one of
// its panels or another): BoardTapped is told of every tap on the board
// that nothing over it took, before the taps that make moves, even while
// others play, and returns true when it used the tap.
type BoardTapper interface {
	BoardTapped(x, y float64) bool
}

// Tabber is a BoardTapper whose places lie on tabs, one open at a time:
// PlaceTab returns the tab that shows place p and where p is once it is
// open, or false when the board shows no tabs now. The kit's Gestures
// (for tests) tap the tab before the place.
type Tabber[P comparable] interface {
	PlaceTab(p P) (tab, at scenes.Rect, ok bool)
}

// EventFollower is a board whose every piece follows each event as it
// plays (Animate applies it: nothing waits for the Sync after the move),
// so the kit writes a move's log lines event by event, each as its event
// plays (or lands, for a LogLander): a long move (a final count) shows the
// line that began it before the count ends. Without it a move's lines go
// to the log when its last event has played, with the Sync, so the log
// never runs ahead of a board that catches up only then.
type EventFollower interface {
	FollowsEvents()
}

// LogLander is an EventFollower whose events' lines go to the log when
// each event's animation lands rather than as it starts: a board whose
// pieces fly far (Gods' pawns) so that the log never tells of a piece
// still in the air. The prompt still says the event as it plays.
type LogLander interface {
	LogsOnLanding()
}

// Preselector is a board that names the first step the player most
// likely takes when a decision opens (the pawn it has just pointed at,
// say): the kit selects it, as a tap would, so one tap on a target makes
// the move; a tap elsewhere changes the selection as usual.
type Preselector[P comparable] interface {
	Preselect() (P, bool)
}

// Asker is a board that words the question the kit asks when one gesture
// makes several legal moves (an Oxygen placed either side up, say): the
// kit then asks which, with a button per move labelled by Board.Label and
// a Cancel button. Without it the question is "Which one?".
type Asker interface {
	Ask(moves []rules.Move) (title, text string)
}

// Confirmer is a board with moves that cannot be taken back once made
// (a pawn pointed at shows its colour to everyone, say): the kit asks
// before it makes one such move that a gesture made alone, with a button
// labelled by Board.Label and a Cancel button, titled and worded by
// Confirm. ok is false for the moves made at once.
type Confirmer interface {
	Confirm(mv rules.Move) (title, text string, ok bool)
}

// Sheeted is a board with a reference sheet (a player aid) that a button
// of the panel, labelled SheetLabel, opens over the table. The game goes
// on under it; a tap or a key closes it.
type Sheeted interface {
	SheetLabel() string
	// DrawSheet paints the sheet over area, the whole canvas, which the
	// kit has shaded.
	DrawSheet(c *scenes.Canvas, area scenes.Rect)
}

// SheetTapper is a Sheeted board whose sheet takes some taps (to turn its
// page): SheetTapped reports whether it took the tap at x, y. Any other
// tap closes the sheet.
type SheetTapper interface {
	SheetTapped(x, y float64) bool
}

// Overlayer is a board that paints over the hand as well as under it:
// its tooltips, and what a lifted card would hide (the places it may go).
// The kit calls DrawOver right after it draws the hand, before its panel
// and its overlays.
type Overlayer[P comparable] interface {
	DrawOver(c *scenes.Canvas, f *Frame[P])
}

// SeatPainter is a board that paints something of its own in each seat's
// row of the seat list (the pieces a seat holds, say): area is the part
// of the row the kit leaves free, between the name and the score.
type SeatPainter interface {
	PaintSeat(c *scenes.Canvas, seat rules.Seat, area scenes.Rect)
}

// Motion is how an event plays: for Ticks (at normal speed; 0 plays it at
// once) with Sound (NoSound for none), with Banner across the board when it
// is not empty, and the prompt's Heading and Caption.
type Motion struct {
	Ticks  int
	Sound  int
	Banner string
	// Heading and Caption, when not empty, are what the prompt says while
	// the event plays, in place of the acting seat's "to play" and the
	// event's log line: a stage of the game that is no seat's turn (a
	// final count) or an event the log does not write a line for.
	Heading, Caption string
}

// Sound ids for Motion.Sound and App.Play, in the order of package audio.
const (
	NoSound   = -1
	SoundPick = iota - 1
	SoundPlace
	SoundFlip
	SoundReveal
	SoundScore
	SoundError
	SoundTurn
)

// Light is how the kit lights a place.
type Light uint8

// Lights.
const (
	Unlit    Light = iota
	Start          // the first step of a legal move
	Target         // completes a move from the selection
	Selected       // the selected first step
)

// Anim is the event being played.
type Anim struct {
	On    bool
	Event rules.Event
	T     float64 // progress from 0 to 1
}

// Frame is what the kit tells the board when it draws.
type Frame[P comparable] struct {
	Now    int64
	Viewer rules.Seat
	Anim   Anim
	// Dragging is true while a hand card is dragged: drop places are lit
	// as targets.
	Dragging bool
	// Hover is true while a mouse rests on the table at X, Y and nothing
	// covers the board (no dialog, results or sheet): a board may show a
	// tooltip there, inside its area. A SeatPainter is told too when the
	// mouse rests on the seat list, to word what it painted there.
	Hover bool
	X, Y  float64
	// Acting is the seat the table names now: the seat whose move is
	// playing, or else the seat to decide. The prompt, the frame of the
	// seat list and its "to play" tag name it, and a banner naming another
	// seat is cut short; a board that names whose turn it is names this
	// seat.
	Acting rules.Seat
	// Final is true while the results are up, beside the final board or
	// set aside to show it: the game's end has played whole.
	Final bool
	// Scores are the scores the seat list shows this frame, by seat: they
	// count up to the view's, so a board that names a score names this
	// one, never a figure ahead of the seat list's.
	Scores []int
	lights map[P]Light
	lit    []scenes.Rect // what Mark and MarkHex lit so far this frame
}

// Light returns how place p is lit: Unlit on a nil frame, as a board's
// Frame is until its first Draw (a refusal worded before that asks).
func (f *Frame[P]) Light(p P) Light {
	if f == nil {
		return Unlit
	}
	return f.lights[p]
}

// MarkHex draws the kit's highlight of place p around the pointy-topped
// hex of radius r centred on x, y, if p is lit.
func (f *Frame[P]) MarkHex(c *scenes.Canvas, p P, x, y, r float64) {
	if l := f.lights[p]; l != Unlit {
		DrawHexLight(c, x, y, r, l, f.Now)
		f.lit = append(f.lit, scenes.Rect{X: x - r, Y: y - r, W: 2 * r, H: 2 * r})
	}
}

// Mark draws the kit's highlight of place p over r, if p is lit.
func (f *Frame[P]) Mark(c *scenes.Canvas, p P, r scenes.Rect) {
	if l := f.lights[p]; l != Unlit {
		DrawLight(c, r, l, f.Now)
		f.lit = append(f.lit, r)
	}
}

// Marked records r as lit in this frame, for a board that draws its own
// highlights rather than through Mark.
func (f *Frame[P]) Marked(r scenes.Rect) { f.lit = append(f.lit, r) }

// Lit returns the rectangles Mark, MarkHex and Marked lit so far in this frame:
// a tooltip keeps off them (scenes.Beside). The slice is the frame's own,
// reused by the next frame.
func (f *Frame[P]) Lit() []scenes.Rect { return f.lit }
