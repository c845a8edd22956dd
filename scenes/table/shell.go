package table

import (
	"fmt"
	"github.com/hajimehoshi/ebiten/v2"
	"math"
	"time"

	"starboard/match"
	"starboard/rules"
	"starboard/scenes"
	"starboard/scenes/input"
	"starboard/sprites"
)

// Options say how a table is run.
type Options struct {
	// Attract runs an all-bot match as a kiosk's idle screen: no hand is
	// shown and a tap anywhere leaves. The attract loop starts the next
	// demo once the results have been up a while (scenes.Title.Attract).
	Attract bool
	// Exit is the change leaving the table makes; the zero value means
	// scenes.Home(nil).
	Exit scenes.Change
	// Pace is the bot pace of the match Play again starts; 0 means 600 ms.
	Pace time.Duration
	// KindsFirst, on a board that names kinds of moves (Kinder), lights
	// the kinds first: while several kinds are open and none is chosen
	// on the panel, the kinds' buttons glow and the places of their moves
	// do not (a tap on one still makes its move); a kind chosen lights
	// its places.
	KindsFirst bool
}

// Shell is the table scene of one match: it runs a title's Board.
type Shell[P comparable] struct {
	m     *match.Match
	board Board[P]
	make  func(*match.Match) Board[P]
	opt   Options
	now   int64
	lay   layout
	title string

	seats     []match.SeatConfig
	humans    int
	viewer    rules.Seat // the seat at the device; NoSeat for a spectator
	spectator bool

	// The settled snapshot: one view, and what follows from it.
	dirty   bool
	view    rules.Game
	toMove  rules.Seat
	prompt  rules.Prompt
	legal   []rules.Move
	mine    bool // the seat at the device must decide now
	public  bool // mine, for a table that looks on: it may make the public moves of the seat to move (Match.PublicMoves)
	waiting bool // an online table waits for every seat to be taken
	lost    bool // an online table's link is lost for good: no move goes
	// revision is the online table's revision when last looked at: a move
	// made on a phone counts as someone at the kiosk's table.
	revision  int
	delivered int // the States the online table's match had taken when last looked at
	canUndo   bool
	turnOf    rules.Seat // whose turn was last announced
	synced    bool       // the board has been synced once
	broken    bool       // an undo or a new viewer since the last sync

	bind binding[P]

	queue       []item
	head        int
	anim        Anim
	playing     string // the line of the event playing, for the prompt
	playingHead string // the heading of the event playing, when it names no seat
	animEnd     int64
	animLen     int64
	lands       item // on an EventFollower, the event whose line the log writes when its animation lands
	landing     bool
	entries     []match.Entry
	lastLog     rules.Seat // the seat of the last turn in the log

	passTo rules.Seat
	// passSince is what happened since the seat the device goes to last
	// moved, as everyone may read it: the hand-over screen says it.
	passSince   []string
	passEarlier int    // how many lines before passSince were left out
	passNext    string // what that seat is asked next, in the rules' words
	passMoved   bool   // that seat had moved before
	// passAt is when the hand-over to another person may cover the table:
	// the player who just moved sees its outcome first (0: not waiting),
	// for beat ticks (passBeat at normal animation speed, none at instant).
	passAt, beat int64
	// opening says a hot-seat game has not yet been handed to its first
	// person: the device goes to whoever acts first once the moves the
	// bots made before (if any) have played on the table.
	opening   bool
	pause     *scenes.Dialog
	pauseDo   []pauseChoice // what each button of the pause menu does
	still     bool
	results   bool
	beside    bool             // the results are shown beside the final board, not over it
	saves     match.SaveReport // what the players were told of the autosave
	zoom      *scenes.CardView
	toast     string
	toastEnd  int64
	toastNear bool // the toast is a refusal shown near the pointer, at toastX, toastY
	toastX    float64
	toastY    float64
	toastAt   scenes.Rect   // where the refusal near the pointer was last drawn
	clear     []scenes.Rect // what the refusal keeps off besides the lit places (Keeper)
	shun      []scenes.Rect // what the refusal never covers (Shunner)
	shunFor   shunKey       // the refusal toastAt was placed for, under a Shunner
	banner    scenes.Banner
	turn      scenes.Banner // whose turn begins, over the prompt
	seatTexts []seatText    // the lines under the seats' names, as last written
	log       logView
	shown     []float64 // the scores shown, counting up to the view's

	// acting is the seat the table names now: the seat of the event
	// playing, or the seat to decide once everything has played. The
	// banner of bannerSeat is cut short when another seat acts.
	acting     rules.Seat
	bannerSeat rules.Seat

	ask      *scenes.Dialog // which of several moves one gesture makes
	app      *scenes.App    // as of the last Update: it lays the question out
	askMoves []rules.Move
	sheet    Sheeted // nil when the board has no sheet
	sheetUp  bool
	hover    bool
	mouse    bool   // a mouse rests at hoverX, hoverY, wherever it is
	shutTip  string // the reason a disabled kind's button under the mouse gave, last frame
	hoverX   float64
	hoverY   float64
	// clicked is true from a mouse click until the mouse moves away from
	// clickX, clickY: no tooltip comes back over what was just clicked.
	clicked        bool
	clickX, clickY float64

	undo, menu, cont, again, leave, here, sheetBtn, reviewBtn *scenes.Button
	// peekBtn hides the results to look at the final board; peek is true
	// while they are hidden, until a tap brings them back.
	peekBtn *scenes.Button
	// resultsEnd is where the last frame's results panel ended: the
	// buttons go under it (0: at the screen's foot).
	resultsEnd float64
	peek       bool
	peekAt     scenes.Rect // where the final board's line was last drawn

	rv    *review // the game replayed on the board, or nil
	early earlyTap

	// pressHoverEnd is when the tooltip a long press asked for, at
	// pressX, pressY, goes.
	pressHoverEnd  int64
	pressX, pressY float64

	texts      scenes.Texts // what the frames draw, joined once
	stars      *sprites.Starfield
	backdrop   *ebiten.Image // the dimmed starfield, redrawn every backdropTicks
	drawnOnce  bool          // whether a first frame, the panel alone, was drawn
	promptFit  [2]promptFit
	promptLong bool // the prompt takes the move buttons' room (promptRect)
	backdropAt int64
	backdropOp ebiten.DrawImageOptions
	cache      *sprites.Cache
}

