package table

import (
	"fmt"
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
}

// Shell is the table scene of one match: it runs a title's Board.
type Shell[P comparable] struct {
	m     *match.Match
	board Board[P]
	make  func() Board[P]
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
	canUndo bool
	turnOf  rules.Seat // whose turn was last announced
	synced  bool       // the board has been synced once
	broken  bool       // an undo or a new viewer since the last sync

	bind binding[P]

	queue   []item
	head    int
	anim    Anim
	animEnd int64
	animLen int64
	entries []match.Entry
	lastLog rules.Seat // the seat of the last turn in the log

	passTo    rules.Seat
	pause     *scenes.Dialog
	still     bool
	results   bool
	saves     match.SaveReport // what the players were told of the autosave
	zoom      *scenes.CardView
	toast     string
	toastEnd  int64
	banner    scenes.Banner
	turn      scenes.Banner // whose turn begins, over the prompt
	seatTexts []seatText    // the lines under the seats' names, as last written
	log       logView
	shown     []float64 // the scores shown, counting up to the view's

	undo, menu, cont, again, leave, here *scenes.Button

	stars *sprites.Starfield
	cache *sprites.Cache
}

// item is one event of the queue, or the start of an entry.
type item struct {
	entry  int // index in entries of its move, for the log
	first  bool
	undo   bool
	ev     rules.Event
	noAnim bool
}