// item is one event of the queue, or the end of an entry: once an entry's
// events have played, its lines go to the log and the board is drawn from
// the view just after it.
type item struct {
	entry int // index in entries of its move
	n     int // index of ev in the move's events
	done  bool
	ev    rules.Event
}

// New returns the table of m, run with the title's board that newBoard
// makes for m (and for the new match of Play again).
func New[P comparable](m *match.Match, newBoard func(*match.Match) Board[P], opt Options) *Shell[P] {
	s := &Shell[P]{m: m, board: newBoard(m), make: newBoard, opt: opt, dirty: true,
		passTo: rules.NoSeat, toMove: rules.NoSeat, turnOf: rules.NoSeat, lastLog: rules.NoSeat,
		acting: rules.NoSeat, bannerSeat: rules.NoSeat}
	s.log.last = rules.NoSeat // the first entry gets its seat's heading, whichever seat
	if s.opt.Pace == 0 {
		s.opt.Pace = 600 * time.Millisecond
	}
	s.title = m.Title().Name
	s.seats = m.Seats()
	s.viewer = rules.NoSeat
	for i := range s.seats {
		if s.playsHere(rules.Seat(i)) {
			if s.humans == 0 {
				s.viewer = rules.Seat(i)
			}
			s.humans++
		}
	}
	if opt.Attract {
		s.viewer = rules.NoSeat
	}
	s.spectator = s.viewer == rules.NoSeat
	if first := m.ToMove(); !s.spectator && first != rules.NoSeat && s.playsHere(first) {
		s.viewer = first
	}
	if s.humans > 1 && !opt.Attract && !m.Over() && !m.ForReview() {
		s.opening = true // settle hands the device over, never behind the bots' moves
	}
	s.shown = make([]float64, len(s.seats))
	s.undo = scenes.NewButton("Undo", scenes.Rect{})
	s.menu = scenes.NewButton("Menu", scenes.Rect{})
	s.cont = scenes.NewButton("I am here", scenes.Rect{})
	s.cont.Primary = true
	s.again = scenes.NewButton("Play again", scenes.Rect{})
	s.leave = scenes.NewButton("Menu", scenes.Rect{})
	s.leave.Primary = true
	s.reviewBtn = scenes.NewButton("Review the game", scenes.Rect{})
	s.peekBtn = scenes.NewButton("See the board", scenes.Rect{})
	s.here = scenes.NewButton("Still playing", scenes.Rect{})
	s.here.Primary = true
	s.lay.rows = 3
	if br, ok := s.board.(ButtonRower); ok {
		s.lay.rows = max(0, br.ButtonRows())
	}
	if sn, ok := s.board.(Snug); ok {
		s.lay.snug = sn.SnugPanel()
	}
	if sh, ok := s.board.(Sheeted); ok && !opt.Attract {
		s.sheet = sh
		s.sheetBtn = scenes.NewButton(sh.SheetLabel(), scenes.Rect{})
		s.lay.sheet = true
	}
	s.cache = sprites.NewCache(16)
	s.stars, _ = sprites.NewStarfield()
	s.stars.Veil = colDim // the backdrop dimmed in the starfield's own passes
	s.bind.init(s)
	// What happened before the table opened is in the view already: it
	// goes to the log, not through the board. A resumed match reports
	// only its new moves, so the moves of the save are replayed for it.
	polled := m.Poll(nil)
	before := m.Moves()
	if len(polled) > 0 {
		before = polled[0].Number - 1
	}
	if before > 0 {
		if r, err := m.Replay(); err == nil {
			for _, e := range r.History(before) {
				s.logEntry(e)
			}
		}
	}
	for _, e := range polled {
		s.logEntry(e)
	}
	if m.ForReview() {
		s.openReview()
	}
	return s
}

// Match returns the match the table shows.
func (s *Shell[P]) Match() *match.Match { return s.m }

// Board returns the title's board.
func (s *Shell[P]) Board() Board[P] { return s.board }

// Viewer returns the seat at the device, or rules.NoSeat for a spectator.
func (s *Shell[P]) Viewer() rules.Seat { return s.viewer }

// Prompt returns the question of the settled snapshot.
func (s *Shell[P]) Prompt() rules.Prompt { return s.prompt }

// ResultsShown reports whether the results are on screen.
func (s *Shell[P]) ResultsShown() bool { return s.results }

// Toast returns the message shown last (a refusal, say), and whether it
// is still on screen.
func (s *Shell[P]) Toast() (string, bool) { return s.toast, s.now < s.toastEnd }

// ToastPlace returns where the refusal near the pointer was last drawn,
// and whether one near the pointer is on screen.
func (s *Shell[P]) ToastPlace() (scenes.Rect, bool) {
	return s.toastAt, s.toastNear && s.now < s.toastEnd
}

func (s *Shell[P]) exit() scenes.Change {
	s.m.Close()
	if s.opt.Exit.IsStay() {
		return scenes.Home(nil)
	}
	return s.opt.Exit
}

// busy reports whether events are still playing or waiting to.
func (s *Shell[P]) busy() bool { return s.anim.On || s.head < len(s.queue) || s.dirty }

// ready reports whether the seat at the device may act on the board now.
func (s *Shell[P]) ready() bool {
	return s.mine && !s.busy() && s.passTo == rules.NoSeat && s.pause == nil && !s.still && !s.results && !s.Zooming() &&
		s.ask == nil && !s.sheetUp
}

// lookingOnly reports whether the seat at the device, free to act, only
// looks at a card shown large: the board keeps its lights (a picked piece
// stays picked), since looking never changes the selection.
func (s *Shell[P]) lookingOnly() bool {
	return s.Zooming() && s.mine && !s.busy() && s.passTo == rules.NoSeat && s.pause == nil && !s.still && !s.results && s.ask == nil && !s.sheetUp
}

// watching reports whether the table looks on at a server's table: it
// has no seat, so nothing to undo.
func (s *Shell[P]) watching() bool {
	seat, online := s.m.Remote()
	return online && seat == rules.NoSeat
}

// Spare lends the place of the Undo button, which a table that looks on
// does not draw (scenes.Spared).
func (s *Shell[P]) Spare() (scenes.Rect, bool) { return s.lay.undo, s.watching() && s.lay.undo.W > 0 }

// Zooming reports whether a card is shown large, open: a large view
// closing takes no input, so the tap that follows Esc counts.
func (s *Shell[P]) Zooming() bool { return s.zoom != nil && s.zoom.Zoomed() }

// covered reports whether something lies over the board.
func (s *Shell[P]) covered() bool {
	return s.passTo != rules.NoSeat || s.pause != nil || s.still || s.results && s.rv == nil && !s.peek && !s.beside || s.Zooming() || s.ask != nil || s.sheetUp
}

// Playing reports whether an event's animation is playing: the board
// gets no hover then, so no tooltip covers what moves.
func (s *Shell[P]) Playing() bool { return s.anim.On }

// Acting returns the seat the table names now: the seat whose move is
// playing, or else the seat to decide (rules.NoSeat when the game is
// over). The prompt, the frame and the "to play" tag of the seat list
// name it.
func (s *Shell[P]) Acting() rules.Seat { return s.acting }

// Banner returns the text of the banner on screen, or "".
func (s *Shell[P]) Banner() string {
	if !s.banner.Active(s.now) {
		return ""
	}
	return s.banner.Text
}

// PromptShown returns the prompt as the panel draws it now: its heading
// and its text.
func (s *Shell[P]) PromptShown() (head, text string) { return s.promptText() }

// Asking returns the moves the table asks the player to choose among,
// when one gesture made several.
func (s *Shell[P]) Asking() []rules.Move {
	if s.ask == nil {
		return nil
	}
	return s.askMoves
}

// HandOverAsk returns what the hand-over screen says its person is asked
// next ("" when the device is not being passed).
func (s *Shell[P]) HandOverAsk() string {
	if s.passTo == rules.NoSeat {
		return ""
	}
	return s.passNext
}

// HandOverLines returns what the hand-over screen says happened since the
// person it calls last moved (none when the device is not being passed).
func (s *Shell[P]) HandOverLines() []string {
	if s.passTo == rules.NoSeat {
		return nil
	}
	return s.passSince
}

// SheetShown reports whether the board's sheet (its player aid) is up.
func (s *Shell[P]) SheetShown() bool { return s.sheetUp }

// SheetButton returns where the button that opens the sheet is.
func (s *Shell[P]) SheetButton() scenes.Rect {
	if s.sheetBtn == nil {
		return scenes.Rect{}
	}
	return s.lay.sheetBtn
}

// PeekLine returns where the line that brings the results back was last
// drawn over the final board, or the zero Rect.
func (s *Shell[P]) PeekLine() scenes.Rect { return s.peekAt }

// ShutTip returns the reason the last frame showed beside a disabled
// kind's button the mouse rests on, or "".
func (s *Shell[P]) ShutTip() string { return s.shutTip }

// hoverable reports whether a mouse resting at x, y is the board's to
// word: on the board, or on a seat of the list where the board paints.
func (s *Shell[P]) hoverable(x, y float64) bool {
	if s.lay.board.Contains(x, y) {
		return true
	}
	if _, ok := s.board.(SeatPainter); ok {
		for _, r := range s.lay.seats {
			if r.Contains(x, y) {
				return true
			}
		}
	}
	return false
}