// New returns the table of m, run with the title's board from newBoard
// (called again for Play again).
func New[P comparable](m *match.Match, newBoard func() Board[P], opt Options) *Shell[P] {
	s := &Shell[P]{m: m, board: newBoard(), make: newBoard, opt: opt, dirty: true,
		passTo: rules.NoSeat, toMove: rules.NoSeat, turnOf: rules.NoSeat, lastLog: rules.NoSeat}
	if s.opt.Pace == 0 {
		s.opt.Pace = 600 * time.Millisecond
	}
	s.title = m.Title().Name
	s.seats = m.Seats()
	s.viewer = rules.NoSeat
	for i := range s.seats {
		if !m.IsBot(rules.Seat(i)) {
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
	if first := m.ToMove(); !s.spectator && first != rules.NoSeat && !m.IsBot(first) {
		s.viewer = first
	}
	if s.humans > 1 && !opt.Attract && !m.Over() {
		s.passTo = s.viewer
	}
	s.shown = make([]float64, len(s.seats))
	s.undo = scenes.NewButton("Undo", scenes.Rect{})
	s.menu = scenes.NewButton("Menu", scenes.Rect{})
	s.cont = scenes.NewButton("I am here", scenes.Rect{})
	s.cont.Primary = true
	s.again = scenes.NewButton("Play again", scenes.Rect{})
	s.leave = scenes.NewButton("Menu", scenes.Rect{})
	s.leave.Primary = true
	s.here = scenes.NewButton("Still playing", scenes.Rect{})
	s.here.Primary = true
	s.cache = sprites.NewCache(16)
	s.stars, _ = sprites.NewStarfield()
	s.bind.init(s)
	// What happened before the table opened is in the view already: it
	// goes to the log, not through the board.
	for _, e := range m.Poll(nil) {
		s.logEntry(e)
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
	return s.mine && !s.busy() && s.passTo == rules.NoSeat && s.pause == nil && !s.still && !s.results && s.zoom == nil
}

// Update handles one tick.
func (s *Shell[P]) Update(ctx *scenes.Context) scenes.Change {
	s.now = ctx.Tick
	if s.lay.update(ctx.W, ctx.H, len(s.seats)) {
		s.board.Layout(s.lay.board)
	}
	s.pump(ctx)
	s.tickScores()
	if !s.ready() {
		s.bind.updateHand(ctx, false)
	}
	in := ctx.In
	if s.opt.Attract {
		if in.Tap || in.Intents != 0 {
			return s.exit()
		}
		return scenes.Stay
	}
	if ctx.App.KioskIdle(scenes.KioskLeaveIdle) {
		s.m.Close()
		return scenes.Home(nil)
	}
	if ctx.App.KioskIdle(scenes.KioskStillIdle) && !s.results {
		s.still = true
	}
	switch {
	case s.results:
		return s.updateResults(ctx)
	case s.pause != nil:
		switch s.pause.Update(ctx) {
		case 0:
			s.pause = nil
		case 1:
			return s.exit()
		}
		return scenes.Stay
	case s.passTo != rules.NoSeat:
		s.cont.Rect = scenes.Rect{X: ctx.W/2 - 150, Y: ctx.H/2 + 60, W: 300, H: 64}
		if in.Has(input.Back) {
			s.openPause()
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
	case s.zoom != nil:
		s.zoom.Update(ctx)
		if !s.zoom.ZoomShowing() {
			s.zoom = nil
		}
		return scenes.Stay
	}
	if in.Has(input.Back) || s.menu.Update(in) {
		s.openPause()
		return scenes.Stay
	}
	s.log.update(in, s.lay.log)
	if s.updateSeats(in) {
		return scenes.Stay
	}
	if s.busy() {
		return scenes.Stay
	}
	if s.undo.Update(in) || in.Has(input.Undo) {
		// The button is enabled only when the match allows it; the key
		// asks anyway, so the refusal says why.
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
	if z, ok := s.board.(Zoomer); ok && in.LongPress && !s.bind.handBusy() {
		if cv := z.Zoom(in.X, in.Y); cv != nil {
			cv.OpenZoom(s.now)
			s.zoom = cv
			return scenes.Stay
		}
	}
	if s.ready() {
		s.bind.update(ctx)
	}
	return scenes.Stay
}

func (s *Shell[P]) openPause() {
	text := "The game is saved after every move; you can resume it from the title screen."
	if s.saves.Failing() {
		text = "The last move could not be saved. Play goes on, and the next move tries again."
	}
	s.pause = scenes.NewDialog("Game paused", text, "Resume", "Quit to menu")
	s.bind.clear()
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
	if err := s.m.Submit(s.viewer, mv); err != nil {
		s.refuse(ctx, err.Error())
		return
	}
	s.mine = false
	s.dirty = true
	s.pump(ctx)
}

// refuse shows why something was refused, with the error sound.
func (s *Shell[P]) refuse(ctx *scenes.Context, why string) {
	s.toast = capitalize(s.named(why))
	s.toastEnd = s.now + 240
	ctx.App.Play(SoundError)
}

// settle reads the match when everything it reported has been played: the
// view, the prompt, whose turn it is and the legal moves, from one
// snapshot, and syncs the board with it.
func (s *Shell[P]) settle() {
	if !s.dirty || s.anim.On || s.head < len(s.queue) || s.passTo != rules.NoSeat {
		return
	}
	view := s.m.View(s.seatShown())
	if s.poll() {
		return // the match moved on meanwhile: play that first
	}
	toMove := view.ToMove()
	if toMove != rules.NoSeat && !s.spectator && toMove != s.viewer && !s.m.IsBot(toMove) {
		if s.humans > 1 && s.differ(s.viewer, toMove) {
			s.passTo = toMove
			s.bind.clear()
			return
		}
		s.viewer = toMove
		s.broken = true
		view = s.m.View(toMove)
	}
	s.dirty = false
	if msg := s.saves.Update(s.m); msg != "" {
		s.log.lines = append(s.log.lines, logLine{seat: rules.NoSeat, text: msg})
		s.toast, s.toastEnd = msg, s.now+240
	}
	s.view = view
	s.toMove = toMove
	s.prompt = view.Prompt()
	s.mine = !s.spectator && toMove == s.viewer && toMove != rules.NoSeat && !s.m.IsBot(toMove)
	s.legal = s.legal[:0]
	if s.mine {
		s.legal = append(s.legal, s.m.Legal(toMove)...)
	}
	s.canUndo = s.viewer != rules.NoSeat && s.m.CanUndo(s.viewer)
	s.undo.Enabled = s.canUndo
	if s.log.viewer != s.viewer {
		s.relog() // the new seat at the device reads only what it may know
	}
	s.board.Sync(view, s.viewer, s.synced && !s.broken)
	s.synced, s.broken = true, false
	s.bind.rebuild()
	if view.Over() && !s.results {
		s.results = true
		s.bind.clear()
	}
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

// Targets lists the kit's buttons as laid out on the last tick: "undo",
// "menu", the move buttons by their labels, "i-am-here" while the device
// is passed, "play-again" and "results/menu" on the results.
func (s *Shell[P]) Targets(dst []scenes.Target) []scenes.Target {
	switch {
	case s.results:
		return append(dst, scenes.Target{Name: "play-again", Rect: s.again.Rect},
			scenes.Target{Name: "results/menu", Rect: s.leave.Rect})
	case s.passTo != rules.NoSeat:
		return append(dst, scenes.Target{Name: "i-am-here", Rect: s.cont.Rect})
	}
	dst = append(dst, scenes.Target{Name: "undo", Rect: s.lay.undo}, scenes.Target{Name: "menu", Rect: s.lay.menu})
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