// Hovering reports whether the board is told that a mouse rests on it,
// and where.
func (s *Shell[P]) Hovering() (x, y float64, on bool) { return s.hoverX, s.hoverY, s.hover }

// Update handles one tick.
func (s *Shell[P]) Update(ctx *scenes.Context) scenes.Change {
	s.now, s.app = ctx.Tick, ctx.App
	if s.lay.update(ctx.W, ctx.H, len(s.seats), panelScale(ctx.App)) {
		s.board.Layout(s.lay.board)
	}
	s.pump(ctx)
	if s.bannerSeat != rules.NoSeat && s.bannerSeat != s.acting && s.banner.Active(s.now) {
		s.banner.Ticks = 0 // it names a seat that no longer acts
	}
	s.tickScores()
	if s.zoom != nil && !s.zoom.Zoomed() {
		// A large view closing plays on under the table's input.
		still := *ctx
		still.In = input.Frame{}
		s.zoom.Update(&still)
		if !s.zoom.ZoomShowing() {
			s.zoom = nil
		}
	}
	handZoom := false
	if s.bind.hand != nil {
		z := s.bind.hand.Hand().Zoomed()
		handZoom = z != nil && z.Zoomed()
	}
	if !s.ready() && !handZoom {
		s.bind.updateHand(ctx, false)
	}
	in := ctx.In
	s.hover = in.Present && !in.Touch && !in.Down && !s.covered() && !s.anim.On && s.hoverable(in.X, in.Y)
	s.hoverX, s.hoverY = in.X, in.Y
	s.mouse = in.Present && !in.Touch && !in.Down
	if in.Tap && !in.Touch {
		s.clicked, s.clickX, s.clickY = true, in.X, in.Y // a click hushes the tooltips until the mouse moves on
	}
	if s.clicked && math.Hypot(in.X-s.clickX, in.Y-s.clickY) > 6 {
		s.clicked = false
	}
	s.hover = s.hover && !s.clicked
	if in.Tap || in.Press || s.mouse && math.Hypot(in.X-s.pressX, in.Y-s.pressY) > pressHoverReach {
		s.pressHoverEnd = 0 // a new press, or the mouse moving on, ends the explanation
	}
	if s.now < s.pressHoverEnd && !s.covered() && !s.anim.On {
		// A long press on the board explains what is there, as a mouse
		// resting on it does.
		s.hover, s.hoverX, s.hoverY = true, s.pressX, s.pressY
	}
	if s.toastNear && s.now < s.toastEnd && (in.Press || (in.Present && !in.Touch && far(in.X-s.toastX, in.Y-s.toastY))) {
		s.toastEnd = s.now // a refusal near the pointer goes with the next press, or the pointer
	}
	if s.toastNear && s.now < s.toastEnd {
		s.hover = false // the reason for a refused tap speaks, not a tooltip under it
	}
	if s.opt.Attract {
		if in.Tap || in.Intents != 0 {
			return s.exit()
		}
		return scenes.Stay
	}
	if _, online := s.m.Remote(); online {
		s.readLink()
		if s.m.Revision() != s.revision {
			s.revision = s.m.Revision()
			ctx.App.Touch()
		}
		if n := s.m.Delivered(); n != s.delivered {
			// A State may change the game without an entry: the first
			// replaces the placeholder (not a move to animate), a later
			// one may catch the table up.
			s.broken = s.broken || s.delivered == 0
			s.delivered, s.dirty = n, true
		}
	}
	if ctx.App.KioskIdle(scenes.KioskLeaveIdle) {
		s.m.Close()
		return scenes.Home(nil)
	}
	if ctx.App.KioskIdle(scenes.KioskStillIdle) && !s.results {
		s.still = true
	}
	switch {
	case s.rv != nil && !s.Zooming() && s.pause == nil:
		return s.updateReview(ctx)
	case s.results && s.rv == nil:
		return s.updateResults(ctx)
	case s.pause != nil:
		return s.updatePause(ctx)
	case s.passTo != rules.NoSeat:
		s.cont.Rect = scenes.Rect{X: ctx.W/2 - 150, Y: ctx.H/2 + 60, W: 300, H: 64}
		if in.Has(input.Back) {
			s.openPause(ctx.App)
		} else if s.cont.Update(in) || in.Has(input.Confirm) {
			s.viewer, s.passTo = s.passTo, rules.NoSeat
			s.dirty, s.broken = true, true
			s.settle()
		}
		return scenes.Stay
	case s.still:
		s.here.Rect = scenes.Rect{X: ctx.W/2 - 150, Y: ctx.H/2 + 40, W: 300, H: 64}
		if s.here.Update(in) || in.Tap || in.Has(input.Confirm) {
			s.still = false
			ctx.App.Touch()
		}
		return scenes.Stay
	case s.Zooming():
		s.zoom.Update(ctx)
		if !s.zoom.ZoomShowing() {
			s.zoom = nil
		}
		return scenes.Stay
	case handZoom && s.passTo == rules.NoSeat:
		// A hand card shown large takes the pointer and Esc, which close
		// it, even while others play.
		s.bind.updateHand(ctx, true)
		return scenes.Stay
	case s.sheetUp:
		if st, ok := s.sheet.(SheetTapper); ok && in.Tap && st.SheetTapped(in.X, in.Y) {
			return scenes.Stay
		}
		if in.Tap || in.Has(input.Back) || in.Has(input.Confirm) {
			s.sheetUp = false
		}
		return scenes.Stay
	case s.ask != nil:
		if i := s.ask.Update(ctx); i >= 0 {
			s.ask = nil
			if i < len(s.askMoves) {
				s.submit(ctx, s.askMoves[i])
			}
		}
		return scenes.Stay
	}
	if in.Has(input.Back) || s.menu.Update(in) {
		s.openPause(ctx.App)
		return scenes.Stay
	}
	if s.sheet != nil {
		s.sheetBtn.Rect = s.lay.sheetBtn
		if s.sheetBtn.Update(in) {
			s.sheetUp = true
			s.bind.clear()
			return scenes.Stay
		}
	}
	s.log.update(in, s.lay.log)
	if s.updateSeats(in) {
		return scenes.Stay
	}
	if bt, ok := s.board.(BoardTapper); ok && in.Tap && !s.bind.handBusy() && s.lay.board.Contains(in.X, in.Y) && bt.BoardTapped(in.X, in.Y) {
		return scenes.Stay
	}
	// A long press shows a card large also while moves play: looking
	// never waits.
	if in.LongPress && !s.bind.handBusy() && s.lay.board.Contains(in.X, in.Y) {
		if z, ok := s.board.(Zoomer); ok {
			if cv := z.Zoom(in.X, in.Y); cv != nil {
				cv.OpenZoom(s.now)
				s.zoom = cv
				return scenes.Stay
			}
		}
		s.pressHoverEnd, s.pressX, s.pressY = s.now+pressHoverTicks, in.X, in.Y
	}
	// The button is enabled only when the match allows it; a tap on it
	// greyed, or the key, asks anyway, so the refusal says why.
	undo := !s.watching() && (s.undo.Update(in) || in.Has(input.Undo) ||
		in.Tap && s.lay.undo.Contains(in.X, in.Y) && s.lay.undo.Contains(in.PressX, in.PressY))
	if s.busy() {
		if in.Tap && s.lay.board.Contains(in.X, in.Y) && s.viewer != rules.NoSeat && s.m.ToMove() == s.viewer {
			// A tap on the board while the moves that give the turn back
			// still play: it counts once they have played.
			s.early = earlyTap{on: true, x: in.X, y: in.Y, at: s.now}
		}
		if undo {
			s.refuse(ctx, "Undo waits until the moves being played have ended.")
		}
		return scenes.Stay
	}
	if undo {
		if s.viewer != rules.NoSeat {
			if err := s.m.Undo(s.viewer); err != nil {
				s.refuse(ctx, err.Error())
			} else {
				s.bind.clear()
				s.dirty = true
			}
		}
		return scenes.Stay
	}
	if s.ready() {
		if e := s.early; e.on {
			s.early.on = false
			if p, ok := s.bind.placeAt(e.x, e.y); ok && s.now-e.at < earlyTicks {
				s.bind.ctx = ctx
				s.bind.choose(ctx, p)
				return scenes.Stay
			}
		}
		s.bind.update(ctx)
	}
	return scenes.Stay
}

// panelScale is how much the panel's texts grow on a small screen: its
// smallest text, the log's, stays legible, up to a phone's (about 3.2
// at 390 CSS pixels wide).
func panelScale(app *scenes.App) float64 { return app.Enlarge(logSize-1, 3.4) }

// earlyTap is a tap on the board made while the moves before the viewer's
// turn were still playing.
type earlyTap struct {
	on   bool
	x, y float64
	at   int64
}

// pressHoverTicks is how long a long press's tooltip stays.
const pressHoverTicks = 240

// earlyTicks is how long an early tap is kept.
const earlyTicks = 150

// pauseChoice is what a button of the pause menu does.
type pauseChoice uint8

const (
	pauseResume pauseChoice = iota
	pauseAid
	pauseGuide
	pauseSettings
	pauseQuit
)

// openPause opens the pause menu: resume, the player aid, the title's
// How to play and the settings (when the app offers them), and quit.
func (s *Shell[P]) openPause(app *scenes.App) {
	heading, text := "Game paused", "The game is saved after every move; you can resume it from the title screen."
	_, online := s.m.Remote()
	switch {
	case online && servedHere(app, s.m):
		heading, text = "Menu", "This game runs the table's server: the table goes on while the game stays open. Come back to your seat with its code or link in Play online."
	case online:
		// The table goes on at the server without this screen.
		heading, text = "Menu", "The server keeps the table while you are away: come back to your seat with its code or link in Play online."
	case s.saves.Failing():
		text = "The last move could not be saved. Play goes on, and the next move tries again."
	}
	labels := []string{"Resume"}
	s.pauseDo = append(s.pauseDo[:0], pauseResume)
	if s.sheet != nil {
		labels, s.pauseDo = append(labels, "Player aid"), append(s.pauseDo, pauseAid)
	}
	if app.Guide != nil {
		labels, s.pauseDo = append(labels, "How to play"), append(s.pauseDo, pauseGuide)
	}
	if app.SettingsScreen != nil && !app.Kiosk {
		labels, s.pauseDo = append(labels, "Settings"), append(s.pauseDo, pauseSettings)
	}
	quit := "Quit to menu"
	if online {
		quit = "Leave the table"
	}
	labels, s.pauseDo = append(labels, quit), append(s.pauseDo, pauseQuit)
	s.pause = scenes.NewDialog(heading, text, labels...)
	s.pause.Stack, s.pause.Cancel = true, 0
	s.bind.clear()
}

// servedHere reports whether m mirrors a table of the server this
// program started (scenes.LocalServer), which stops when it ends.
func servedHere(app *scenes.App, m *match.Match) bool {
	local, ok := app.Online.(scenes.LocalServer)
	return ok && m.Server() != "" && local.Here() == m.Server()
}

// updatePause runs the pause menu. The guide and the settings are pushed
// above the table, and the menu is still up when they close.
func (s *Shell[P]) updatePause(ctx *scenes.Context) scenes.Change {
	i := s.pause.Update(ctx)
	if i < 0 {
		return scenes.Stay
	}
	switch s.pauseDo[i] {
	case pauseResume:
		s.pause = nil
	case pauseAid:
		s.pause, s.sheetUp = nil, true
	case pauseGuide:
		return scenes.Push(ctx.App.Guide(s.m.Title().Slug))
	case pauseSettings:
		return scenes.Push(ctx.App.SettingsScreen())
	case pauseQuit:
		return s.exit()
	}
	return scenes.Stay
}

// updateSeats passes taps on the seat list to the board.
func (s *Shell[P]) updateSeats(in input.Frame) bool {
	st, ok := s.board.(SeatTapper)
	if !ok || !in.Tap {
		return false
	}
	for i := range s.seats {
		if s.lay.seats[i].Contains(in.X, in.Y) {
			st.SeatTapped(rules.Seat(i))
			return true
		}
	}
	return false
}

// submit plays mv for the seat at the device; a refusal shows the rules'
// reason.
func (s *Shell[P]) submit(ctx *scenes.Context, mv rules.Move) {
	s.bind.clear()
	seat := s.viewer
	if s.public {
		seat = s.toMove
	}
	if err := s.m.Submit(seat, mv); err != nil {
		s.refuse(ctx, err.Error())
		return
	}
	s.mine = false
	s.dirty = true
	s.dropRefusal()
	s.pump(ctx)
}

// dropRefusal takes down a refusal shown near the pointer once the player
// has done something that works (a selection, a move).
func (s *Shell[P]) dropRefusal() {
	if s.toastNear {
		s.toastEnd = s.now
	}
}

// far reports whether a pointer moved by dx, dy has left a refusal it was
// shown near: the player has moved on to something else.
// (The eleventh review saw one linger over a map as the mouse went on
// to the next tile.)
func far(dx, dy float64) bool { return dx*dx+dy*dy > 72*72 }

// refuse shows why something was refused, with the error sound.
func (s *Shell[P]) refuse(ctx *scenes.Context, why string) {
	s.toast = capitalize(s.named(why))
	s.toastEnd = s.now + 240
	// Near the pointer wherever it is: a refused button of the panel
	// gets its reason at the board's edge beside it (the thirteenth
	// review read Revive's "Build" refusal 600 px from the button).
	s.toastNear = ctx.In.Present
	s.toastX, s.toastY = ctx.In.X, ctx.In.Y
	ctx.App.Play(SoundError)
}

// pressHoverReach is how far, in canvas units, a mouse may move from
// where it long-pressed before the explanation it asked for goes.
const pressHoverReach = 24

// passBeat is how long, in ticks, the table stays in sight after a
// person's turn has played before the hand-over to the next person covers
// it, at normal animation speed: long enough to see the move land, short
// enough that the hand it leaves face up is not on show to the next
// player (the eleventh review counted some four seconds at 90).
const passBeat = 45

// playsHere reports whether a person at this device plays seat: not a bot,
// and at an online table the seat this device took (the others play on
// their own devices).
func (s *Shell[P]) playsHere(seat rules.Seat) bool {
	if s.m.IsBot(seat) {
		return false
	}
	if mine, online := s.m.Remote(); online {
		return seat == mine
	}
	return true
}

// readLink reads whether an online table waits for its seats or has lost
// its link. Every frame does, so that the prompt says so at once, even
// while moves keep playing; the legal moves follow at the next settle.
func (s *Shell[P]) readLink() {
	if w := s.m.Waiting(); w != s.waiting {
		s.waiting, s.dirty = w, true
	}
	if link, _ := s.m.Link(); (link == match.LinkLost) != s.lost {
		s.lost, s.dirty = link == match.LinkLost, true
	}
}

// settle reads the match when everything it reported has been played: the
// view, the prompt, whose turn it is and the legal moves, from one
// snapshot, and syncs the board with it.
func (s *Shell[P]) settle() {
	s.readLink()
	if !s.dirty || s.anim.On || s.head < len(s.queue) || s.passTo != rules.NoSeat {
		return
	}
	view := s.m.View(s.seatShown())
	if s.poll() {
		return // the match moved on meanwhile: play that first
	}
	toMove := view.ToMove()
	if s.opening && toMove != rules.NoSeat && s.playsHere(toMove) {
		s.opening = false
		s.passTo = toMove
		s.passNext = ""
		if ask := s.m.Prompt(); ask.Seat == toMove && ask.Text != "" {
			s.passNext = "Up first: " + capitalize(s.named(ask.Text))
		}
		s.bind.clear()
		return
	}
	if toMove != rules.NoSeat && !s.spectator && toMove != s.viewer && s.playsHere(toMove) {
		if s.humans > 1 && s.differ(s.viewer, toMove) {
			if s.passAt == 0 {
				s.passAt = s.now + s.beat
			}
			if s.now < s.passAt {
				return
			}
			s.passAt = 0
			s.passTo = toMove
			s.passSince, s.passEarlier, s.passMoved = s.since(toMove, s.passSince[:0])
			s.passNext = ""
			if ask := s.m.Prompt(); ask.Seat == toMove && ask.Text != "" {
				s.passNext = "Up next: " + capitalize(s.named(ask.Text))
			}
			s.bind.clear()
			return
		}
		s.viewer = toMove
		s.broken = true
		view = s.m.View(toMove)
	}
	s.dirty = false
	s.acting = toMove
	if msg := s.saves.Update(s.m); msg != "" {
		s.log.lines = append(s.log.lines, logLine{seat: rules.NoSeat, text: msg})
		s.toast, s.toastEnd = msg, s.now+240
	}
	s.view = view
	s.toMove = toMove
	s.prompt = view.Prompt()
	s.mine = !s.spectator && toMove == s.viewer && toMove != rules.NoSeat && s.playsHere(toMove) && !s.waiting && !s.lost
	s.legal = s.legal[:0]
	if s.mine {
		s.legal = append(s.legal, s.m.Legal(toMove)...)
	}
	s.canUndo = s.viewer != rules.NoSeat && s.m.CanUndo(s.viewer)
	s.undo.Enabled = s.canUndo
	if !s.synced {
		s.openLog(view)
	}
	if s.log.viewer != s.viewer {
		s.relog() // the new seat at the device reads only what it may know
	}
	s.board.Sync(view, s.viewer, s.synced && !s.broken)
	s.synced, s.broken = true, false
	s.public = false
	if s.spectator && !s.lost {
		// A big screen entrusted with the seats' tokens makes the public
		// moves of the seat to move; the rest are made on its phone.
		for _, mv := range s.m.PublicMoves(toMove) {
			if s.shows(mv) {
				s.legal = append(s.legal, mv)
			}
		}
		s.mine, s.public = len(s.legal) > 0, len(s.legal) > 0
	}
	s.bind.rebuild()
	if view.Over() && !s.results {
		s.results, s.beside = true, s.together()
		s.ask, s.sheetUp = nil, false
		s.bind.clear()
	}
}

// shows reports whether the board shows where mv is made: a button, or
// places on the board. A table that looks on may not show a seat's own
// places (a hand is drawn for the seat at the device only, but a
// WatchHander's), and offers there only the public moves it can take by a
// tap.
func (s *Shell[P]) shows(mv rules.Move) bool {
	var zero P
	first, second := s.board.Path(mv)
	if first == zero {
		return true
	}
	if _, ok := s.board.Where(first); !ok {
		return false
	}
	if second == zero {
		return true
	}
	_, ok := s.board.Where(second)
	return ok
}

// handsWatching reports whether the board shows a hand with no seat at
// the device (WatchHander).
func (s *Shell[P]) handsWatching() bool {
	_, ok := s.board.(WatchHander)
	return ok
}

// seatShown is the seat whose view the board shows.
func (s *Shell[P]) seatShown() rules.Seat {
	if s.viewer == rules.NoSeat {
		return 0
	}
	return s.viewer
}

// differ reports whether seats a and b see the game differently: then one
// of them must not see the other's screen.
func (s *Shell[P]) differ(a, b rules.Seat) bool {
	if a == rules.NoSeat || b == rules.NoSeat {
		return false
	}
	return s.m.View(a).String() != s.m.View(b).String()
}

// playAgain starts a new match with the same seats and options.
func (s *Shell[P]) playAgain(ctx *scenes.Context) scenes.Scene {
	setup := s.m.Setup()
	rng := rules.NewRNG(setup.Seed)
	setup.Seed = rng.Uint64()
	cfg := match.Config{Title: s.m.Title(), Setup: setup, Seats: s.m.Seats(), Pace: s.opt.Pace,
		Yield: ctx.App.Yield, BotTimeLimit: ctx.App.BotTimeLimit}
	if ctx.App.Store != nil && !s.opt.Attract {
		cfg.Store = ctx.App.Store(s.m.Title().Slug)
	}
	m, err := match.New(cfg)
	if err != nil {
		s.refuse(ctx, err.Error())
		return nil
	}
	s.m.Close()
	return New(m, s.make, s.opt)
}

// tickScores counts the scores shown up (or down) to the view's.
func (s *Shell[P]) tickScores() {
	if s.view == nil {
		return
	}
	for i := range s.shown {
		want := float64(s.view.Score(rules.Seat(i)))
		switch d := want - s.shown[i]; {
		case d > 0.01:
			s.shown[i] += max(0.15, d*0.08)
			s.shown[i] = min(s.shown[i], want)
		case d < -0.01:
			s.shown[i] = want
		}
	}
}

// ask asks which of moves the player meant.
func (s *Shell[P]) askFor(moves []rules.Move) {
	s.ask = s.askDialog(moves)
	s.askMoves = append(s.askMoves[:0], moves...)
}

// askDialog is the question of which of moves to make: a button for each,
// and Cancel.
func (s *Shell[P]) askDialog(moves []rules.Move) *scenes.Dialog {
	title, text := "Which one?", ""
	if a, ok := s.board.(Asker); ok {
		title, text = a.Ask(moves)
	}
	if len(moves) == 1 {
		title, text, _ = s.confirms(moves[0])
	}
	labels := make([]string, 0, len(moves)+1)
	for _, mv := range moves {
		labels = append(labels, s.board.Label(mv))
	}
	d := scenes.NewDialog(title, text, append(labels, "Cancel")...)
	d.Stack = true // the answers are long: each across the dialog
	// Laid out now, so its buttons are where a gesture finds them.
	d.Update(&scenes.Context{W: s.lay.w, H: s.lay.h, App: s.app})
	return d
}

// confirms reports whether the board asks before mv is made, and how.
func (s *Shell[P]) confirms(mv rules.Move) (title, text string, ok bool) {
	if c, is := s.board.(Confirmer); is {
		return c.Confirm(mv)
	}
	return "", "", false
}

// asks reports whether the board asks before mv is made.
func (s *Shell[P]) asks(mv rules.Move) bool {
	_, _, ok := s.confirms(mv)
	return ok
}

// Targets lists the kit's buttons as laid out on the last tick: "undo",
// "menu", "log" (not a button: where the log is), the move buttons by their labels, "i-am-here" while the device
// is passed, "play-again" and "results/menu" on the results.
func (s *Shell[P]) Targets(dst []scenes.Target) []scenes.Target {
	switch {
	case s.ask != nil && !s.results && s.passTo == rules.NoSeat:
		for _, b := range s.ask.Buttons {
			dst = append(dst, scenes.Target{Name: "ask/" + scenes.TargetName(b.Label), Rect: b.Rect})
		}
		return dst
	case s.sheetUp:
		return append(dst, scenes.Target{Name: "sheet", Rect: scenes.Rect{W: s.lay.w, H: s.lay.h}})
	case s.rv != nil:
		rv := s.rv
		s.layoutReview()
		dst = append(dst, scenes.Target{Name: "review/start", Rect: rv.first.Rect},
			scenes.Target{Name: "review/back", Rect: rv.back.Rect},
			scenes.Target{Name: "review/next", Rect: rv.next.Rect},
			scenes.Target{Name: "review/end", Rect: rv.last.Rect},
			scenes.Target{Name: "review/done", Rect: rv.done.Rect})
		if s.sheet != nil {
			dst = append(dst, scenes.Target{Name: "sheet-button", Rect: s.sheetBtn.Rect})
		}
		return dst
	case s.results && s.peek:
		return append(dst, scenes.Target{Name: "results/back", Rect: s.lay.board})
	case s.results:
		dst = append(dst, scenes.Target{Name: "review", Rect: s.reviewBtn.Rect},
			scenes.Target{Name: "play-again", Rect: s.again.Rect},
			scenes.Target{Name: "results/menu", Rect: s.leave.Rect})
		if !s.together() {
			dst = append(dst, scenes.Target{Name: "results/board", Rect: s.peekBtn.Rect})
		}
		return dst
	case s.passTo != rules.NoSeat:
		return append(dst, scenes.Target{Name: "i-am-here", Rect: s.cont.Rect})
	}
	dst = append(dst, scenes.Target{Name: "undo", Rect: s.lay.undo}, scenes.Target{Name: "menu", Rect: s.lay.menu}, scenes.Target{Name: "log", Rect: s.lay.log})
	if s.sheet != nil {
		dst = append(dst, scenes.Target{Name: "sheet-button", Rect: s.lay.sheetBtn})
	}
	if s.ready() {
		for _, b := range s.bind.buttons {
			dst = append(dst, scenes.Target{Name: scenes.TargetName(b.b.Label), Rect: b.b.Rect})
		}
	}
	return dst
}

// Status describes what the table is doing, for test failures: the queue,
// the seat at the device, whose turn it is and what holds input back.
func (s *Shell[P]) Status() string {
	return fmt.Sprintf("queue %d/%d anim %v dirty %v | viewer %v toMove %v mine %v legal %d | pass %v pause %v still %v zoom %v results %v | match: %v to move, over %v, %d moves, err %v",
		s.head, len(s.queue), s.anim.On, s.dirty, s.viewer, s.toMove, s.mine, len(s.legal),
		s.passTo, s.pause != nil, s.still, s.zoom != nil, s.results, s.m.ToMove(), s.m.Over(), s.m.Moves(), s.m.Err())
}

// Dispose closes the match (if leaving the table has not) and lets the
// table's images go, and the board's when it is a scenes.Disposer: the
// root calls it once the table has left for good.
func (s *Shell[P]) Dispose() {
	s.m.Close()
	if s.cache != nil {
		s.cache.Dispose()
	}
	if s.backdrop != nil {
		s.backdrop.Deallocate()
		s.backdrop = nil
	}
	if d, ok := s.board.(scenes.Disposer); ok {
		d.Dispose()
	}
}
